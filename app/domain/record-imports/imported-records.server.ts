import { and, asc, eq, type SQL } from 'drizzle-orm'
import { type Database, getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { importedRecords, type ImportedRecordSummary } from '#app/db/schema/imported-records.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { FHIR_DOCUMENT_ONLY, MAX_JSON_BYTES } from '#app/utils/files/file-kinds.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { checkFhirUpload } from './fhir-upload.server.ts'

/** Stored files of imported FHIR documents carry this purpose. */
export const RECORD_IMPORT_PURPOSE = 'record.import'

/** Where a record was brought: an OPD visit, a consultation, or both (a booked OPD patient). */
export type ImportTarget = {
  opdVisitId: string | null
  appointmentId: string | null
  /** The patient's account (the file goes with it), when they have one. */
  patientUserId: string | null
  familyMemberId: string | null
}

export type Actor = { userId: string | null; ipAddress: string | null }

export type TakenInRecord = { fileId: string; summary: ImportedRecordSummary }

/**
 * Checks and keeps one FHIR document a patient brought: the files module's checks (JSON holding
 * a Bundle, at most 2 MB, kept byte for byte), then FHIR R4 and the ABDM profile. Nothing is kept
 * when either refuses (a DomainError next to `field`; RecordRefusedError with the validator's
 * reasons). Call `saveImportedRecord` next, in the transaction that links it to its visit.
 */
export async function takeInFhirDocument(
  file: File | null,
  options: { ownerUserId: string | null; field: string },
): Promise<TakenInRecord> {
  let summary: ImportedRecordSummary | null = null
  const stored = await storeUpload(file, {
    purpose: RECORD_IMPORT_PURPOSE,
    ownerUserId: options.ownerUserId,
    accept: FHIR_DOCUMENT_ONLY,
    maxBytes: MAX_JSON_BYTES,
    field: options.field,
    inspect: (bytes, mediaType) => {
      summary = checkFhirUpload(bytes, mediaType, options.field)
    },
  })
  return { fileId: stored.id, summary: summary! }
}

/** The document's own day (YYYY-MM-DD), when its date gives one. */
function dayOf(date: string): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(date)?.[1]
  return day && !Number.isNaN(Date.parse(day)) ? day : null
}

/**
 * Records a kept FHIR document against its visit or consultation, with what was read from it, and
 * audits the import (ids and kind only: never the document's content).
 */
export async function saveImportedRecord(
  tx: Pick<Database, 'insert'>,
  record: TakenInRecord & { target: ImportTarget; actor: Actor },
): Promise<string> {
  const { target, summary } = record
  const [row] = await tx
    .insert(importedRecords)
    .values({
      fileId: record.fileId,
      patientUserId: target.patientUserId,
      familyMemberId: target.familyMemberId,
      opdVisitId: target.opdVisitId,
      appointmentId: target.appointmentId,
      kind: summary.kind,
      title: summary.title,
      recordDate: dayOf(summary.date),
      summary,
      createdBy: record.actor.userId,
    })
    .returning({ id: importedRecords.id })
  await recordAudit(tx, {
    action: 'record.imported',
    actorUserId: record.actor.userId,
    subjectType: target.opdVisitId ? 'opd_visit' : 'appointment',
    subjectId: target.opdVisitId ?? target.appointmentId,
    ipAddress: record.actor.ipAddress,
    details: { importedRecord: row!.id, file: record.fileId, kind: summary.kind },
  })
  return row!.id
}

/**
 * Takes in one FHIR document and links it to `target`, in one go (the OPD visit page). A booked
 * patient's family member comes from the appointment when the caller does not name one.
 */
export async function importFhirDocument(
  file: File | null,
  target: ImportTarget,
  actor: Actor,
  field = 'record',
): Promise<{ id: string; summary: ImportedRecordSummary }> {
  const taken = await takeInFhirDocument(file, { ownerUserId: target.patientUserId, field })
  let familyMemberId = target.familyMemberId
  if (!familyMemberId && target.appointmentId) {
    const [booked] = await getDb()
      .select({ familyMemberId: appointments.familyMemberId })
      .from(appointments)
      .where(eq(appointments.id, target.appointmentId))
    familyMemberId = booked?.familyMemberId ?? null
  }
  const id = await getDb().transaction((tx) =>
    saveImportedRecord(tx, { ...taken, target: { ...target, familyMemberId }, actor }),
  )
  return { id, summary: taken.summary }
}

export type ImportedRecordItem = {
  id: string
  fileId: string
  name: string
  byteSize: number
  summary: ImportedRecordSummary
  createdAt: Date
}

const whereOf = (of: { opdVisitId: string } | { appointmentId: string }): SQL =>
  'opdVisitId' in of
    ? eq(importedRecords.opdVisitId, of.opdVisitId)
    : eq(importedRecords.appointmentId, of.appointmentId)

/** The records brought to a visit or a consultation, oldest first. */
export async function listImportedRecords(
  of: { opdVisitId: string } | { appointmentId: string },
): Promise<ImportedRecordItem[]> {
  return getDb()
    .select({
      id: importedRecords.id,
      fileId: importedRecords.fileId,
      name: storedFiles.originalName,
      byteSize: storedFiles.byteSize,
      summary: importedRecords.summary,
      createdAt: importedRecords.createdAt,
    })
    .from(importedRecords)
    .innerJoin(storedFiles, eq(storedFiles.id, importedRecords.fileId))
    .where(whereOf(of))
    .orderBy(asc(importedRecords.createdAt))
}

/** Whether `fileId` is a record brought to this visit or consultation (the file route's check). */
export async function hasImportedFile(
  of: { opdVisitId: string } | { appointmentId: string },
  fileId: string,
): Promise<boolean> {
  if (!isUuid(fileId)) return false
  const [row] = await getDb()
    .select({ id: importedRecords.id })
    .from(importedRecords)
    .where(and(whereOf(of), eq(importedRecords.fileId, fileId)))
  return row !== undefined
}
