import { randomUUID } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { freedTimes, waitlistEntries, waitlistOffers } from '#app/db/schema/waitlist.ts'
import {
  bookAppointment,
  type BookingRequest,
  SlotTakenError,
} from '#app/domain/appointments/book-appointment.server.ts'
import { cancelAppointmentByPatient } from '#app/domain/appointments/manage-appointment.server.ts'
import { findAppointmentByManageToken } from '#app/domain/appointments/appointment-access.server.ts'
import { deleteAccount } from '#app/domain/privacy/account-records.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { addDays, clinicHhmm, clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { announcementsArrived } from '#tests/support/until.ts'
import {
  joinWaitlistForAppointment,
  joinWaitlistForDay,
  type JoinForDay,
} from './join-waitlist.server.ts'
import { declineOffer, HOLD_MINUTES, offerEarlierTimes, takeOffer } from './offers.server.ts'
import {
  AlreadyWaitingError,
  DayNotFullError,
  OfferLapsedError,
  PastDayError,
} from './waitlist-errors.ts'

const DOCTOR = 'dr-anjali-verma'
const TIMES = ['09:00', '09:20', '09:40']
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000)
let doctorId = ''
// A Tuesday well inside the horizon (lead time never interferes), and the one after it.
let day = ''
let laterDay = ''

function booking(time: string, overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    doctorSlug: DOCTOR,
    departmentSlug: 'neurology',
    date: day,
    time,
    mode: 'in_person',
    name: `Booked ${time}`,
    email: null,
    phone: '+919800000001',
    requestKey: randomUUID(),
    patientUserId: null,
    ...overrides,
  }
}

const waiter = (name: string, phone: string, overrides: Partial<JoinForDay> = {}): JoinForDay => ({
  doctorSlug: DOCTOR,
  departmentSlug: 'neurology',
  date: day,
  name,
  phone,
  email: null,
  patientUserId: null,
  locale: 'en',
  ...overrides,
})

/** Every time of the test day booked; the booking at `time` is returned by its manage token. */
async function fillDay() {
  const booked: Record<string, string> = {}
  for (const time of TIMES) booked[time] = (await bookAppointment(booking(time))).appointmentId
  return booked
}

/** The offer texts queued so far, with their one-tap tokens. */
async function offerTexts() {
  const rows = await getDb()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'appointment.earlier_offer.sms'))
  return rows.map((row) => ({
    to: row.toAddress,
    text: row.text,
    token: /\/appointments\/offer\/([A-Za-z0-9_-]+)/.exec(row.text)![1]!,
  }))
}

const activeAt = async (time: string, onDay = day) =>
  (
    await getDb()
      .select({
        status: appointments.status,
        startsAt: appointments.startsAt,
        name: appointments.patientName,
      })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId), ne(appointments.status, 'cancelled')))
  ).filter((a) => clinicHhmm(a.startsAt) === time && a.startsAt.toISOString() >= onDay)

