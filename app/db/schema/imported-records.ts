import { sql } from 'drizzle-orm'
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { appointments } from './appointments.ts'
import { user } from './auth.ts'
import { familyMembers } from './family.ts'
import { storedFiles } from './files.ts'
import { IMPORTED_RECORD_KINDS, type ImportedRecordSummary } from './imported-record-values.ts'
import { opdVisits } from './opd.ts'

export {
  IMPORTED_RECORD_KINDS,
  type ImportedRecordKind,
  type ImportedRecordSummary,
} from './imported-record-values.ts'

/**
 * A FHIR document a patient brought from another hospital (issue 50), taken in by the doctor of
 * an OPD visit or a consultation, or shared by the patient before a consultation: the file as sent
 * (stored_files, 'record.import') and what was read from it. A consultation's imports are also
 * among its shared documents (consultation_documents), so its room shows them with the others.
 * Goes with its file, and with the visit or appointment it was brought to.
 */
export const importedRecords = pgTable(
  'imported_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** The patient's account, when they have one (a walk-in may not). */
    patientUserId: text('patient_user_id').references(() => user.id, { onDelete: 'set null' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, {
      onDelete: 'set null',
    }),
    opdVisitId: uuid('opd_visit_id').references(() => opdVisits.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: IMPORTED_RECORD_KINDS }).notNull(),
    title: text('title').notNull(),
    /** The document's own day, when it gives one. */
    recordDate: date('record_date'),
    summary: jsonb('summary').$type<ImportedRecordSummary>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('imported_records_opd_visit_idx').on(table.opdVisitId),
    index('imported_records_appointment_idx').on(table.appointmentId),
    index('imported_records_patient_idx').on(table.patientUserId),
    check(
      'imported_records_brought_to',
      sql`${table.opdVisitId} IS NOT NULL OR ${table.appointmentId} IS NOT NULL`,
    ),
  ],
)
