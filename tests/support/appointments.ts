import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type AppointmentStatus } from '#app/db/schema/appointments.ts'
import { doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { addDays, clinicTimeToUtc, clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'

/**
 * Writes an appointment straight into the table at a clinic date and time, for tests of what
 * reads appointments (booking itself is tested through bookAppointment). The patient's name
 * tells the slot: "Patient 2026-11-24 09:30".
 */
export async function insertAppointmentAt(
  doctorId: string,
  date: string,
  time: string,
  options: { status?: AppointmentStatus; minutes?: number } = {},
) {
  const startsAt = clinicTimeToUtc(date, time)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: `Patient ${date} ${time}`,
      patientEmail: 'p@example.com',
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.minutes ?? 10) * 60_000),
      mode: 'in_person',
      status: options.status ?? 'requested',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return { id: row!.id, date, time }
}

/**
 * Gives a demo doctor weekly hours on `weekday` (ISO, 1 = Monday), 09:00–12:00 in 20-minute
 * slots, and returns the doctor's id and the first such day at least three days ahead (past the
 * booking lead time), for tests that book.
 */
export async function openWeeklyHours(
  doctorSlug: string,
  weekday: number,
): Promise<{ doctorId: string; day: string }> {
  const [doctor] = await getDb()
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.slug, doctorSlug))
  if (!doctor) throw new Error(`no doctor ${doctorSlug}`)
  await getDb().insert(doctorSchedules).values({
    doctorId: doctor.id,
    weekday,
    startTime: '09:00',
    endTime: '12:00',
    slotMinutes: 20,
    location: 'Room 1',
  })
  let day = addDays(clinicToday(), 3)
  while (isoWeekday(day) !== weekday) day = addDays(day, 1)
  return { doctorId: doctor.id, day }
}

/** The booking form as the browser sends it ("Book", in person, a fresh request key), with `fields`. */
export function bookingFormData(fields: Record<string, string>): FormData {
  const form = new FormData()
  const values = { intent: 'book', mode: 'in_person', requestKey: randomUUID(), ...fields }
  for (const [key, value] of Object.entries(values)) form.set(key, value)
  return form
}
