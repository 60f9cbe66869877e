import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { type Database, getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { prescriptionNumbers, prescriptions } from '#app/db/schema/prescriptions.ts'
import {
  type AppointmentView,
  findAppointmentById,
  manageTokenFor,
} from '#app/domain/appointments/index.server.ts'
import { roomPath } from '#app/domain/rooms/index.ts'
import { publishRoomChange } from '#app/domain/rooms/index.server.ts'
import { birthYearFromAge } from '#app/domain/family/index.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { localizePath, type Locale } from '#app/utils/i18n/locales.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import {
  prescriptionCancelledMail,
  prescriptionCancelledSms,
  prescriptionMail,
  prescriptionSms,
} from './prescription-mails.ts'
import type { PrescriptionContent } from './prescription-schema.ts'
import type { PrescriptionSummaryData } from './prescription-types.ts'
import {
  isHoldersOwn,
  knownPatientDetails,
  type PrescriptionPatient,
} from './prescription-patient.ts'

type Actor = { userId: string; ipAddress?: string | null }
type Appointment = NonNullable<AppointmentView>

/** The issuing doctor, as the room guard found them: only the appointment's doctor may write. */
type IssuingDoctor = { doctorId: string }

/** A stored prescription, as the pages, the PDF and the public check show it. */
export type PrescriptionRecord = {
  id: string
  /** The online consultation it was written in; null for an OPD visit's (`opdVisitId`). */
  appointmentId: string | null
  opdVisitId: string | null
  number: string
  content: PrescriptionContent
  doctorName: string
  doctorQualifications: string
  doctorRegistrationNumber: string
  clinicName: string
  clinicAddress: string
  clinicPhone: string
  patientName: string
  patientAge: string | null
  patientSex: string | null
  issuedAt: Date
  cancelledAt: Date | null
  cancelReason: string | null
  replacesId: string | null
  verificationCode: string
}

export const recordColumns = {
  id: prescriptions.id,
  appointmentId: prescriptions.appointmentId,
  opdVisitId: prescriptions.opdVisitId,
  number: prescriptions.number,
  content: sql<PrescriptionContent>`${prescriptions.content}`,
  doctorName: prescriptions.doctorName,
  doctorQualifications: prescriptions.doctorQualifications,
  doctorRegistrationNumber: prescriptions.doctorRegistrationNumber,
  clinicName: prescriptions.clinicName,
  clinicAddress: prescriptions.clinicAddress,
  clinicPhone: prescriptions.clinicPhone,
  patientName: prescriptions.patientName,
  patientAge: prescriptions.patientAge,
  patientSex: prescriptions.patientSex,
  issuedAt: prescriptions.issuedAt,
  cancelledAt: prescriptions.cancelledAt,
  cancelReason: prescriptions.cancelReason,
  replacesId: prescriptions.replacesId,
  verificationCode: prescriptions.verificationCode,
}

/** The public check's address for a prescription. */
export const verificationUrl = (code: string, locale: Locale = 'en') =>
  `${appUrl()}${localizePath(`/prescriptions/verify/${code}`, locale)}`

/**
 * Where the patient reads it: the room's prescription page, with the private manage key for a
 * guest (who has no account to sign in to).
 */
export function patientPrescriptionUrl(
  appointment: Pick<Appointment, 'id' | 'patientUserId' | 'requestKey' | 'locale'>,
): string {
  const key = appointment.patientUserId ? null : manageTokenFor(appointment.requestKey)
  return `${appUrl()}${localizePath(roomPath(appointment.id, key, '/prescription'), appointment.locale)}`
}

/**
 * Every prescription of a consultation, newest first: the current one (if any) and those
 * cancelled before it.
 */
export async function listPrescriptions(appointmentId: string): Promise<PrescriptionRecord[]> {
  return getDb()
    .select(recordColumns)
    .from(prescriptions)
    .where(eq(prescriptions.appointmentId, appointmentId))
    .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.number))
}

/** One prescription by its id, or null. Who may see it is the caller's to check. */
export async function findPrescriptionRecord(id: string): Promise<PrescriptionRecord | null> {
  const [row] = await getDb()
    .select(recordColumns)
    .from(prescriptions)
    .where(eq(prescriptions.id, id))
  return row ?? null
}

