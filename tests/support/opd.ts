import { randomUUID } from 'node:crypto'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { facilities, facilityDoctors } from '#app/db/schema/network.ts'
import { clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'

/**
 * A clinic with doctors for OPD tests: `inOpd` doctors have hours today (the clinic's weekday),
 * `away` doctors work there but not today. Every name is new, so suites can share a database.
 */
export async function openOpdClinic(options: { inOpd?: number; away?: number } = {}) {
  const { inOpd = 1, away = 1 } = options
  const db = getDb()
  const suffix = randomUUID().slice(0, 8)
  const [department] = await db.select({ id: departments.id }).from(departments).limit(1)
  const [facility] = await db
    .insert(facilities)
    .values({
      slug: `opd-clinic-${suffix}`,
      kind: 'clinic',
      name: `OPD Clinic ${suffix}`,
      address: 'Station Road',
      town: 'Haidergarh',
      pinCode: '227301',
      latitude: 26.6,
      longitude: 81.36,
      phone: '+91 5248 222 410',
    })
    .returning({ id: facilities.id, slug: facilities.slug, name: facilities.name })
  const weekday = isoWeekday(clinicToday())
  const makeDoctor = async (index: number, today: boolean) => {
    const [doctor] = await db
      .insert(doctors)
      .values({
        slug: `dr-opd-${suffix}-${index}`,
        name: `Dr OPD ${suffix} ${index}`,
        departmentId: department!.id,
        qualifications: 'MBBS',
        registrationNumber: `UPMC-${suffix}-${index}`,
        gender: 'female',
        experienceYears: 5,
        feeInr: 300,
      })
      .returning({ id: doctors.id, name: doctors.name })
    await db.insert(facilityDoctors).values({ facilityId: facility!.id, doctorId: doctor!.id })
    await db.insert(doctorSchedules).values({
      doctorId: doctor!.id,
      weekday: today ? weekday : (weekday % 7) + 1,
      startTime: '09:00',
      endTime: '13:00',
      slotMinutes: 12,
      location: 'Room 1',
    })
    return doctor!
  }
  const present = []
  for (let i = 0; i < inOpd; i++) present.push(await makeDoctor(i, true))
  const absent = []
  for (let i = 0; i < away; i++) absent.push(await makeDoctor(inOpd + i, false))
  const [desk] = await db
    .insert(user)
    .values({
      id: `desk-${suffix}`,
      name: 'Front Desk',
      email: `desk-${suffix}@example.com`,
      role: 'staff',
    })
    .returning({ id: user.id })
  return {
    facility: { ...facility!, nameHi: '' },
    doctors: present,
    away: absent,
    actor: { userId: desk!.id },
  }
}

export const WALK_IN = {
  patientName: 'Ramesh Kumar',
  phone: '+919812345678',
  age: 42,
  sex: 'male' as const,
}
