import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { doctors } from './directory.ts'
import { familyMembers } from './family.ts'
import { APPOINTMENT_STATUSES, CONSULTATION_MODES } from './appointment-values.ts'

export {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CONSULTATION_MODES,
  type ConsultationMode,
} from './appointment-values.ts'

/**
 * One booking. The migration adds the rule that makes double booking impossible:
 * EXCLUDE USING gist (doctor_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
 * WHERE (status <> 'cancelled').
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id),
    /** The patient's account, when booked signed in; null for guests. */
    patientUserId: text('patient_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The family member the appointment is for, when the account holder booked for one. */
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, {
      onDelete: 'set null',
    }),
    /** The patient's name as booked (the family member's, when for one). */
    patientName: text('patient_name').notNull(),
    /** Null when the patient gave only a mobile number (the manage link then goes by SMS). */
    patientEmail: text('patient_email'),
    patientPhone: text('patient_phone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: CONSULTATION_MODES }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('requested'),
    cancelReason: text('cancel_reason'),
    /** SHA-256 of the private manage link's token; the token itself is only in the e-mail. */
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    /** One per rendered form, so a double click or a resubmission books once. */
    requestKey: text('request_key').notNull().unique(),
    /**
     * The language the patient booked in ('en' or 'hi'): e-mails sent later (reminders, the front
     * desk's confirmations, cancellations and moves) are written in it.
     */
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_doctor_starts_idx').on(table.doctorId, table.startsAt),
    index('appointments_patient_idx').on(table.patientUserId),
    index('appointments_reminder_idx').on(table.status, table.startsAt),
  ],
)
