import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { type PatientAbha, patientAbha } from '#app/domain/abha/index.server.ts'
import type { PrescriptionRecord } from './prescriptions.server.ts'

/**
 * The ABHA of the person a prescription is for (issue 50): the family member's own when it was
 * written for one, the account holder's for their own; null for a guest or when none was given.
 * An OPD visit booked from an appointment names the appointment's patient.
 */
export async function prescriptionAbha(
  record: Pick<PrescriptionRecord, 'appointmentId' | 'opdVisitId' | 'patientName'>,
): Promise<PatientAbha | null> {
  let appointmentId = record.appointmentId
  if (!appointmentId && record.opdVisitId) {
    const [visit] = await getDb()
      .select({ appointmentId: opdVisits.appointmentId, userId: opdVisits.patientUserId })
      .from(opdVisits)
      .where(eq(opdVisits.id, record.opdVisitId))
    if (!visit) return null
    if (!visit.appointmentId)
      return patientAbha({ accountUserId: visit.userId, patientName: record.patientName })
    appointmentId = visit.appointmentId
  }
  if (!appointmentId) return null
  const [appointment] = await getDb()
    .select({ userId: appointments.patientUserId, memberId: appointments.familyMemberId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
  if (!appointment) return null
  return patientAbha({
    accountUserId: appointment.userId,
    familyMemberId: appointment.memberId,
    patientName: record.patientName,
  })
}
