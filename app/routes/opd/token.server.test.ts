import { randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { clinicDateOf, clinicToday } from '#app/utils/clinic-time.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// The patient's phone through the whole pipeline: the walk-in's link, a guessed one, the manage
// page of a checked-in booking.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
afterAll(async () => {
  await app.close()
})

const { signIn, get, post } = appClient(app)

describe("the patient's token pages", () => {
  let staff = ''
  let anjali = ''
  const desk = `/staff/opd?clinic=${MAIN_CLINIC_SLUG}`

  beforeAll(async () => {
    staff = await signIn('staff@demo.maindoctor.in', 'Demo-Staff-2026')
    const [row] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-anjali-verma'))
    anjali = row!.id
    expect((await post('/dev/opd', {}, staff)).status).toBe(302)
  })

  it("opens a walk-in's token page from the SMS link, and nothing from a guessed one", async () => {
    const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const issued = await post(
      desk,
      {
        intent: 'walkIn',
        doctorId: anjali,
        patientName: 'Bhola Nath',
        phone,
        age: '61',
        sex: 'male',
      },
      staff,
    )
    expect(issued.status).toBe(302)
    const [sms] = await getDb()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, `+91${phone}`), like(mailOutbox.kind, 'opd.token.%')))
      .orderBy(desc(mailOutbox.createdAt))
    const path = new URL(/https?:\/\/\S+/.exec(sms!.text)![0]).pathname
    expect(path).toMatch(/^\/hi\/opd\/token\/[A-Za-z0-9_-]{40,}$/)
    const hindi = await get(path)
    expect(hindi.status).toBe(200)
    expect(hindi.body).toContain('data-testid="token-place"')
    expect(hindi.body).toContain('कतार में आपकी जगह')
    const english = await get(path.replace(/^\/hi/, ''))
    expect(english.status).toBe(200)
    expect(english.body).toMatch(/patients? ahead of you|You are next/)
    // No name, no number on the page: the link is the key.
    expect(english.body).not.toContain('Bhola Nath')
    expect(english.body).not.toContain(phone.slice(2))
    expect(english.headers['cache-control']).toMatch(/no-store|private/)

    const guessed = `/opd/token/${randomBytes(32).toString('base64url')}`
    expect((await get(guessed)).status).toBe(404)
    expect((await get(`${guessed}/live`)).status).toBe(404)
    expect((await get('/opd/token/short')).status).toBe(404)
  })

  it("shows a checked-in booking's token on its manage page", async () => {
    const token = randomBytes(32).toString('base64url')
    const startsAt = new Date(Date.now() + 30 * 60_000)
    const [booking] = await getDb()
      .insert(appointments)
      .values({
        doctorId: anjali,
        patientName: 'Kamla Devi',
        patientPhone: '+919822200012',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 20 * 60_000),
        mode: 'in_person',
        status: 'confirmed',
        manageTokenHash: hashToken(token),
        requestKey: randomUUID(),
      })
      .returning({ id: appointments.id })
    const before = await get(`/appointments/manage/${token}`)
    expect(before.status).toBe(200)
    expect(before.body).not.toContain('data-testid="token-place"')
    expect((await get(`/appointments/manage/${token}/live`)).status).toBe(404)
    // Past the clinic's midnight the booking is tomorrow's: not checkable today.
    if (clinicDateOf(startsAt) !== clinicToday()) return
    const checkedIn = await post(desk, { intent: 'checkIn', appointmentId: booking!.id }, staff)
    expect(checkedIn.status).toBe(302)
    const after = await get(`/appointments/manage/${token}`)
    expect(after.body).toContain('data-testid="token-place"')
    expect(after.body).toContain('data-testid="token-number"')
    expect(after.body).toMatch(/patients? ahead of you|You are next/)
  })

  it('lets the patient say "I have arrived" once on the day, from the QR poster', async () => {
    const token = randomBytes(32).toString('base64url')
    const startsAt = new Date(Date.now() + 55 * 60_000)
    // The demo OPD runs 08:00-20:00 at the clinic: the offer exists only within it today.
    const clinicTime = new Date(startsAt.getTime() + 5.5 * 3_600_000).toISOString().slice(11, 16)
    if (clinicDateOf(startsAt) !== clinicToday() || clinicTime < '08:00' || clinicTime > '19:00')
      return
    await getDb()
      .insert(appointments)
      .values({
        doctorId: anjali,
        patientName: 'Gita Devi',
        patientPhone: '+919822200013',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 20 * 60_000),
        mode: 'in_person',
        status: 'confirmed',
        manageTokenHash: hashToken(token),
        requestKey: randomUUID(),
      })
    const manage = `/appointments/manage/${token}`
    const page = await get(`${manage}?arrive=${MAIN_CLINIC_SLUG}`)
    expect(page.body).toContain('data-testid="arrival-offer"')
    expect(page.body).toContain('I have arrived')
    const arrived = await post(manage, { intent: 'arrived', clinic: MAIN_CLINIC_SLUG })
    expect(arrived.status).toBe(302)
    const after = await get(manage)
    expect(after.body).toContain('data-testid="token-place"')
    expect(after.body).not.toContain('data-testid="arrival-offer"')
    const again = await post(manage, { intent: 'arrived', clinic: 'junk<script>' })
    expect(again.status).toBe(409)
    expect(again.body).toContain('This booking is already checked in')
  })

  it("keeps the poster for the desk and opens the clinic's check-in page to anyone", async () => {
    const poster = `/staff/opd/poster?clinic=${MAIN_CLINIC_SLUG}`
    const anonymous = await get(poster)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.location).toMatch(/^\/login\?redirectTo=/)
    const patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    expect((await get(poster, patient)).status).toBe(403)
    const shown = await get(poster, staff)
    expect(shown.status).toBe(200)
    expect(shown.body).toContain('data-testid="poster-qr"')
    expect(shown.body).toContain('src="data:image/svg+xml;base64,')
    expect(shown.body).toContain(`/opd/arrive/${MAIN_CLINIC_SLUG}`)
    expect((await get('/staff/opd/poster?clinic=no-such-clinic', staff)).status).toBe(404)

    const arrive = await get(`/opd/arrive/${MAIN_CLINIC_SLUG}`)
    expect(arrive.status).toBe(200)
    expect(arrive.body).toContain('/login?redirectTo=')
    expect((await get(`/hi/opd/arrive/${MAIN_CLINIC_SLUG}`)).body).toContain('में चेक-इन')
    const mine = await get(`/opd/arrive/${MAIN_CLINIC_SLUG}`, patient)
    expect(mine.body).toContain('Your appointments here today')
    expect((await get('/opd/arrive/no-such-clinic')).status).toBe(404)
  })

  it('shows the figures to the desk only, refuses a bad date with 400, exports CSV', async () => {
    const patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    for (const path of ['/staff/opd/figures', '/staff/opd/figures.csv?month=2026-01']) {
      expect((await get(path)).status, path).toBe(302)
      expect((await get(path, patient)).status, path).toBe(403)
    }
    const today = await get('/staff/opd/figures', staff)
    expect(today.status).toBe(200)
    expect(today.body).toContain('data-testid="figures-table"')
    const bad = await get('/staff/opd/figures?day=2026-02-30&month=2026-13', staff)
    expect(bad.status).toBe(400)
    expect(bad.body).toContain('Enter a real date, such as 2026-12-05.')
    expect(bad.body).toContain('Enter a month as year and month, such as 2026-12.')
    expect(bad.body).toContain('value="2026-02-30"')
    const badHindi = await get('/hi/staff/opd/figures?month=abc', staff)
    expect(badHindi.status).toBe(400)
    expect(badHindi.body).toContain('महीना साल और महीने के रूप में लिखें')
    const month = clinicToday().slice(0, 7)
    const csv = await get(`/staff/opd/figures.csv?month=${month}`, staff)
    expect(csv.status).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain(`opd-figures-${month}.csv`)
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(header).toContain('"Period","Clinic","Doctor","OPD patients"')
    expect(rows.at(-1)).toMatch(new RegExp(`^"${month}","All clinics","Total","\\d+"`))
    expect((await get('/staff/opd/figures.csv?month=2026-1', staff)).status).toBe(400)
  })
})
