import { sql } from 'drizzle-orm'
import {
  check,
  index,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { appointments } from './appointments.ts'
import { doctors } from './directory.ts'
import { opdVisits } from './opd.ts'

/** The running number in `RX-2026-000123`. */
export const prescriptionNumbers = pgSequence('prescription_number_seq', { startWith: 1 })

/**
 * E-prescriptions, issued by the doctor of an online consultation or of an OPD visit. Never changed after issue
 * (a trigger refuses it: drizzle/custom/rx.sql): a mistake is put right by cancelling one, once,
 * and issuing a new one that `replaces_id` the old. The doctor's and the clinic's details are
 * copied in at issue, so the document reads the same years later. Rows are never deleted, and an
 * appointment or doctor with prescriptions cannot be deleted either.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The online consultation it was written in, or (opd_visit_id) the visit at the clinic. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'restrict',
    }),
    /** The in-person OPD visit it was written in (issue 49): exactly one of the two is set. */
    opdVisitId: uuid('opd_visit_id').references(() => opdVisits.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    /** What people quote: `RX-2026-000123`. */
    number: text('number').notNull(),
    /** The validated prescription: PrescriptionSchema's output (prescription-schema.ts). */
    content: jsonb('content').notNull(),
    doctorName: text('doctor_name').notNull(),
    doctorQualifications: text('doctor_qualifications').notNull(),
    doctorRegistrationNumber: text('doctor_registration_number').notNull(),
    /** The clinic's name, address and phone at issue. */
    clinicName: text('clinic_name').notNull(),
    clinicAddress: text('clinic_address').notNull(),
    clinicPhone: text('clinic_phone').notNull(),
    /** The patient's name, age and sex at issue. */
    patientName: text('patient_name').notNull(),
    patientAge: text('patient_age'),
    patientSex: text('patient_sex'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The doctor's user account; no foreign key, so that removing an account changes nothing here. */
    issuedBy: text('issued_by').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    /** The cancelled prescription this one was issued in place of. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => prescriptions.id, {
      onDelete: 'restrict',
    }),
    /** Random and unguessable: the public check's address (/prescriptions/verify/:code). */
    verificationCode: text('verification_code').notNull(),
  },
  (table) => [
    uniqueIndex('prescriptions_number_idx').on(table.number),
    uniqueIndex('prescriptions_verification_code_idx').on(table.verificationCode),
    index('prescriptions_appointment_idx').on(table.appointmentId, table.issuedAt),
    // At most one current (not cancelled) prescription for a consultation.
    uniqueIndex('prescriptions_one_current_idx')
      .on(table.appointmentId)
      .where(sql`${table.cancelledAt} IS NULL`),
    uniqueIndex('prescriptions_one_current_visit_idx')
      .on(table.opdVisitId)
      .where(sql`${table.cancelledAt} IS NULL`),
    uniqueIndex('prescriptions_replaces_idx').on(table.replacesId),
    check(
      'prescriptions_one_visit',
      sql`num_nonnulls(${table.appointmentId}, ${table.opdVisitId}) = 1`,
    ),
    check(
      'prescriptions_cancel_complete',
      sql`(${table.cancelledAt} IS NULL AND ${table.cancelReason} IS NULL AND ${table.cancelledBy} IS NULL) OR (${table.cancelledAt} IS NOT NULL AND length(${table.cancelReason}) > 0)`,
    ),
  ],
)
