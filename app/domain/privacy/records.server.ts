import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import {
  buildRecordDocument,
  FHIR_MEDIA_TYPE,
  fhirDocumentFileName,
} from '#app/domain/fhir/index.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { consultations } from '#app/db/schema/consultations.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { type RecordKindValue } from '#app/db/schema/records.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { findOwner, type Owner, ownedAppointments, ownedOpdVisits } from './owner.server.ts'

// The account's records that leave as documents (issue 50): what /account/records lists, what a
// share link may name, and what the data export carries as FHIR. Whose a record is follows the
// export's rule (Owner): the account's family members' records are the account's, since the
// account holder booked, consulted and ordered for them.

export type RecordRef = { kind: RecordKindValue; id: string }

export type AccountRecord = {
  ref: RecordRef
  /** When it was made: the consultation's start, the visit, the issue, the release. */
  at: Date
  /** Whom it is about, as the record names them (the account holder or a family member). */
  patientName: string
  /** The doctor, or the pathologist who verified a report (null when not named). */
  by: string | null
  /** What people quote: the prescription's or the laboratory order's number. */
  number: string | null
  /** A cancelled prescription: still the patient's record, marked as no longer valid. */
  cancelled: boolean
  /** Prescriptions and reports have a printed (PDF) form; consultations and visits do not. */
  printable: boolean
}

/** An online consultation is a record once it holds the patient's notes or a prescription. */
async function consultationRecords(owner: Owner): Promise<AccountRecord[]> {
  const rows = await getDb()
    .select({
      id: appointments.id,
      at: appointments.startsAt,
      patientName: appointments.patientName,
      doctor: doctors.name,
    })
    .from(consultations)
    .innerJoin(appointments, eq(appointments.id, consultations.appointmentId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(
      and(
        ownedAppointments(owner),
        or(
          ne(consultations.patientNote, ''),
          sql`exists (select 1 from ${prescriptions} where ${prescriptions.appointmentId} = ${appointments.id})`,
        ),
      ),
    )
  return rows.map((row) => ({
    ref: { kind: 'consultation', id: row.id },
    at: row.at,
    patientName: row.patientName,
    by: row.doctor,
    number: null,
    cancelled: false,
    printable: false,
  }))
}

/** A visit to a doctor's OPD is a record once the doctor wrote notes or a prescription. */
async function opdVisitRecords(owner: Owner): Promise<AccountRecord[]> {
  const rows = await getDb()
    .select({
      id: opdVisits.id,
      arrivedAt: opdVisits.arrivedAt,
      doneAt: opdVisits.doneAt,
      patientName: opdVisits.patientName,
      doctor: doctors.name,
    })
    .from(opdVisits)
    .innerJoin(doctors, eq(doctors.id, opdVisits.doctorId))
    .where(
      and(
        ownedOpdVisits(owner),
        or(
          ne(opdVisits.notes, ''),
          sql`exists (select 1 from ${prescriptions} where ${prescriptions.opdVisitId} = ${opdVisits.id})`,
        ),
      ),
    )
  return rows.map((row) => ({
    ref: { kind: 'opd-visit', id: row.id },
    at: row.doneAt ?? row.arrivedAt,
    patientName: row.patientName,
    by: row.doctor,
    number: null,
    cancelled: false,
    printable: false,
  }))
}

/** Prescriptions of the account's consultations and OPD visits, cancelled ones too. */
async function prescriptionRecords(owner: Owner): Promise<AccountRecord[]> {
  const db = getDb()
  const rows = await db
    .select({
      id: prescriptions.id,
      at: prescriptions.issuedAt,
      patientName: prescriptions.patientName,
      doctor: prescriptions.doctorName,
      number: prescriptions.number,
      cancelledAt: prescriptions.cancelledAt,
    })
    .from(prescriptions)
    .where(
      or(
        inArray(
          prescriptions.appointmentId,
          db.select({ id: appointments.id }).from(appointments).where(ownedAppointments(owner)),
        ),
        inArray(
          prescriptions.opdVisitId,
          db.select({ id: opdVisits.id }).from(opdVisits).where(ownedOpdVisits(owner)),
        ),
      ),
    )
  return rows.map((row) => ({
    ref: { kind: 'prescription', id: row.id },
    at: row.at,
    patientName: row.patientName,
    by: row.doctor,
    number: row.number,
    cancelled: row.cancelledAt !== null,
    printable: true,
  }))
}

/** Laboratory reports the laboratory released, of orders booked from the account. */
async function labReportRecords(owner: Owner): Promise<AccountRecord[]> {
  const rows = await getDb()
    .select({
      id: labOrders.id,
      releasedAt: labOrders.releasedAt,
      createdAt: labOrders.createdAt,
      patientName: labOrders.patientName,
      pathologist: labOrders.pathologistName,
      number: labOrders.number,
    })
    .from(labOrders)
    .where(and(eq(labOrders.accountUserId, owner.userId), eq(labOrders.status, 'released')))
  return rows.map((row) => ({
    ref: { kind: 'lab-report', id: row.id },
    at: row.releasedAt ?? row.createdAt,
    patientName: row.patientName,
    by: row.pathologist,
    number: row.number,
    cancelled: false,
    printable: true,
  }))
}

/** Every record of the account and its family members, newest first. */
export async function listAccountRecords(userId: string): Promise<AccountRecord[]> {
  const owner = await findOwner(getDb(), userId)
  if (!owner) return []
  const kinds = await Promise.all([
    consultationRecords(owner),
    opdVisitRecords(owner),
    prescriptionRecords(owner),
    labReportRecords(owner),
  ])
  return kinds
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.ref.kind.localeCompare(b.ref.kind))
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The account's record of that kind and id, or null: another account's record and one that
 * does not exist (or is not a record yet: a report not released) answer alike.
 */
export async function findAccountRecord(
  userId: string,
  ref: { kind: string; id: string },
): Promise<AccountRecord | null> {
  if (!UUID.test(ref.id)) return null
  const records = await listAccountRecords(userId)
  return records.find((r) => r.ref.kind === ref.kind && r.ref.id === ref.id.toLowerCase()) ?? null
}

/**
 * Every record of the account as its FHIR document, for the account's data export: the same
 * documents the list's downloads give, so another hospital can read what the export carries.
 */
export async function exportRecordDocuments(userId: string, locale: Locale = 'en') {
  const records = await listAccountRecords(userId)
  const documents = []
  for (const record of records) {
    const bundle = await buildRecordDocument(getDb(), record.ref, { locale, baseUrl: appUrl() })
    documents.push({
      kind: record.ref.kind,
      fileName: fhirDocumentFileName(record.ref, bundle),
      mediaType: FHIR_MEDIA_TYPE,
      document: bundle,
    })
  }
  return documents
}
