import { count, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { importedRecords } from '#app/db/schema/imported-records.ts'
import { findAppointmentById } from '#app/domain/appointments/index.server.ts'
import { type RoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { importRoomRecord, roomHasFile, roomState } from '#app/domain/consultations/room.server.ts'
import { buildRecordDocument, type RecordRef } from '#app/domain/fhir/index.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  insertAccount,
  insertConsultation,
  insertDoctor,
  insertOpdVisit,
  insertPrescription,
  insertReleasedLabReport,
  RX_CONTENT,
} from '#tests/support/fhir-records.ts'
import { fileOf, makePdf } from '#tests/support/files.ts'
import { RecordRefusedError } from './fhir-upload.server.ts'
import {
  hasImportedFile,
  importFhirDocument,
  listImportedRecords,
} from './imported-records.server.ts'

const actor = { userId: null, ipAddress: '192.0.2.7' }

/** One of our own documents, as the file a patient would carry to another hospital. */
async function documentFile(ref: RecordRef, name = 'record.json') {
  const bundle = await buildRecordDocument(getDb(), ref, {
    locale: 'en',
    baseUrl: 'https://elsewhere.example',
  })
  const text = `${JSON.stringify(bundle, null, 2)}\n`
  return { bundle, text, file: fileOf(text, name, 'application/json') }
}

const visitTarget = (opdVisitId: string, patientUserId: string | null = null) => ({
  opdVisitId,
  appointmentId: null,
  patientUserId,
  familyMemberId: null,
})

async function rowCounts() {
  const [files] = await getDb().select({ n: count() }).from(storedFiles)
  const [records] = await getDb().select({ n: count() }).from(importedRecords)
  return { files: files!.n, records: records!.n }
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describeOnEachDatabase('FHIR documents patients bring (imported records)', () => {
  let doctorId = ''
  let prescriptionRef: RecordRef
  beforeAll(async () => {
    doctorId = await insertDoctor()
    const appointmentId = await insertConsultation(doctorId)
    const rx = await insertPrescription(
      doctorId,
      RX_CONTENT,
      { appointmentId },
      { name: 'Ravi Kumar', sex: 'male', age: '41' },
    )
    prescriptionRef = { kind: 'prescription', id: rx.id }
  })

  it('an OPD visit takes in a valid document: kept as sent, listed with its reading, audited', async () => {
    const patient = await insertAccount({ name: 'Ravi Kumar' })
    const { visitId } = await insertOpdVisit('', patient)
    const { text, file } = await documentFile(prescriptionRef, 'from-city-hospital.json')

    const imported = await importFhirDocument(file, visitTarget(visitId, patient), actor)

    const [listed, ...rest] = await listImportedRecords({ opdVisitId: visitId })
    expect(rest).toEqual([])
    expect(listed).toMatchObject({ id: imported.id, name: 'from-city-hospital.json' })
    // The round trip: the same medicines, each with its directions.
    expect(listed!.summary.kind).toBe('prescription')
    expect(listed!.summary.medicines.map((m) => m.name)).toEqual(
      RX_CONTENT.medicines.map((m) => expect.stringContaining(m.name)),
    )
    expect(listed!.summary.medicines.every((m) => Boolean(m.dosage))).toBe(true)
    expect(listed!.summary.patient.name).toBe('Ravi Kumar')

    // Kept byte for byte, as the patient's (it goes with their account).
    const [row] = await getDb()
      .select({ owner: storedFiles.ownerUserId, purpose: storedFiles.purpose })
      .from(storedFiles)
      .where(eq(storedFiles.id, listed!.fileId))
    expect(row).toEqual({ owner: patient, purpose: 'record.import' })
    const response = (await fileResponse(listed!.fileId, { download: true }))!
    expect(response.headers.get('Content-Type')).toBe('application/fhir+json')
    expect(await response.text()).toBe(text)

    const audits = await getDb()
      .select({ subjectType: auditLog.subjectType, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'record.imported'))
    expect(audits).toContainEqual({
      subjectType: 'opd_visit',
      details: { importedRecord: imported.id, file: listed!.fileId, kind: 'prescription' },
    })

    // Another visit's file route finds nothing of it.
    const other = await insertOpdVisit('')
    expect(await hasImportedFile({ opdVisitId: visitId }, listed!.fileId)).toBe(true)
    expect(await hasImportedFile({ opdVisitId: other.visitId }, listed!.fileId)).toBe(false)
    expect(await listImportedRecords({ opdVisitId: other.visitId })).toEqual([])
  })

  it('the round trip of a lab report keeps every value, unit, range and flag', async () => {
    const order = await insertReleasedLabReport()
    const { visitId } = await insertOpdVisit('')
    const { file } = await documentFile({ kind: 'lab-report', id: order.id })
    await importFhirDocument(file, visitTarget(visitId), actor)
    const [listed] = await listImportedRecords({ opdVisitId: visitId })
    expect(listed!.summary.kind).toBe('lab-report')
    const byValue = new Map(listed!.summary.observations.map((o) => [o.value, o]))
    expect(byValue.get('10.4')).toMatchObject({ unit: 'g/dL' })
    expect(byValue.get('10.4')?.range).toBeTruthy()
    expect(byValue.get('10.4')?.interpretation).toBeTruthy()
    expect(byValue.get('18000')).toBeDefined()
    expect(byValue.get('6500')).toBeDefined()
  })

  it('refuses an invalid document with the validator’s reasons, and keeps nothing', async () => {
    const { visitId } = await insertOpdVisit('')
    const { bundle } = await documentFile(prescriptionRef)
    const before = await rowCounts()

    // A Composition without its status breaks FHIR R4's cardinality (1..1).
    const broken = structuredClone(bundle) as unknown as {
      entry: { resource: Record<string, unknown> }[]
    }
    delete broken.entry[0]!.resource.status
    const invalid = await refusal(
      importFhirDocument(
        fileOf(JSON.stringify(broken), 'broken.json'),
        visitTarget(visitId),
        actor,
      ),
    )
    expect(invalid).toBeInstanceOf(RecordRefusedError)
    expect(invalid.field).toBe('record')
    const issues = (invalid as RecordRefusedError).issues
    expect(issues.length).toBeGreaterThan(0)
    expect(issues.some((i) => /status/i.test(`${i.path} ${i.message}`))).toBe(true)

    // Not a document at all (a Bundle of another type).
    const collection = { ...bundle, type: 'collection' }
    expect(
      await refusal(
        importFhirDocument(
          fileOf(JSON.stringify(collection), 'c.json'),
          visitTarget(visitId),
          actor,
        ),
      ),
    ).toBeInstanceOf(RecordRefusedError)

    // Other JSON, a PDF, or nothing: the files module's own refusals, in words.
    for (const wrong of [
      fileOf('{"resourceType":"Patient"}', 'patient.json'),
      fileOf(makePdf(), 'report.json'),
    ]) {
      const error = await refusal(importFhirDocument(wrong, visitTarget(visitId), actor))
      expect(translateRefOnServer('en', error.message, error.values)).toBe(
        'Only FHIR documents can be sent here: a .json file holding a FHIR Bundle.',
      )
    }
    expect((await refusal(importFhirDocument(null, visitTarget(visitId), actor))).message).toBe(
      'files:missing',
    )

    expect(await rowCounts()).toEqual(before)
    expect(await listImportedRecords({ opdVisitId: visitId })).toEqual([])
  })

  it('in the consultation room, the doctor or the patient adds one to the shared documents', async () => {
    const patient = await insertAccount({ name: 'Ravi Kumar' })
    const appointmentId = await insertConsultation(doctorId, { patientUserId: patient })
    // Its room is open now.
    const startsAt = new Date()
    await getDb()
      .update(appointments)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 600_000) })
      .where(eq(appointments.id, appointmentId))
    const appointment = (await findAppointmentById(appointmentId))!
    const as = (role: 'patient' | 'doctor' | 'staff'): RoomAccess => ({
      appointment,
      participant: { role, userId: null, name: role },
      key: null,
    })
    const { file } = await documentFile(prescriptionRef)
    const summary = await importRoomRecord(as('doctor'), file, actor)
    expect(summary.kind).toBe('prescription')

    const state = await roomState(as('patient'))
    expect(state.documents).toHaveLength(1)
    const [shared] = state.documents
    expect(shared!.mediaType).toBe('application/fhir+json')
    expect(shared!.record?.medicines.map((m) => m.name)).toEqual(
      summary.medicines.map((m) => m.name),
    )
    expect(await roomHasFile(appointmentId, shared!.fileId)).toBe(true)
    expect(await listImportedRecords({ appointmentId })).toHaveLength(1)

    // The patient may add one too; the staff follow the room but add nothing.
    await importRoomRecord(as('patient'), (await documentFile(prescriptionRef)).file, actor)
    expect((await roomState(as('doctor'))).documents).toHaveLength(2)
    expect((await refusal(importRoomRecord(as('staff'), file, actor))).kind).toBe('forbidden')
  })
})
