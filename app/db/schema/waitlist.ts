import { sql } from 'drizzle-orm'
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CONSULTATION_MODES } from './appointment-values.ts'
import { appointments } from './appointments.ts'
import { user } from './auth.ts'
import { doctors } from './directory.ts'
import { OFFER_STATUSES, WAITLIST_STATUSES } from './waitlist-values.ts'

/**
 * A patient who asked to be told of an earlier time with a doctor (docs/decisions/0023): on a
 * full day (up to the end of that day) or from their booking's manage page (up to its start).
 * The line's order is `created_at`, then `id`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientUserId: text('patient_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The booking an earlier time would replace (asked for on its manage page). */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientEmail: text('patient_email'),
    mode: text('mode', { enum: CONSULTATION_MODES }).notNull(),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** The clinic-local day asked about (the full day, or the booking's day). */
    wantedDate: text('wanted_date').notNull(),
    /** Only a time starting before this is offered. */
    wantedBefore: timestamp('wanted_before', { withTimezone: true }).notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_entries_line_idx').on(table.doctorId, table.status, table.createdAt),
    // One place in the line per mobile, doctor and day: asking twice is refused, not queued twice.
    uniqueIndex('waitlist_entries_once_idx')
      .on(table.doctorId, table.patientPhone, table.wantedDate)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    index('waitlist_entries_appointment_idx').on(table.appointmentId),
  ],
)

/**
 * A freed time offered to one entry and held for it: the hold itself is an appointment row with
 * status 'held' (`appointmentId`), which the no-overlap constraint counts like any booking.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The held row while held; the booking made (or moved) once taken. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the one-tap link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('waitlist_offers_held_idx').on(table.status, table.heldUntil),
    index('waitlist_offers_entry_idx').on(table.entryId),
    index('waitlist_offers_time_idx').on(table.doctorId, table.startsAt),
  ],
)

/**
 * Times given up by a booking (cancelled or moved away, by anyone), written by a trigger on
 * appointments in the same transaction, so none is missed; the waitlist job claims them.
 */
export const freedTimes = pgTable('freed_times', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  doctorId: uuid('doctor_id')
    .notNull()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  freedAt: timestamp('freed_at', { withTimezone: true }).notNull().defaultNow(),
})