/** The prescription a verification code names, or null (a code nobody was given). */
export async function findPrescriptionByCode(code: string): Promise<PrescriptionRecord | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return null
  const [row] = await getDb()
    .select(recordColumns)
    .from(prescriptions)
    .where(eq(prescriptions.verificationCode, code))
  return row ?? null
}

export async function loadPrescriptionSummary(
  appointmentId: string,
): Promise<PrescriptionSummaryData> {
  const [row] = await getDb()
    .select({ number: prescriptions.number, issuedAt: prescriptions.issuedAt })
    .from(prescriptions)
    .where(and(eq(prescriptions.appointmentId, appointmentId), isNull(prescriptions.cancelledAt)))
  return { current: row ? { number: row.number, issuedAt: row.issuedAt.toISOString() } : null }
}

/** Which of these appointments have a current prescription (My appointments links to it). */
export async function appointmentsWithPrescription(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await getDb()
    .select({ appointmentId: prescriptions.appointmentId })
    .from(prescriptions)
    .where(and(inArray(prescriptions.appointmentId, ids), isNull(prescriptions.cancelledAt)))
  return new Set(rows.flatMap((r) => (r.appointmentId ? [r.appointmentId] : [])))
}

/**
 * Issues a prescription for the consultation `appointmentId`, written by its doctor, and sends it
 * to the patient (e-mail, or an SMS when there is no e-mail). With `replaces`, the current
 * prescription is cancelled with that reason and the new one takes its place, in one transaction.
 * Audited; the patient's open room page hears of it at once.
 *
 * `patient` is the age and sex the doctor states (the form asks, starting from what is known);
 * without it, what is known (knownPatientDetails). Given for the account holder's own
 * appointment, they are kept on the account where it had none, for the next prescription.
 */
