import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { waitlistOffers } from '#app/db/schema/waitlist.ts'
import { listDoctorOpenSlots } from '#app/domain/appointments/slots.server.ts'
import { offerEarlierTimes } from '#app/domain/waitlist/offers.server.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// The whole pipeline: the booking form's waitlist button and the one-tap offer page, as a phone
// without JavaScript sends them (plain form posts).
const app = await startAppUnderTest()
afterAll(async () => {
  await app.close()
})

const DOCTOR = 'dr-anjali-verma'
let department = ''
let day = ''
const booked: string[] = []

const post = (path: string, fields: Record<string, string>) =>
  app.send({
    method: 'POST',
    path,
    headers: {
      Accept: 'text/html',
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: app.baseUrl,
    },
    body: new URLSearchParams(fields).toString(),
  })

const join = (date: string) =>
  post('/appointments/new', {
    intent: 'waitlist',
    department,
    doctor: DOCTOR,
    date,
    name: 'Kamla Bai',
    phone: '9876501234',
  })

beforeAll(async () => {
  const [doctor] = await getDb()
    .select({ id: doctors.id, department: departments.slug })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(eq(doctors.slug, DOCTOR))
  department = doctor!.department
  // The first day from five days on with hours: every time of it booked (a full day).
  day = addDays(clinicToday(), 5)
  let slots = await listDoctorOpenSlots(doctor!.id, day, day)
  while (slots.length === 0) {
    day = addDays(day, 1)
    slots = await listDoctorOpenSlots(doctor!.id, day, day)
  }
  for (const slot of slots) {
    const [row] = await getDb()
      .insert(appointments)
      .values({
        doctorId: doctor!.id,
        patientName: 'Booked',
        patientPhone: '+919800000001',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        mode: 'in_person',
        status: 'confirmed',
        manageTokenHash: randomUUID(),
        requestKey: randomUUID(),
      })
      .returning({ id: appointments.id })
    booked.push(row!.id)
  }
})

describe('earlier-slot alerts through the pipeline', () => {
  it('refuses a past day next to the date, keeping what was typed (400)', async () => {
    const answer = await join(addDays(clinicToday(), -1))
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('This day has passed')
    expect(answer.body).toContain('value="Kamla Bai"')
  })

  it('puts a full day on the list once; a second identical request is refused (409)', async () => {
    const first = await join(day)
    expect(first.status).toBe(302)
    expect(first.headers.location).toBe('/appointments/new')
    const second = await join(day)
    expect(second.status).toBe(409)
    expect(second.body).toContain('You are already on the list')
    expect(second.body).toContain('value="9876501234"')
  })

  it('books the offered time in one tap; a second tap leads to the same booking', async () => {
    await getDb()
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, booked[0]!))
    await offerEarlierTimes()
    const [sms] = await getDb()
      .select({ text: mailOutbox.text, to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.earlier_offer.sms'))
    expect(sms!.to).toBe('+919876501234')
    const path = /\/appointments\/offer\/[A-Za-z0-9_-]+/.exec(sms!.text)![0]

    const page = await app.send({ method: 'GET', path })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Book this time')

    const tap = await post(path, { intent: 'take' })
    expect(tap.status).toBe(302)
    expect(tap.headers.location).toMatch(/^\/appointments\/manage\//)
    const again = await post(path, { intent: 'take' })
    expect(again.headers.location).toBe(tap.headers.location)
    const mine = await getDb()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.patientName, 'Kamla Bai'))
    expect(mine).toEqual([{ status: 'requested' }])
  })

  it('says kindly that a lapsed hold has gone, with a way to book (409)', async () => {
    await post('/appointments/new', {
      intent: 'waitlist',
      department,
      doctor: DOCTOR,
      date: day,
      name: 'Late Tapper',
      phone: '9876505678',
    })
    await getDb()
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, booked[1]!))
    await offerEarlierTimes()
    const [sms] = await getDb()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'appointment.earlier_offer.sms'),
          eq(mailOutbox.toAddress, '+919876505678'),
        ),
      )
    const path = /\/appointments\/offer\/[A-Za-z0-9_-]+/.exec(sms!.text)![0]
    await getDb()
      .update(waitlistOffers)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(waitlistOffers.status, 'held'))
    const tap = await post(path, { intent: 'take' })
    expect(tap.status).toBe(409)
    expect(tap.body).toContain('This time is no longer held for you')
    expect(tap.body).toContain(`/appointments/new?doctor=${DOCTOR}&amp;date=${day}`)
    expect(
      await getDb().select().from(appointments).where(eq(appointments.patientName, 'Late Tapper')),
    ).toEqual([expect.objectContaining({ status: 'held' })])
  })

  it('answers 404 for an unknown offer link', async () => {
    const answer = await app.send({ method: 'GET', path: `/appointments/offer/${'x'.repeat(32)}` })
    expect(answer.status).toBe(404)
  })
})
