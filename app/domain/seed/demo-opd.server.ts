import { and, eq } from 'drizzle-orm'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { DEMO_DOCTOR_PROFILE } from '#app/domain/accounts/demo-accounts.server.ts'
import { clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'

/**
 * Demo mode: the demo doctor is in OPD today at the main clinic, whatever the weekday (the demo
 * hours are Monday to Friday): hours today are added when they have none. Returns the clinic's
 * slug, for the desk and the waiting-hall screen.
 */
export async function openDemoOpdToday(): Promise<string | null> {
  const [doctor] = await getDb()
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.slug, DEMO_DOCTOR_PROFILE))
  if (!doctor) return null
  const weekday = isoWeekday(clinicToday())
  const hours = await getDb()
    .select({ id: doctorSchedules.id })
    .from(doctorSchedules)
    .where(and(eq(doctorSchedules.doctorId, doctor.id), eq(doctorSchedules.weekday, weekday)))
  if (hours.length === 0)
    await getDb().insert(doctorSchedules).values({
      doctorId: doctor.id,
      weekday,
      startTime: '08:00',
      endTime: '20:00',
      slotMinutes: 20,
      location: 'Room 1, MainDoctor Clinic',
    })
  return MAIN_CLINIC_SLUG
}
