import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { appointments } from './appointments.ts'
import { CALL_OUTCOMES, ROOM_ROLES } from './consultation-values.ts'
import { storedFiles } from './files.ts'

export {
  CALL_OUTCOMES,
  type CallOutcome,
  MAX_CHAT_MESSAGE,
  MAX_PATIENT_NOTE,
  ROOM_ROLES,
  type RoomRole,
} from './consultation-values.ts'

/**
 * The online side of a phone, video or chat appointment: created the first time anyone opens
 * its room or shares something before it. The room's time window follows from the appointment
 * (app/domain/consultations/room-window.ts); `ended_at` closes it early.
 */
export const consultations = pgTable('consultations', {
  appointmentId: uuid('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  /** "Share medical history": the patient's own words about the problem, before the consult. */
  patientNote: text('patient_note').notNull().default(''),
  /** When the doctor pressed Start: the waiting patient is told the doctor is ready. */
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** When the doctor ended the consultation; the room is closed from then on. */
  endedAt: timestamp('ended_at', { withTimezone: true }),
  callOutcome: text('call_outcome', { enum: CALL_OUTCOMES }),
  callOutcomeAt: timestamp('call_outcome_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every entry into a room and its exit (who, when). A visit without `left_at` whose `seen_at`
 * is recent is someone in the room now; the live connection refreshes `seen_at`.
 */
export const consultationVisits = pgTable(
  'consultation_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROOM_ROLES }).notNull(),
    /** The signed-in person; null for a patient who came by the private manage link. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (table) => [index('consultation_visits_room_idx').on(table.appointmentId, table.leftAt)],
)

/** The room's chat: kept with the appointment, shown to its participants and the staff. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    /** Increasing, so a live connection can say "everything after message n". */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ROOM_ROLES }).notNull(),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The name shown with the message, as it was when it was sent. */
    senderName: text('sender_name').notNull(),
    body: text('body').notNull().default(''),
    /** A photo or PDF sent with the message (app/utils/files); goes with its file. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultation_messages_room_idx').on(table.appointmentId, table.id),
    check(
      'consultation_messages_not_empty',
      sql`length(${table.body}) > 0 OR ${table.fileId} IS NOT NULL`,
    ),
  ],
)

/**
 * Call signalling between the patient's and the doctor's browser (offers, answers, network
 * candidates, media state), passed through the database so that the two may be served by
 * different processes. Short-lived: pruned once read or old.
 */
export const consultationSignals = pgTable(
  'consultation_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** Who sent it: 'patient' or 'doctor' (the other one receives it). */
    fromRole: text('from_role', { enum: ROOM_ROLES }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_signals_room_idx').on(table.appointmentId, table.id)],
)

/** Earlier prescriptions and reports the patient shares before (or during) the consult. */
export const consultationDocuments = pgTable(
  'consultation_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consultation_documents_room_idx').on(table.appointmentId)],
)