export async function issuePrescription(
  appointmentId: string,
  content: PrescriptionContent,
  doctor: IssuingDoctor,
  actor: Actor,
  options: {
    replaces?: { prescriptionId: string; reason: string }
    patient?: PrescriptionPatient
  } = {},
): Promise<{ id: string; number: string; replacedNumber: string | null }> {
  const appointment = await findAppointmentById(appointmentId)
  if (!appointment || appointment.doctorId !== doctor.doctorId)
    throw new DomainError('not-found', messageRef('prescription', 'errors.notIssuable'))
  if (appointment.status === 'cancelled')
    throw new DomainError('conflict', messageRef('prescription', 'errors.notIssuable'))
  try {
    return await getDb().transaction(async (tx) => {
      const replacedNumber = options.replaces
        ? await cancelInTransaction(tx, appointment.id, options.replaces, actor)
        : null
      const [issuer] = await tx
        .select({
          name: doctors.name,
          qualifications: doctors.qualifications,
          registrationNumber: doctors.registrationNumber,
        })
        .from(doctors)
        .where(eq(doctors.id, appointment.doctorId))
      const known = knownPatientDetails(appointment)
      const patient = options.patient ?? known
      const [row] = await tx
        .insert(prescriptions)
        .values({
          appointmentId: appointment.id,
          doctorId: appointment.doctorId,
          number: sql`'RX-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${prescriptionNumbers.seqName})::text, 6, '0')`,
          content,
          doctorName: issuer!.name,
          doctorQualifications: issuer!.qualifications,
          doctorRegistrationNumber: issuer!.registrationNumber,
          clinicName: SITE.name,
          clinicAddress: addressLine('en'),
          clinicPhone: CONTACT.receptionPhone,
          patientName: appointment.patientName,
          patientAge: patient.age === null ? null : String(patient.age),
          patientSex: patient.sex,
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
        details: {
          number: row!.number,
          appointmentId: appointment.id,
          replaces: replacedNumber,
        },
      })
      if (options.patient && isHoldersOwn(appointment))
        await keepOnAccount(tx, appointment.patientUserId!, options.patient)
      await sendToPatient(tx, appointment, {
        number: row!.number,
        doctorName: issuer!.name,
        verificationCode: row!.verificationCode,
        replacedNumber,
      })
      await publishRoomChange(tx, { doctorId: appointment.doctorId, appointmentId })
      return { id: row!.id, number: row!.number, replacedNumber }
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION)
      throw new DomainError('conflict', messageRef('prescription', 'errors.alreadyIssued'))
    throw error
  }
}

/**
 * Cancels the current prescription `prescriptionId` (once; the database refuses anything more)
 * without issuing another: written by the consultation's doctor only, with a reason, audited.
 * The patient is told (e-mail, or an SMS when there is no e-mail), and the public check says it
 * is cancelled from then on.
 */
export async function cancelPrescription(
  appointmentId: string,
  cancel: { prescriptionId: string; reason: string },
  doctor: IssuingDoctor,
  actor: Actor,
): Promise<{ number: string }> {
  const appointment = await findAppointmentById(appointmentId)
  if (!appointment || appointment.doctorId !== doctor.doctorId)
    throw new DomainError('not-found', messageRef('prescription', 'errors.notCurrent'))
  return getDb().transaction(async (tx) => {
    const number = await cancelInTransaction(tx, appointmentId, cancel, actor)
    await tellPatientOfCancellation(tx, appointment, { number, reason: cancel.reason })
    await publishRoomChange(tx, { doctorId: appointment.doctorId, appointmentId })
    return { number }
  })
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The age and sex a doctor stated, kept on the account where it had none (never overwritten). */
async function keepOnAccount(tx: Transaction, userId: string, patient: PrescriptionPatient) {
  await tx
    .update(user)
    .set({
      sex: sql`coalesce(${user.sex}, ${patient.sex})`,
      birthYear: sql`coalesce(${user.birthYear}, ${birthYearFromAge(patient.age)}::integer)`,
    })
    .where(eq(user.id, userId))
}

async function cancelInTransaction(
  tx: Transaction,
  appointmentId: string,
  cancel: { prescriptionId: string; reason: string },
  actor: Actor,
): Promise<string> {
  const [row] = await tx
    .update(prescriptions)
    .set({ cancelledAt: new Date(), cancelReason: cancel.reason, cancelledBy: actor.userId })
    .where(
      and(
        sql`${prescriptions.id}::text = ${cancel.prescriptionId}`,
        eq(prescriptions.appointmentId, appointmentId),
        isNull(prescriptions.cancelledAt),
      ),
    )
    .returning({ id: prescriptions.id, number: prescriptions.number })
  if (!row) throw new DomainError('conflict', messageRef('prescription', 'errors.notCurrent'))
  await recordAudit(tx, {
    action: 'prescription.cancelled',
    actorUserId: actor.userId,
    subjectType: 'prescription',
    subjectId: row.id,
    ipAddress: actor.ipAddress ?? null,
    details: { number: row.number, appointmentId, reason: cancel.reason },
  })
  return row.number
}

async function tellPatientOfCancellation(
  tx: Transaction,
  appointment: Appointment,
  cancelled: { number: string; reason: string },
) {
  const facts = {
    ...cancelled,
    patientName: appointment.patientName,
    doctorName: appointment.doctorName,
    locale: appointment.locale,
    url: patientPrescriptionUrl(appointment),
  }
  if (appointment.patientEmail) {
    await queueMail(tx, {
      ...prescriptionCancelledMail(facts),
      to: appointment.patientEmail,
      kind: 'prescription.cancelled',
    })
  } else if (isIndianMobile(appointment.patientPhone)) {
    await queueSms(tx, {
      ...prescriptionCancelledSms(facts),
      to: appointment.patientPhone,
      kind: 'prescription.cancelled',
    })
  }
}

async function sendToPatient(
  tx: Transaction,
  appointment: Appointment,
  issued: {
    number: string
    doctorName: string
    verificationCode: string
    replacedNumber: string | null
  },
) {
  const facts = {
    ...issued,
    patientName: appointment.patientName,
    locale: appointment.locale,
    url: patientPrescriptionUrl(appointment),
    verifyUrl: verificationUrl(issued.verificationCode, appointment.locale),
  }
  if (appointment.patientEmail) {
    await queueMail(tx, {
      ...prescriptionMail(facts),
      to: appointment.patientEmail,
      kind: 'prescription.issued',
    })
  } else if (isIndianMobile(appointment.patientPhone)) {
    await queueSms(tx, {
      ...prescriptionSms(facts),
      to: appointment.patientPhone,
      kind: 'prescription.issued',
    })
  }
}
