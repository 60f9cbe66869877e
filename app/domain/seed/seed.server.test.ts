import { eq, inArray, ne, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceVehicles } from '#app/db/schema/ambulance.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { normalizeRegistrationNumber } from '#app/domain/ambulance/fleet-schemas.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { DEMO_DOCTORS } from './demo-doctors.ts'
import { DEMO_VEHICLES } from './demo-vehicles.ts'
import { seedDemoData, seedDemoSchedules, seedDemoVehicles } from './seed.server.ts'

const GENERAL_MEDICINE = DEMO_DOCTORS.filter((d) => d.department === 'general-medicine').map(
  (d) => d.slug,
)

async function counts() {
  const [row] = await getDb()
    .select({
      doctors: sql<number>`(SELECT count(*)::int FROM doctors)`,
      hours: sql<number>`(SELECT count(*)::int FROM doctor_schedules)`,
    })
    .from(departments)
    .limit(1)
  return { doctors: Number(row?.doctors), hours: Number(row?.hours) }
}

async function hoursOf(slugs: readonly string[]) {
  return getDb()
    .select({ slug: doctors.slug, weekday: doctorSchedules.weekday })
    .from(doctorSchedules)
    .innerJoin(doctors, eq(doctors.id, doctorSchedules.doctorId))
    .where(inArray(doctors.slug, [...slugs]))
}

describeOnEachDatabase('demo data', () => {
  beforeAll(async () => {
    expect(await seedDemoData(getDb())).toBe(true)
    expect(await seedDemoSchedules(getDb())).toBe(true)
  })

  it('gives the General Medicine OPD three or four doctors with weekly hours', async () => {
    expect(GENERAL_MEDICINE.length).toBeGreaterThanOrEqual(3)
    expect(GENERAL_MEDICINE.length).toBeLessThanOrEqual(4)
    const hours = await hoursOf(GENERAL_MEDICINE)
    expect(new Set(hours.map((h) => h.slug))).toEqual(new Set(GENERAL_MEDICINE))
    for (const doctor of DEMO_DOCTORS.filter((d) => d.department === 'general-medicine')) {
      expect(doctor.qualifications).toMatch(/^MBBS, (MD|DNB) \((General )?Medicine\)$/)
      expect(doctor.registrationNumber).toMatch(/^UPMC-\d{5}$/)
    }
  })

  it('adds nothing more when run again', async () => {
    const before = await counts()
    expect(await seedDemoData(getDb())).toBe(false)
    expect(await seedDemoSchedules(getDb())).toBe(false)
    expect(await counts()).toEqual(before)
  })

  it('adds a new clinic’s doctors and hours to a demo database made before it, once', async () => {
    // A demo database from before the General Medicine OPD: the clinic exists, no doctors.
    const before = await counts()
    await getDb().delete(doctors).where(inArray(doctors.slug, GENERAL_MEDICINE))
    expect((await counts()).doctors).toBe(before.doctors - GENERAL_MEDICINE.length)

    expect(await seedDemoData(getDb())).toBe(true)
    expect(await seedDemoSchedules(getDb())).toBe(true)
    expect(await counts()).toEqual(before)
    expect(new Set((await hoursOf(GENERAL_MEDICINE)).map((h) => h.slug))).toEqual(
      new Set(GENERAL_MEDICINE),
    )

    expect(await seedDemoData(getDb())).toBe(false)
    expect(await seedDemoSchedules(getDb())).toBe(false)
    expect(await counts()).toEqual(before)
  })

  it('leaves a clinic the staff have changed as they left it', async () => {
    // The staff cleared one cardiologist's hours; the other still has hours, so nothing returns.
    const [doctor] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-farah-naaz'))
    await getDb().delete(doctorSchedules).where(eq(doctorSchedules.doctorId, doctor!.id))
    expect(await seedDemoSchedules(getDb())).toBe(false)
    expect(await hoursOf(['dr-farah-naaz'])).toEqual([])
  })

  it('fills an empty fleet with four Barabanki ambulances, once, and never a fleet the admins keep', async () => {
    expect(await seedDemoVehicles(getDb())).toBe(true)
    const fleet = await getDb().select().from(ambulanceVehicles)
    expect(fleet.map((v) => v.registrationNumber).sort()).toEqual(
      DEMO_VEHICLES.map((v) => v.registrationNumber).sort(),
    )
    for (const v of DEMO_VEHICLES) {
      // As the fleet form would store them.
      expect(normalizeRegistrationNumber(v.registrationNumber)).toBe(v.registrationNumber)
      expect(v.registrationNumber).toMatch(/^UP 41 /)
      expect(isIndianMobile(v.driverPhone)).toBe(true)
    }
    expect(await seedDemoVehicles(getDb())).toBe(false)
    expect(await getDb().select().from(ambulanceVehicles)).toHaveLength(DEMO_VEHICLES.length)
    // The admins' own fleet, down to one vehicle: the demo ones are not added back.
    await getDb().delete(ambulanceVehicles).where(ne(ambulanceVehicles.id, fleet[0]!.id))
    expect(await seedDemoVehicles(getDb())).toBe(false)
    expect(await getDb().select().from(ambulanceVehicles)).toHaveLength(1)
  })
})
