import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type ConsultationMode } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { DEMO_DOCTOR_PROFILE } from '#app/domain/accounts/index.server.ts'
import {
  doctorBookingTurn,
  hashToken,
  manageTokenFor,
} from '#app/domain/appointments/index.server.ts'
import { EXCLUSION_VIOLATION, postgresError } from '#app/utils/db-errors.ts'
import { ROOM_CLOSES_AFTER_MS, ROOM_OPENS_BEFORE_MS } from './room-window.ts'

const MINUTE = 60_000

/**
 * Demo mode only: a confirmed online appointment with the demo doctor whose room is open now, so
 * that the consultation room can be tried (and tested) at any hour. It takes the nearest free
 * minute around now (one-minute appointments, so many can be open at once without ever
 * double-booking the doctor). Returns the appointment and the patient's manage token.
 */
export async function createDemoConsultation(input: {
  mode: Exclude<ConsultationMode, 'in_person'>
  patientUserId: string | null
  name: string
  phone: string
  email: string | null
}) {
  const [doctor] = await getDb()
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.slug, DEMO_DOCTOR_PROFILE))
  if (!doctor) return null
  const now = Math.floor(Date.now() / MINUTE) * MINUTE
  // Minutes from 10 ahead to 100 back: every one leaves the room open for at least 20 minutes.
  const earliest = now - ROOM_CLOSES_AFTER_MS + 20 * MINUTE
  const latest = now + ROOM_OPENS_BEFORE_MS - 5 * MINUTE
  for (let start = latest; start >= earliest; start -= MINUTE) {
    const requestKey = randomUUID()
    const token = manageTokenFor(requestKey)
    try {
      const [row] = await getDb().transaction(async (tx) => {
        await tx.execute(doctorBookingTurn(doctor.id))
        return tx
          .insert(appointments)
          .values({
            doctorId: doctor.id,
            patientUserId: input.patientUserId,
            patientName: input.name,
            patientEmail: input.email,
            patientPhone: input.phone,
            startsAt: new Date(start),
            endsAt: new Date(start + MINUTE),
            mode: input.mode,
            status: 'confirmed',
            reason: '',
            manageTokenHash: hashToken(token),
            requestKey,
            // It starts within minutes: a reminder would only arrive after the patient is in.
            reminderSentAt: new Date(),
          })
          .returning({ id: appointments.id })
      })
      return { id: row!.id, token }
    } catch (error) {
      // That minute is taken (the doctor cannot be booked twice): try the one before.
      if (postgresError(error).code !== EXCLUSION_VIOLATION) throw error
    }
  }
  return null
}
