import { sql } from 'drizzle-orm'
import { user } from './auth.ts'
import { MEDICAL_COUNCILS } from './network-values.ts'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const departments = pgTable('departments', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    qualifications: text('qualifications').notNull(),
    registrationNumber: text('registration_number').notNull(),
    /** Where the registration can be checked (app/content/medical-councils.ts). */
    council: text('council', { enum: MEDICAL_COUNCILS }).notNull().default('upmc'),
    /** The day the clinic last checked the registration on the council's register. */
    registrationVerifiedOn: date('registration_verified_on'),
    gender: text('gender', { enum: ['female', 'male', 'other'] }).notNull(),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years').notNull(),
    feeInr: integer('fee_inr').notNull(),
    consultationModes: text('consultation_modes')
      .array()
      .notNull()
      .default(sql`'{in_person}'::text[]`),
    bio: text('bio').notNull().default(''),
    /** The same in Hindi, for Hindi pages; empty when not written (the English one is shown). */
    bioHi: text('bio_hi').notNull().default(''),
    photoUrl: text('photo_url'),
    /** The doctor's own sign-in account, for the doctor's view of their schedule. */
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text document for the site search; the name also has a trigram index for misspellings. */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('english', qualifications), 'B') || setweight(to_tsvector('english', bio), 'C')`,
    ),
  },
  (table) => [
    index('doctors_search_document_idx').using('gin', table.searchDocument),
    index('doctors_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
)

/** A doctor's weekly hours: ISO weekday (1 = Monday), clinic-local start and end, slot length. */
export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(15),
    location: text('location').notNull(),
  },
  (table) => [index('doctor_schedules_doctor_idx').on(table.doctorId)],
)

/** Whole days a doctor is away (leave, conferences), inclusive. */
export const doctorTimeOff = pgTable(
  'doctor_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [index('doctor_time_off_doctor_idx').on(table.doctorId)],
)

/**
 * Each listed doctor's next free slots, so the directory can filter, sort and page in SQL instead
 * of computing every doctor's slots per request. A row exists for every doctor (a trigger adds
 * it). Triggers on appointments, schedules and time off bump `version` in the writer's own
 * transaction; a reader recomputes a row whose `computed_version` lags behind, or whose window
 * [`valid_from`, `fresh_until`) does not hold the current time, and stores the result only if
 * `version` has not moved meanwhile. See docs/decisions/0007-data-performance.md.
 */
export const doctorAvailability = pgTable('doctor_availability', {
  doctorId: uuid('doctor_id')
    .primaryKey()
    .references(() => doctors.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  computedVersion: bigint('computed_version', { mode: 'number' }).notNull().default(-1),
  /** The first free slots (at most NEXT_FREE_COUNT) at or after valid_from + lead time. */
  freeStarts: timestamp('free_starts', { withTimezone: true, mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'::timestamptz[]`),
  freeLocations: text('free_locations')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The first stored slot, as columns the directory can filter and sort on directly. */
  nextStartsAt: timestamp('next_starts_at', {
    withTimezone: true,
    mode: 'string',
  }).generatedAlwaysAs(sql`free_starts[1]`),
  nextLocation: text('next_location').generatedAlwaysAs(sql`free_locations[1]`),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`'-infinity'::timestamptz`),
  freshUntil: timestamp('fresh_until', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`'-infinity'::timestamptz`),
  /** Bookings that start at or after this cannot change the stored slots. */
  coversUntil: timestamp('covers_until', { withTimezone: true, mode: 'string' })
    .notNull()
    .default(sql`'infinity'::timestamptz`),
})
