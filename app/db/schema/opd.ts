import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { appointments } from './appointments.ts'
import { user } from './auth.ts'
import { doctors } from './directory.ts'
import { SEXES } from './family-values.ts'
import { facilities } from './network.ts'
import { OPD_VISIT_KINDS, OPD_VISIT_STATUSES } from './opd-values.ts'

export * from './opd-values.ts'

/**
 * The last token given for a doctor's OPD on a clinic day. Issuing bumps it with
 * `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last`: the row lock makes two
 * desks issuing at the same moment wait for each other, so each gets its own number, and the
 * number lives in the database, so a restart continues from it (decision 0022).
 */
export const opdTokenCounters = pgTable(
  'opd_token_counters',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The clinic-local calendar day. */
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.day] })],
)

/**
 * One patient's visit to a doctor's OPD on a clinic day: a walk-in given a token at the desk, or
 * a booked patient checked in (one visit per appointment: the unique index refuses a second
 * check-in). The patient's name, mobile, age and sex are as the desk took them (a walk-in has no
 * account). The times are when they arrived, were called and were done, for the waits the day's
 * figures show.
 */
export const opdVisits = pgTable(
  'opd_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'restrict' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    day: date('day').notNull(),
    token: integer('token').notNull(),
    kind: text('kind', { enum: OPD_VISIT_KINDS }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'restrict',
    }),
    /** The booked time, for a booked patient (the order rule seats them by it). */
    bookedFor: timestamp('booked_for', { withTimezone: true }),
    /** The patient's account, when one was found by the mobile number or booked from it. */
    patientUserId: text('patient_user_id').references(() => user.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientAge: smallint('patient_age'),
    patientSex: text('patient_sex', { enum: SEXES }),
    status: text('status', { enum: OPD_VISIT_STATUSES }).notNull().default('waiting'),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a skipped patient came back and waits again (they then queue from this time). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    calledAt: timestamp('called_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    /** The doctor's notes of the visit (the prescription is a document of its own). */
    notes: text('notes').notNull().default(''),
    /** Who issued the token or checked the patient in. */
    issuedBy: text('issued_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('opd_visits_token_idx').on(table.doctorId, table.day, table.token),
    uniqueIndex('opd_visits_appointment_idx').on(table.appointmentId),
    index('opd_visits_facility_day_idx').on(table.facilityId, table.day),
    index('opd_visits_phone_idx').on(table.patientPhone),
    check('opd_visits_token_positive', sql`${table.token} > 0`),
    check(
      'opd_visits_booked',
      sql`(${table.kind} = 'booked') = (${table.appointmentId} IS NOT NULL AND ${table.bookedFor} IS NOT NULL)`,
    ),
    check(
      'opd_visits_age',
      sql`${table.patientAge} IS NULL OR ${table.patientAge} BETWEEN 0 AND 130`,
    ),
    check(
      'opd_visits_called',
      sql`${table.status} NOT IN ('called', 'done') OR ${table.calledAt} IS NOT NULL`,
    ),
    check('opd_visits_done', sql`(${table.status} = 'done') = (${table.doneAt} IS NOT NULL)`),
  ],
)
