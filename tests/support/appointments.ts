import { randomUUID } from 'node:crypto'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type AppointmentStatus } from '#app/db/schema/appointments.ts'
import { clinicTimeToUtc } from '#app/utils/clinic-time.ts'

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