describeOnEachDatabase('earlier-slot alerts (waitlist)', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, DOCTOR))
    doctorId = doctor!.id
    await getDb().insert(doctorSchedules).values({
      doctorId,
      weekday: 2,
      startTime: '09:00',
      endTime: '10:00',
      slotMinutes: 20,
      location: 'Room 1',
    })
    day = addDays(clinicToday(), 3)
    while (isoWeekday(day) !== 2) day = addDays(day, 1)
    laterDay = addDays(day, 7)
  })

  beforeEach(async () => {
    await getDb().delete(waitlistOffers)
    await getDb().delete(waitlistEntries)
    await getDb().delete(appointments)
    await getDb().delete(freedTimes)
    await getDb().delete(mailOutbox)
    await announcementsArrived()
  })

  it('refuses a past day, a day with free times, and a second identical entry', async () => {
    await expect(
      joinWaitlistForDay(waiter('Asha', '+919811111111', { date: addDays(clinicToday(), -1) })),
    ).rejects.toBeInstanceOf(PastDayError)
    await expect(joinWaitlistForDay(waiter('Asha', '+919811111111'))).rejects.toBeInstanceOf(
      DayNotFullError,
    )
    await fillDay()
    await joinWaitlistForDay(waiter('Asha', '+919811111111'))
    await expect(joinWaitlistForDay(waiter('Asha', '+919811111111'))).rejects.toBeInstanceOf(
      AlreadyWaitingError,
    )
    expect(await getDb().select().from(waitlistEntries)).toHaveLength(1)
  })

  it('offers a freed time to the first in line, holds it 15 minutes, then passes it on', async () => {
    const booked = await fillDay()
    const now = new Date()
    await joinWaitlistForDay(waiter('First', '+919811111111'), minutes(-2, now))
    await joinWaitlistForDay(waiter('Second', '+919822222222'), minutes(-1, now))
    await cancelAppointmentByPatient(booked['09:20']!, { userId: null, ipAddress: null })

    expect(await offerEarlierTimes(now)).toEqual({ passed: 0, offered: 1 })
    const [first] = await offerTexts()
    expect(first).toMatchObject({ to: '+919811111111' })
    expect(first!.text).toContain(`${HOLD_MINUTES} min`)
    expect(await activeAt('09:20')).toEqual([
      expect.objectContaining({ status: 'held', name: 'First' }),
    ])

    // While held, nobody else can book it: the no-overlap constraint counts the hold.
    await expect(bookAppointment(booking('09:20'))).rejects.toBeInstanceOf(SlotTakenError)
    // Before the hold ends nothing passes on.
    expect(await offerEarlierTimes(minutes(HOLD_MINUTES - 1, now))).toEqual({
      passed: 0,
      offered: 0,
    })

    // The hold lapses: the next in line gets the same time, held afresh.
    expect(await offerEarlierTimes(minutes(HOLD_MINUTES, now))).toEqual({ passed: 1, offered: 0 })
    const texts = await offerTexts()
    expect(texts.map((t) => t.to)).toEqual(['+919811111111', '+919822222222'])
    expect(await activeAt('09:20')).toEqual([
      expect.objectContaining({ status: 'held', name: 'Second' }),
    ])
    // The first's link now says the time is gone.
    await expect(
      takeOffer(first!.token, { userId: null, ipAddress: null }, minutes(HOLD_MINUTES + 1, now)),
    ).rejects.toBeInstanceOf(OfferLapsedError)

    // The second declines; nobody is left, so the time is free for anyone again.
    await declineOffer(texts[1]!.token, false, minutes(HOLD_MINUTES + 2, now))
    expect(await activeAt('09:20')).toEqual([])
    await bookAppointment(booking('09:20'))
  })

  it('books in one tap; a second tap cannot double-book', async () => {
    const booked = await fillDay()
    const now = new Date()
    await joinWaitlistForDay(waiter('Tapper', '+919833333333'), minutes(-1, now))
    await cancelAppointmentByPatient(booked['09:40']!, { userId: null, ipAddress: null })
    await offerEarlierTimes(now)
    const [offer] = await offerTexts()
    const actor = { userId: null, ipAddress: null }
    const [one, two] = await Promise.all([
      takeOffer(offer!.token, actor, minutes(1, now)),
      takeOffer(offer!.token, actor, minutes(1, now)),
    ])
    const again = await takeOffer(offer!.token, actor, minutes(2, now))
    expect(new Set([one!.manageToken, two!.manageToken, again.manageToken]).size).toBe(1)
    expect([one!.again, two!.again].sort()).toEqual([false, true])
    const view = await findAppointmentByManageToken(one!.manageToken)
    expect(view).toMatchObject({ status: 'requested', patientName: 'Tapper' })
    expect(await activeAt('09:40')).toHaveLength(1)
    const confirmations = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.booked.sms'))
    expect(confirmations.filter((m) => m.toAddress === '+919833333333')).toHaveLength(1)
  })

  it('moves the later booking asked from its manage page instead of making a second', async () => {
    const booked = await fillDay()
    const later = await bookAppointment(
      booking('09:00', { date: laterDay, name: 'Mover', phone: '+919844444444' }),
    )
    await joinWaitlistForAppointment(later.appointmentId, { userId: null, ipAddress: null })
    const now = new Date()
    await cancelAppointmentByPatient(booked['09:00']!, { userId: null, ipAddress: null })
    await offerEarlierTimes(now)
    const [offer] = await offerTexts()
    expect(offer!.to).toBe('+919844444444')
    const taken = await takeOffer(offer!.token, { userId: null, ipAddress: null }, minutes(1, now))
    expect(taken).toMatchObject({ moved: true, manageToken: later.manageToken })
    const mine = await getDb()
      .select({ startsAt: appointments.startsAt, status: appointments.status })
      .from(appointments)
      .where(eq(appointments.patientName, 'Mover'))
    expect(mine).toHaveLength(1)
    expect(clinicHhmm(mine[0]!.startsAt)).toBe('09:00')
    expect(mine[0]!.startsAt.toISOString() < `${laterDay}`).toBe(true)
    // The later time it gave up is written down for the next in line.
    expect(await getDb().select().from(freedTimes)).toHaveLength(1)
  })

  it('goes with an erased account: its place in line, and a time held for it is free again', async () => {
    const booked = await fillDay()
    await getDb()
      .insert(user)
      .values({ id: 'waitlist-erased', name: 'Erased', email: 'e@example.com' })
    await joinWaitlistForDay(
      waiter('Erased', '+919855555555', { patientUserId: 'waitlist-erased' }),
    )
    await cancelAppointmentByPatient(booked['09:20']!, { userId: null, ipAddress: null })
    await offerEarlierTimes()
    expect(await activeAt('09:20')).toEqual([expect.objectContaining({ status: 'held' })])
    await deleteAccount('waitlist-erased')
    expect(await getDb().select().from(waitlistEntries)).toEqual([])
    expect(await activeAt('09:20')).toEqual([])
  })
})
