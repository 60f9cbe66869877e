import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { getDb } from '#app/db/client.server.ts'
import { labCollectionWindows, labOrders } from '#app/db/schema/lab.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { labBooking } from '#tests/support/lab-booking.ts'
import { user } from '#app/db/schema/auth.ts'
import { deleteAccount } from '#app/domain/privacy/account-records.server.ts'
import {
  cancelByPatient,
  exportAccountLabOrders,
  createLabOrder,
  findOrderByToken,
  rescheduleByPatient,
} from './orders.server.ts'

const domainError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

async function placesIn(area: string, day: string, window: string) {
  const rows = await getDb()
    .select({
      booked: labCollectionWindows.booked,
      day: labCollectionWindows.day,
      window: labCollectionWindows.window,
    })
    .from(labCollectionWindows)
    .where(eq(labCollectionWindows.area, area))
  return rows.find((row) => row.day === day && row.window === window)?.booked ?? 0
}

describeOnEachDatabase('laboratory bookings', () => {
  it('stores an order with a number, a private link and the SMS; the same form twice stores one', async () => {
    const input = labBooking({
      items: [
        { kind: 'test', slug: 'cbc' },
        { kind: 'package', slug: 'diabetes-care' },
      ],
    })
    const first = await createLabOrder(input)
    expect(first.number).toMatch(/^LAB-\d{4}-\d{6}$/)
    expect(await createLabOrder(input)).toEqual(first)
    const order = await findOrderByToken(first.token)
    expect(order).toMatchObject({
      number: first.number,
      status: 'booked',
      mode: 'home',
      area: 'haidergarh',
    })
    expect(order!.items).toHaveLength(2)
    const sms = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, input.phone))
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain(first.number)
    expect(sms[0]!.text).toContain(`/lab-tests/orders/${first.token}`)
    expect(await findOrderByToken('not-a-token')).toBeNull()
  })

  it('never overfills a window: N + 5 bookings at once for a window of N places → exactly N', async () => {
    const area = COLLECTION_AREAS.find((candidate) => candidate.slug === 'subeha')!
    const day = addDays(clinicToday(), 3)
    const attempts = Array.from({ length: area.capacity + 5 }, () =>
      createLabOrder(labBooking({ pinCode: area.pinCodes[0], day, window: '09-11' })),
    )
    const results = await Promise.allSettled(attempts)
    const booked = results.filter((result) => result.status === 'fulfilled')
    const refused = results.filter((result) => result.status === 'rejected')
    expect(booked).toHaveLength(area.capacity)
    expect(refused).toHaveLength(5)
    for (const result of refused) {
      const reason = (result as PromiseRejectedResult).reason as DomainError
      expect(reason).toBeInstanceOf(DomainError)
      expect(reason.field).toBe('window')
      // The free times of the day are named.
      expect(reason.message).toBe('lab:book.error.windowFull')
      expect(String(reason.values?.free)).toContain('7:00')
    }
    expect(await placesIn('subeha', day, '09-11')).toBe(area.capacity)
    const stored = await getDb().select().from(labOrders).where(eq(labOrders.area, 'subeha'))
    expect(stored.filter((order) => order.day === day && order.window === '09-11')).toHaveLength(
      area.capacity,
    )
  })

  it('the database itself refuses an overfull window', async () => {
    const day = addDays(clinicToday(), 4)
    await getDb()
      .insert(labCollectionWindows)
      .values({ area: 'subeha', day, window: '07-09', capacity: 2, booked: 2 })
    await expect(
      getDb()
        .update(labCollectionWindows)
        .set({ booked: 3 })
        .where(eq(labCollectionWindows.day, day)),
    ).rejects.toThrow()
  })

  it('refuses unknown tests, pin codes outside the area (naming the nearest), past and unsuitable windows', async () => {
    expect((await domainError(createLabOrder(labBooking({ items: [] })))).message).toBe(
      'lab:book.error.emptyCart',
    )
    expect(
      (
        await domainError(
          createLabOrder(labBooking({ items: [{ kind: 'test', slug: 'no-such-test' }] })),
        )
      ).message,
    ).toBe('lab:book.error.unknownTest')
    // An item twice, or a test inside a package of the same order, is booked and charged once.
    const twice = await createLabOrder(
      labBooking({
        items: [
          { kind: 'test', slug: 'cbc' },
          { kind: 'test', slug: 'cbc' },
          { kind: 'package', slug: 'diabetes-care' },
          { kind: 'test', slug: 'hba1c' },
        ],
      }),
    )
    expect((await findOrderByToken(twice.token))!.items.map((item) => item.slug).sort()).toEqual([
      'cbc',
      'diabetes-care',
    ])
    const outside = await domainError(createLabOrder(labBooking({ pinCode: '226010' })))
    expect(outside).toMatchObject({ field: 'pinCode', message: 'lab:book.error.pinOutsideNearest' })
    expect(outside.values).toMatchObject({ area: 'Barabanki city' })
    expect((await domainError(createLabOrder(labBooking({ pinCode: '110001' })))).message).toBe(
      'lab:book.error.pinOutside',
    )
    expect(
      (await domainError(createLabOrder(labBooking({ day: addDays(clinicToday(), -1) })))).field,
    ).toBe('day')
    const fasting = await domainError(
      createLabOrder(
        labBooking({ items: [{ kind: 'test', slug: 'blood-sugar-fasting' }], window: '16-18' }),
      ),
    )
    expect(fasting.message).toBe('lab:book.error.windowNotFasting')
    const psa = await domainError(
      createLabOrder(labBooking({ items: [{ kind: 'test', slug: 'psa' }], sex: 'female' })),
    )
    expect(psa.field).toBe('sex')
    const ogtt = await domainError(
      createLabOrder(labBooking({ items: [{ kind: 'test', slug: 'ogtt' }] })),
    )
    expect(ogtt.field).toBe('mode')
    // The same tests at the laboratory: booked.
    const visit = await createLabOrder(
      labBooking({
        items: [{ kind: 'test', slug: 'ogtt' }],
        mode: 'lab',
        pinCode: null,
        window: null,
        address: '',
      }),
    )
    expect((await findOrderByToken(visit.token))!.mode).toBe('lab')
  })

  it('moving takes the new place before giving the old one back; cancelling gives it back', async () => {
    const day = addDays(clinicToday(), 5)
    const later = addDays(clinicToday(), 6)
    const booked = await createLabOrder(
      labBooking({ day, window: '11-13', items: [{ kind: 'test', slug: 'cbc' }] }),
    )
    expect(await placesIn('haidergarh', day, '11-13')).toBe(1)
    await rescheduleByPatient(booked.token, { day: later, window: '16-18' })
    expect(await placesIn('haidergarh', day, '11-13')).toBe(0)
    expect(await placesIn('haidergarh', later, '16-18')).toBe(1)
    expect(await findOrderByToken(booked.token)).toMatchObject({ day: later, window: '16-18' })
    await cancelByPatient(booked.token, 'Feeling better')
    expect(await placesIn('haidergarh', later, '16-18')).toBe(0)
    const cancelled = await findOrderByToken(booked.token)
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Feeling better' })
    // Nothing more to change once cancelled.
    expect((await domainError(cancelByPatient(booked.token, ''))).message).toBe(
      'lab:order.tooLateToChange',
    )
  })

  it('deleting the account cancels its coming collections and keeps its orders without personal data', async () => {
    const userId = `lab-patient-${crypto.randomUUID()}`
    await getDb()
      .insert(user)
      .values({ id: userId, name: 'Lab Patient', email: `${userId}@example.com` })
    const day = addDays(clinicToday(), 7)
    const booked = await createLabOrder(labBooking({ accountUserId: userId, day, window: '09-11' }))
    expect(await placesIn('haidergarh', day, '09-11')).toBe(1)
    expect((await exportAccountLabOrders(userId))[0]).toMatchObject({
      number: booked.number,
      patientName: 'Ram Prasad',
    })
    await deleteAccount(userId)
    expect(await placesIn('haidergarh', day, '09-11')).toBe(0)
    const [kept] = await getDb().select().from(labOrders).where(eq(labOrders.number, booked.number))
    expect(kept).toMatchObject({
      status: 'cancelled',
      patientName: '[deleted]',
      phone: '',
      email: null,
      accountUserId: null,
    })
  })
})
