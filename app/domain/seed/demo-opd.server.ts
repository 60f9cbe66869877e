import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { DEMO_DOCTOR_PROFILE } from '#app/domain/accounts/demo-accounts.server.ts'
import {
  bookAppointment,
  listDoctorOpenSlots,
  manageUrlFor,
} from '#app/domain/appointments/index.server.ts'
import {
  addDays,
  clinicHhmm,
  clinicTimeToUtc,
  clinicToday,
  isoWeekday,
} from '#app/utils/clinic-time.ts'

/** The demo doctor, with their department's slug (for booking), or undefined without one. */
async function findDemoDoctor() {
  const [doctor] = await getDb()
    .select({ id: doctors.id, departmentSlug: departments.slug })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(eq(doctors.slug, DEMO_DOCTOR_PROFILE))
  return doctor
}

/** Hours today for the doctor (the demo hours are Monday to Friday), added when they have none. */
async function ensureHoursToday(doctorId: string): Promise<void> {
  const weekday = isoWeekday(clinicToday())
  const hours = await getDb()
    .select({ id: doctorSchedules.id })
    .from(doctorSchedules)
    .where(and(eq(doctorSchedules.doctorId, doctorId), eq(doctorSchedules.weekday, weekday)))
  if (hours.length === 0)
    await getDb().insert(doctorSchedules).values({
      doctorId,
      weekday,
      startTime: '08:00',
      endTime: '20:00',
      slotMinutes: 20,
      location: 'Room 1, MainDoctor Clinic',
    })
}

/**
 * Demo mode: the demo doctor is in OPD today at the main clinic, whatever the weekday. Returns
 * the clinic's slug, for the desk and the waiting-hall screen.
 */
export async function openDemoOpdToday(): Promise<string | null> {
  const doctor = await findDemoDoctor()
  if (!doctor) return null
  await ensureHoursToday(doctor.id)
  return MAIN_CLINIC_SLUG
}

/**
 * Demo mode: the demo doctor's first free time today booked for `name`, as if booked the evening
 * before (the booking form asks two hours' notice, so late in the day it has no time today left):
 * a booked patient for the desk to check in, whatever the hour. Returns the private manage page's
 * path, or null without the demo doctor.
 */
export async function bookDemoPatientToday(name: string): Promise<string | null> {
  const doctor = await findDemoDoctor()
  if (!doctor) return null
  await ensureHoursToday(doctor.id)
  const today = clinicToday()
  const evenBefore = clinicTimeToUtc(addDays(today, -1), '21:00')
  const [slot] = await listDoctorOpenSlots(doctor.id, today, today, { now: evenBefore })
  if (!slot) return null
  const requestKey = randomUUID()
  await bookAppointment(
    {
      doctorSlug: DEMO_DOCTOR_PROFILE,
      departmentSlug: doctor.departmentSlug,
      date: today,
      time: clinicHhmm(slot.startsAt),
      mode: 'in_person',
      name,
      email: null,
      phone: '+919876543210',
      requestKey,
      patientUserId: null,
    },
    evenBefore,
  )
  return new URL(manageUrlFor(requestKey, 'en')).pathname
}
