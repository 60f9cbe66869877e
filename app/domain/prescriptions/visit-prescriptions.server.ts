import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { type Database, getDb } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { prescriptionNumbers, prescriptions } from '#app/db/schema/prescriptions.ts'
import { findDoctorVisit, publishOpdChange } from '#app/domain/opd/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { prescriptionCancelledSms, prescriptionSms } from './prescription-mails.ts'
import type { PrescriptionContent } from './prescription-schema.ts'
import type { PrescriptionPatient } from './prescription-patient.ts'
import { type PrescriptionRecord, recordColumns, verificationUrl } from './prescriptions.server.ts'

type Actor = { userId: string; ipAddress?: string | null }
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The language of an in-person visit's notices: a walk-in gave none at the desk, and the
 * district's patients read Hindi first (decision 0022).
 */
const VISIT_NOTICE_LOCALE: Locale = 'hi'

/** Every prescription of an OPD visit, newest first (the current one and those it replaced). */
export async function listVisitPrescriptions(visitId: string): Promise<PrescriptionRecord[]> {
  return getDb()
    .select(recordColumns)
    .from(prescriptions)
    .where(eq(prescriptions.opdVisitId, visitId))
    .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.number))
}

async function cancelVisitPrescriptionIn(
  tx: Transaction,
  visitId: string,
  cancel: { prescriptionId: string; reason: string },
  actor: Actor,
): Promise<{ number: string; verificationCode: string }> {
  const [row] = await tx
    .update(prescriptions)
    .set({ cancelledAt: new Date(), cancelReason: cancel.reason, cancelledBy: actor.userId })
    .where(
      and(
        sql`${prescriptions.id}::text = ${cancel.prescriptionId}`,
        eq(prescriptions.opdVisitId, visitId),
        isNull(prescriptions.cancelledAt),
      ),
    )
    .returning({
      id: prescriptions.id,
      number: prescriptions.number,
      verificationCode: prescriptions.verificationCode,
    })
  if (!row) throw new DomainError('conflict', messageRef('prescription', 'errors.notCurrent'))
  await recordAudit(tx, {
    action: 'prescription.cancelled',
    actorUserId: actor.userId,
    subjectType: 'prescription',
    subjectId: row.id,
    ipAddress: actor.ipAddress ?? null,
    details: { number: row.number, opdVisitId: visitId, reason: cancel.reason },
  })
  return { number: row.number, verificationCode: row.verificationCode }
}

/**
 * Issues the prescription of an in-person OPD visit, written by the visit's doctor: the same
 * document as an online consultation's (number, copied details, verification code, PDF), with
 * the age and sex the doctor states. The patient gets the SMS with the public check's link (a
 * walk-in has no account or room to read it in). With `replaces`, the current one is cancelled
 * with that reason in the same transaction. Audited.
 */
export async function issueVisitPrescription(
  visitId: string,
  content: PrescriptionContent,
  doctor: { doctorId: string },
  actor: Actor,
  options: {
    replaces?: { prescriptionId: string; reason: string }
    patient: PrescriptionPatient
  },
): Promise<{ id: string; number: string; replacedNumber: string | null }> {
  const visit = await findDoctorVisit(doctor.doctorId, visitId)
  if (!visit) throw new DomainError('not-found', messageRef('prescription', 'errors.notIssuable'))
  try {
    return await getDb().transaction(async (tx) => {
      const replacedNumber = options.replaces
        ? (await cancelVisitPrescriptionIn(tx, visit.id, options.replaces, actor)).number
        : null
      const [issuer] = await tx
        .select({
          name: doctors.name,
          qualifications: doctors.qualifications,
          registrationNumber: doctors.registrationNumber,
        })
        .from(doctors)
        .where(eq(doctors.id, visit.doctorId))
      const [row] = await tx
        .insert(prescriptions)
        .values({
          opdVisitId: visit.id,
          doctorId: visit.doctorId,
          number: sql`'RX-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${prescriptionNumbers.seqName})::text, 6, '0')`,
          content,
          doctorName: issuer!.name,
          doctorQualifications: issuer!.qualifications,
          doctorRegistrationNumber: issuer!.registrationNumber,
          clinicName: visit.facilityName || SITE.name,
          clinicAddress: addressLine('en'),
          clinicPhone: CONTACT.receptionPhone,
          patientName: visit.patientName,
          patientAge: String(options.patient.age),
          patientSex: options.patient.sex,
          issuedBy: actor.userId,
          replacesId: options.replaces?.prescriptionId ?? null,
          verificationCode: randomBytes(18).toString('base64url'),
        })
        .returning({
          id: prescriptions.id,
          number: prescriptions.number,
          verificationCode: prescriptions.verificationCode,
        })
      await recordAudit(tx, {
        action: 'prescription.issued',
        actorUserId: actor.userId,
        subjectType: 'prescription',
        subjectId: row!.id,
        ipAddress: actor.ipAddress ?? null,
        details: { number: row!.number, opdVisitId: visit.id, replaces: replacedNumber },
      })
      if (isIndianMobile(visit.patientPhone)) {
        const verifyUrl = verificationUrl(row!.verificationCode, VISIT_NOTICE_LOCALE)
        await queueSms(tx, {
          ...prescriptionSms({
            number: row!.number,
            doctorName: issuer!.name,
            replacedNumber,
            patientName: visit.patientName,
            locale: VISIT_NOTICE_LOCALE,
            url: verifyUrl,
            verifyUrl,
          }),
          to: visit.patientPhone,
          kind: 'prescription.issued',
        })
      }
      await publishOpdChange(tx, visit)
      return { id: row!.id, number: row!.number, replacedNumber }
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION)
      throw new DomainError('conflict', messageRef('prescription', 'errors.alreadyIssued'))
    throw error
  }
}

/** Cancels an OPD visit's current prescription without a new one (once, with a reason). */
export async function cancelVisitPrescription(
  visitId: string,
  cancel: { prescriptionId: string; reason: string },
  doctor: { doctorId: string },
  actor: Actor,
): Promise<{ number: string }> {
  const visit = await findDoctorVisit(doctor.doctorId, visitId)
  if (!visit) throw new DomainError('not-found', messageRef('prescription', 'errors.notCurrent'))
  return getDb().transaction(async (tx) => {
    const cancelled = await cancelVisitPrescriptionIn(tx, visit.id, cancel, actor)
    if (isIndianMobile(visit.patientPhone)) {
      await queueSms(tx, {
        ...prescriptionCancelledSms({
          number: cancelled.number,
          reason: cancel.reason,
          patientName: visit.patientName,
          doctorName: '',
          locale: VISIT_NOTICE_LOCALE,
          // The public check, which says from now on that it is cancelled.
          url: verificationUrl(cancelled.verificationCode, VISIT_NOTICE_LOCALE),
        }),
        to: visit.patientPhone,
        kind: 'prescription.cancelled',
      })
    }
    await publishOpdChange(tx, visit)
    return { number: cancelled.number }
  })
}
