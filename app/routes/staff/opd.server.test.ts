import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors, doctorTimeOff } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { clinicDateOf, clinicToday } from '#app/utils/clinic-time.ts'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// The OPD pages through the whole pipeline: guards, bad input and the display's privacy rule.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
afterAll(async () => {
  await app.close()
})

const { signIn, get, post } = appClient(app)

const idOf = async (slug: string) =>
  (await getDb().select({ id: doctors.id }).from(doctors).where(eq(doctors.slug, slug)))[0]!.id

describe('the OPD pages', () => {
  let staff = ''
  let patient = ''
  let doctor = ''
  let anjali = ''
  let away = ''
  const desk = `/staff/opd?clinic=${MAIN_CLINIC_SLUG}`

  beforeAll(async () => {
    staff = await signIn('staff@demo.maindoctor.in', 'Demo-Staff-2026')
    patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    doctor = await signIn('doctor@demo.maindoctor.in', 'Demo-Doctor-2026')
    anjali = await idOf('dr-anjali-verma')
    away = await idOf('dr-rakesh-tiwari')
    // The demo doctor is in OPD today whatever the weekday; another is on leave today.
    expect((await post('/dev/opd', {}, staff)).status).toBe(302)
    await getDb()
      .insert(doctorTimeOff)
      .values({ doctorId: away, startsOn: clinicToday(), endsOn: clinicToday(), reason: 'Leave' })
  })

  it('keeps anonymous visitors and patients out of the desk and the doctor’s OPD', async () => {
    for (const path of [desk, '/doctor/opd']) {
      const anonymous = await get(path)
      expect(anonymous.status, path).toBe(302)
      expect(anonymous.headers.location, path).toMatch(/^\/login\?redirectTo=/)
      expect((await get(path, patient)).status, path).toBe(403)
    }
    expect((await get('/doctor/opd', staff)).status).toBe(403)
    // The staff area lets a dispatcher in; the desk does not.
    const dispatcher = await signIn('dispatcher@demo.maindoctor.in', 'Demo-Dispatch-2026')
    expect((await get(desk, dispatcher)).status).toBe(403)
    expect((await get(desk, doctor)).status).toBe(403)
    const posted = await post(desk, { intent: 'walkIn', doctorId: anjali }, patient)
    expect(posted.status).toBe(403)
  })

  it('refuses a call on an empty queue with a clear message', async () => {
    const answer = await post('/doctor/opd', { intent: 'callNext', expected: '' }, doctor)
    expect(answer.status).toBe(409)
    expect(answer.body).toContain('Nobody is waiting: there is no one to call.')
  })

  it('refuses a token for a doctor not in OPD today, keeping what was typed', async () => {
    const answer = await post(
      desk,
      {
        intent: 'walkIn',
        doctorId: away,
        patientName: 'Bhola Nath',
        phone: '98111 22233',
        age: '61',
        sex: 'male',
      },
      staff,
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('This doctor is not in OPD today')
    expect(answer.body).toContain('Bhola Nath')
    expect(answer.body).toContain('98111 22233')
    const bad = await post(desk, { intent: 'walkIn', doctorId: anjali, age: 'old' }, staff)
    expect(bad.status).toBe(400)
    expect(bad.body).toContain('Enter the age in whole years')
  })

  it('gives a token, checks a booking in once, and the display shows numbers only', async () => {
    const issued = await post(
      desk,
      {
        intent: 'walkIn',
        doctorId: anjali,
        patientName: 'Bhola Nath',
        phone: '98111 22233',
        age: '61',
        sex: 'male',
      },
      staff,
    )
    expect(issued.status).toBe(302)
    const slip = await get(issued.headers.location!, staff)
    expect(slip.body).toContain('data-testid="token-slip"')

    const startsAt = new Date(Date.now() + 30 * 60_000)
    const [booking] = await getDb()
      .insert(appointments)
      .values({
        doctorId: anjali,
        patientName: 'Kamla Devi',
        patientPhone: '+919822200011',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 20 * 60_000),
        mode: 'in_person',
        status: 'confirmed',
        manageTokenHash: randomUUID(),
        requestKey: randomUUID(),
      })
      .returning({ id: appointments.id })
    if (startsAt.toISOString().slice(0, 10) === clinicToday()) {
      const found = await post(desk, { intent: 'findBooking', q: '98222 00011' }, staff)
      expect(found.body).toContain('Kamla Devi')
    }
    const first = await post(desk, { intent: 'checkIn', appointmentId: booking!.id }, staff)
    const second = await post(desk, { intent: 'checkIn', appointmentId: booking!.id }, staff)
    if (first.status === 302) {
      expect(second.status).toBe(409)
      expect(second.body).toContain('This booking is already checked in')
    } else {
      // Past the clinic's midnight the booking is tomorrow's: not checkable today.
      expect(first.status).toBe(404)
    }

    expect((await post('/doctor/opd', { intent: 'callNext', expected: '' }, doctor)).status).toBe(
      302,
    )
    const display = await get(`/display/${MAIN_CLINIC_SLUG}`)
    expect(display.status).toBe(200)
    expect(display.body).toContain('data-testid="now-serving"')
    expect(display.body).not.toContain('Bhola Nath')
    expect(display.body).not.toContain('Kamla Devi')
    expect(display.body).not.toContain('98111')
  })

  it('books a demo patient for today at any hour, for the desk to check in (demo mode)', async () => {
    const booked = await post('/dev/opd', { name: 'Sita Ram' }, staff)
    expect(booked.status).toBe(302)
    expect(booked.headers.location).toMatch(/^\/appointments\/manage\/[A-Za-z0-9_-]+$/)
    const [row] = await getDb()
      .select({ id: appointments.id, startsAt: appointments.startsAt })
      .from(appointments)
      .where(eq(appointments.patientName, 'Sita Ram'))
    expect(clinicDateOf(row!.startsAt)).toBe(clinicToday())
    expect((await post(desk, { intent: 'checkIn', appointmentId: row!.id }, staff)).status).toBe(
      302,
    )
  })

  it('shows a doctor only their own visits', async () => {
    const [clinic] = await getDb()
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    const [other] = await getDb()
      .insert(opdVisits)
      .values({
        facilityId: clinic!.id,
        doctorId: away,
        day: clinicToday(),
        token: 99,
        kind: 'walk_in',
        patientName: 'Someone Else',
        patientPhone: '+919800000099',
      })
      .returning({ id: opdVisits.id })
    const page = await get(`/doctor/opd/${other!.id}`, doctor)
    expect(page.status).toBe(404)
    expect(page.body).not.toContain('Someone Else')
    const done = await post('/doctor/opd', { intent: 'done', visitId: other!.id }, doctor)
    expect(done.status).toBe(409)
    expect((await get('/doctor/opd', doctor)).body).not.toContain('Someone Else')
  })
})
