import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { reviews } from '#app/db/schema/network.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import {
  findAppointmentByManageToken,
  manageTokenFor,
} from '#app/domain/appointments/appointment-access.server.ts'
import { listPatientAppointments } from '#app/domain/appointments/manage-appointment.server.ts'
import { listReviewableVisits, loadDoctorRatings } from '#app/domain/network/reviews.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { seedDemoRegistrationChecks, seedDemoReviews } from './demo-reviews.server.ts'
import { seedDemoData } from './seed.server.ts'

describeOnEachDatabase('the demo reviews', () => {
  let patient = ''
  beforeAll(async () => {
    await seedDemoData(getDb())
    const demo = DEMO_ACCOUNTS.find((a) => a.role === 'patient')!
    patient = randomUUID()
    await getDb().insert(user).values({ id: patient, name: demo.name, email: demo.email })
  })

  it('gives one doctor an average, another too few, staff a queue and the patient a visit', async () => {
    expect(await seedDemoReviews(getDb())).toBe(true)
    const anjali = await loadDoctorRatings('dr-anjali-verma')
    expect(anjali?.summary).toMatchObject({ shown: true, count: 7 })
    expect(anjali?.reviews.filter((r) => r.text)).toHaveLength(3)
    expect(anjali?.reviews.some((r) => r.reply)).toBe(true)
    expect((await loadDoctorRatings('dr-rakesh-tiwari'))?.summary).toEqual({
      shown: false,
      count: 2,
    })
    const pending = await getDb()
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.textStatus, 'pending'))
    expect(pending).toHaveLength(2)
    expect(await listReviewableVisits(patient)).toHaveLength(1)
    // Once: a restart adds nothing.
    expect(await seedDemoReviews(getDb())).toBe(false)
  })

  it('gives the demo patient’s past visit a manage link that opens it', async () => {
    // The account's appointment list links to /appointments/manage/<manageTokenFor(requestKey)>;
    // the manage page finds the appointment by that token's hash.
    const { past } = await listPatientAppointments(patient)
    expect(past).toHaveLength(1)
    const visit = past[0]!
    const found = await findAppointmentByManageToken(manageTokenFor(visit.requestKey))
    expect(found).toMatchObject({ id: visit.id, status: 'completed', patientName: 'Sunita Devi' })

    // A demo site seeded before stored a random UUID there: the next start mends it.
    await getDb()
      .update(appointments)
      .set({ manageTokenHash: randomUUID() })
      .where(eq(appointments.id, visit.id))
    expect(await findAppointmentByManageToken(manageTokenFor(visit.requestKey))).toBeNull()
    expect(await seedDemoReviews(getDb())).toBe(false)
    expect(await findAppointmentByManageToken(manageTokenFor(visit.requestKey))).toMatchObject({
      id: visit.id,
    })
  })

  it('dates the clinic’s check of every demo doctor but one', async () => {
    await seedDemoRegistrationChecks(getDb())
    const rows = await getDb()
      .select({ slug: doctors.slug, on: doctors.registrationVerifiedOn })
      .from(doctors)
    expect(rows.filter((r) => r.on === null).map((r) => r.slug)).toEqual(['dr-rakesh-tiwari'])
  })
})
