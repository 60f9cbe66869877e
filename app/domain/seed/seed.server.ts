import { sql } from 'drizzle-orm'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { type Database } from '#app/db/client.server.ts'
import { ambulanceVehicles } from '#app/db/schema/ambulance.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { syncSearchEntries } from '#app/domain/search/search.server.ts'
import { DEMO_DOCTORS } from './demo-doctors.ts'
import { seedDemoFacilities } from './demo-facilities.server.ts'
import { DEMO_VEHICLES } from './demo-vehicles.ts'

/**
 * The site's own structure, present in every installation: the seven clinics, and what the search
 * finds besides doctors (rebuilt from the content modules on every start).
 */
export async function seedSiteContent(db: Database) {
  await db
    .insert(departments)
    .values(
      DEPARTMENTS.map((d, index) => ({
        slug: d.slug,
        name: d.name,
        description: d.summary,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: departments.slug })
  await syncSearchEntries(db)
}

/**
 * Demo doctors, added to every clinic that has none: an empty directory gets them all, and a
 * demo database made before a clinic existed gets that clinic's doctors on its next start.
 * A clinic that already has doctors is left as the staff keep it. Returns whether anything was
 * added.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const rows = await db
    .select({
      id: departments.id,
      slug: departments.slug,
      doctors: sql<number>`(SELECT count(*)::int FROM doctors d WHERE d.department_id = departments.id)`,
    })
    .from(departments)
  const departmentIds = new Map(rows.map((row) => [row.slug, row.id]))
  const staffed = new Set(rows.filter((row) => row.doctors > 0).map((row) => row.slug))
  const missing = DEMO_DOCTORS.filter((doctor) => !staffed.has(doctor.department))
  // The demo network, once, after its doctors (it links them by slug).
  if (missing.length === 0) return seedDemoFacilities(db)
  const added = await db
    .insert(doctors)
    .values(
      missing.map((doctor) => {
        const departmentId = departmentIds.get(doctor.department)
        if (!departmentId) throw new Error(`Missing department ${doctor.department}`)
        return {
          slug: doctor.slug,
          name: doctor.name,
          departmentId,
          qualifications: doctor.qualifications,
          registrationNumber: doctor.registrationNumber,
          gender: doctor.gender,
          languages: doctor.languages,
          experienceYears: doctor.experienceYears,
          feeInr: doctor.feeInr,
          consultationModes: doctor.consultationModes,
          bio: doctor.bio,
          bioHi: doctor.bioHi,
        }
      }),
    )
    // Two processes starting together on one PostgreSQL may both find the clinic empty.
    .onConflictDoNothing({ target: doctors.slug })
    .returning({ id: doctors.id })
  const network = await seedDemoFacilities(db)
  return added.length > 0 || network
}

const MORNINGS = [
  ['09:00', '13:00'],
  ['08:00', '12:00'],
  ['10:00', '13:20'],
  ['08:40', '12:40'],
  ['09:20', '13:00'],
] as const
const AFTERNOONS = [
  ['15:00', '18:00'],
  ['16:00', '19:00'],
  ['14:00', '17:00'],
  ['15:40', '18:40'],
] as const

/**
 * Weekly hours for the demo doctors: mornings on three or five weekdays and some afternoons, in
 * 20-minute slots, within the clinic's Mon–Fri 8 am – 7 pm. Hours go to the demo doctors of
 * every clinic where no doctor has any yet (all of them on a new database, a new clinic's on an
 * older one); hours the staff have set are never touched.
 */
export async function seedDemoSchedules(db: Database): Promise<boolean> {
  const rows = await db
    .select({
      id: doctors.id,
      slug: doctors.slug,
      departmentId: doctors.departmentId,
      hours: sql<number>`(SELECT count(*)::int FROM doctor_schedules s WHERE s.doctor_id = doctors.id)`,
    })
    .from(doctors)
    .orderBy(doctors.slug)
  const demoSlugs = new Set(DEMO_DOCTORS.map((doctor) => doctor.slug))
  const departmentsWithHours = new Set(
    rows.filter((row) => row.hours > 0).map((row) => row.departmentId),
  )
  const values = rows.flatMap((doctor, index) => {
    if (!demoSlugs.has(doctor.slug) || departmentsWithHours.has(doctor.departmentId)) return []
    const room = `Room ${(index % 6) + 1}, MainDoctor Clinic`
    const mornings = index % 2 === 0 ? [1, 2, 3, 4, 5] : [1, 3, 5]
    const afternoons = index % 2 === 0 ? [2, 4] : [1, 2, 3, 4, 5]
    // Real clinics do not all open at nine: hours differ by doctor, so do their next free times.
    const [morningStart, morningEnd] = MORNINGS[index % MORNINGS.length]!
    const [afternoonStart, afternoonEnd] = AFTERNOONS[index % AFTERNOONS.length]!
    return [
      ...mornings.map((weekday) => ({
        doctorId: doctor.id,
        weekday,
        startTime: morningStart,
        endTime: morningEnd,
        slotMinutes: 20,
        location: room,
      })),
      ...afternoons.map((weekday) => ({
        doctorId: doctor.id,
        weekday,
        startTime: afternoonStart,
        endTime: afternoonEnd,
        slotMinutes: 20,
        location: room,
      })),
    ]
  })
  if (values.length > 0) await db.insert(doctorSchedules).values(values)
  return values.length > 0
}

/**
 * The demo fleet, into an empty fleet only: once the admins keep the fleet (or a demo database
 * already has it), it is left as it is. Returns whether anything was added.
 */
export async function seedDemoVehicles(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: ambulanceVehicles.id }).from(ambulanceVehicles).limit(1)
  if (any) return false
  const added = await db
    .insert(ambulanceVehicles)
    .values([...DEMO_VEHICLES])
    // Two processes starting together on one PostgreSQL may both find the fleet empty.
    .onConflictDoNothing({ target: ambulanceVehicles.registrationNumber })
    .returning({ id: ambulanceVehicles.id })
  return added.length > 0
}
