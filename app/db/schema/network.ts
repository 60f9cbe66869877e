import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { appointments } from './appointments.ts'
import { user } from './auth.ts'
import { doctors } from './directory.ts'
import { storedFiles } from './files.ts'
import { labOrders } from './lab.ts'
import {
  type Accreditation,
  APPLICANT_KINDS,
  APPLICATION_EVENT_KINDS,
  APPLICATION_FILE_PURPOSES,
  APPLICATION_REJECT_REASONS,
  APPLICATION_STATUSES,
  FACILITY_KINDS,
  REVIEW_REJECT_REASONS,
  REVIEW_TEXT_STATUSES,
} from './network-values.ts'

export * from './network-values.ts'

/**
 * A place of the network: hospital, clinic, laboratory, collection centre, pharmacy or ambulance
 * base. Coordinates are checked to lie in India (a wrong sign or swapped pair is refused by the
 * database too). `services` are FACILITY_SERVICES codes; `department_slugs` the clinics
 * (app/content/departments.ts) it offers.
 */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: FACILITY_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The name as written in Hindi; empty when not given (the name is shown as it is). */
    nameHi: text('name_hi').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    /** Street, landmark: the part of the address before the village or town. */
    address: text('address').notNull(),
    /** The village or town. */
    town: text('town').notNull(),
    townHi: text('town_hi').notNull().default(''),
    district: text('district').notNull().default('Barabanki'),
    pinCode: text('pin_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** Open day and night, every day: the weekly hours are then not used. */
    openAllHours: boolean('open_all_hours').notNull().default(false),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    departmentSlugs: text('department_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accreditations: jsonb('accreditations')
      .$type<Accreditation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The establishment's registration (Clinical Establishments Act, drug licence…), if any. */
    registrationNumber: text('registration_number'),
    registrationAuthority: text('registration_authority'),
    /** The day the network last checked its registration and accreditation. */
    verifiedOn: date('verified_on'),
    active: boolean('active').notNull().default(true),
    /** The application it was created from, when it joined through /join. */
    applicationId: uuid('application_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('facilities_kind_idx').on(table.kind),
    check('facilities_pin_code', sql`${table.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check(
      'facilities_in_india',
      sql`${table.latitude} BETWEEN 6 AND 38 AND ${table.longitude} BETWEEN 68 AND 98`,
    ),
  ],
)

/**
 * A facility's opening hours: ISO weekday (1 = Monday), local opening and closing time. A closing
 * time at or before the opening time runs past midnight into the next day (a night pharmacy
 * 20:00–02:00). Several rows a day for a break at midday.
 */
export const facilityHours = pgTable(
  'facility_hours',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.weekday, table.opensAt] }),
    check('facility_hours_weekday', sql`${table.weekday} BETWEEN 1 AND 7`),
  ],
)

/** The doctors who work at a facility (a doctor may work at several). */
export const facilityDoctors = pgTable(
  'facility_doctors',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.facilityId, table.doctorId] }),
    index('facility_doctors_doctor_idx').on(table.doctorId),
  ],
)

/** A facility's photos, through the shared file storage (decision 0014); public. */
export const facilityPhotos = pgTable(
  'facility_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    /** What the photo shows, for people who cannot see it. */
    alt: text('alt').notNull(),
    altHi: text('alt_hi').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('facility_photos_facility_idx').on(table.facilityId)],
)

/** The applicant's reference on the acknowledgement: JOIN-2026-000123. */
export const applicationNumbers = pgSequence('provider_application_number_seq', { startWith: 1 })

/**
 * An application to join the network. `details` holds what the listing needs, by kind (validated
 * by app/domain/network/application-schema.ts when written and when read), so approving creates
 * the listing without retyping. A registration number is held by one open application or listing
 * of its group (doctor / facility): `registration_key` (upper-case letters and digits only) with a
 * partial unique index refuses duplicates.
 */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** SHA-256 of the applicant's private link token (their status page, answering questions). */
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    /** One per rendered form: sending it twice stores one application. */
    requestKey: text('request_key').notNull().unique(),
    kind: text('kind', { enum: APPLICANT_KINDS }).notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    /** The doctor's or the facility's name, as it will be listed. */
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    /** 'doctor' or 'facility' + ':' + the number's letters and digits, upper case. */
    registrationKey: text('registration_key').notNull(),
    /** For a doctor, a MEDICAL_COUNCILS code; for a facility, the registering authority. */
    registrationBody: text('registration_body').notNull(),
    details: jsonb('details').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** The question an admin asked, while `more_info`. */
    question: text('question'),
    rejectReason: text('reject_reason', { enum: APPLICATION_REJECT_REASONS }),
    rejectNote: text('reject_note'),
    decidedByUserId: text('decided_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The listing approval created: exactly one of them, once approved. */
    facilityId: uuid('facility_id')
      .unique()
      .references(() => facilities.id),
    doctorId: uuid('doctor_id')
      .unique()
      .references(() => doctors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_applications_open_registration_idx')
      .on(table.registrationKey)
      .where(sql`${table.status} IN ('submitted', 'more_info', 'approved')`),
    index('provider_applications_status_idx').on(table.status, table.createdAt),
    check(
      'provider_applications_listing',
      sql`(${table.status} = 'approved') = (num_nonnulls(${table.facilityId}, ${table.doctorId}) = 1)`,
    ),
  ],
)

/** The documents sent with an application (registration certificate, degree, photos). */
export const providerApplicationFiles = pgTable(
  'provider_application_files',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: APPLICATION_FILE_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_application_files_application_idx').on(table.applicationId)],
)

/** An application's history, shown to the admin and (without names) to the applicant. */
export const providerApplicationEvents = pgTable(
  'provider_application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPLICATION_EVENT_KINDS }).notNull(),
    /** The question asked, the applicant's answer, or the reason's note. */
    note: text('note').notNull().default(''),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_application_events_application_idx').on(table.applicationId)],
)

/**
 * A verified review: written by the patient of a completed appointment (about its doctor) or of a
 * released laboratory order (about the laboratory), once per visit — the unique visit columns make
 * a second one impossible even under concurrent submits. Stars count at once; words are shown only
 * once staff approve them. The doctor or facility may reply once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    labOrderId: uuid('lab_order_id')
      .unique()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    /** The reviewer; their reviews go with their account. */
    authorUserId: text('author_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** How the reviewer is shown: first name and initial ("Sunita D."), set when written. */
    authorLabel: text('author_label').notNull(),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    /** When the visit took place (for "visited in March 2026"). */
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
    stars: smallint('stars').notNull(),
    explained: smallint('explained').notNull(),
    waiting: smallint('waiting').notNull(),
    recommend: smallint('recommend').notNull(),
    text: text('text').notNull().default(''),
    textStatus: text('text_status', { enum: REVIEW_TEXT_STATUSES }).notNull().default('none'),
    textRejectReason: text('text_reject_reason', { enum: REVIEW_REJECT_REASONS }),
    moderatedByUserId: text('moderated_by_user_id').references(() => user.id, {
      onDelete: 'set null',
    }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    reply: text('reply'),
    /** Who replied: the doctor, or staff on the facility's behalf (their name, as shown). */
    replyByUserId: text('reply_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    replyByName: text('reply_by_name'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_doctor_idx').on(table.doctorId),
    index('reviews_facility_idx').on(table.facilityId),
    index('reviews_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.textStatus} = 'pending'`),
    check('reviews_one_visit', sql`num_nonnulls(${table.appointmentId}, ${table.labOrderId}) = 1`),
    check('reviews_one_subject', sql`num_nonnulls(${table.doctorId}, ${table.facilityId}) = 1`),
    check(
      'reviews_scores',
      sql`${table.stars} BETWEEN 1 AND 5 AND ${table.explained} BETWEEN 1 AND 5 AND ${table.waiting} BETWEEN 1 AND 5 AND ${table.recommend} BETWEEN 1 AND 5`,
    ),
    check('reviews_text_status', sql`(${table.text} = '') = (${table.textStatus} = 'none')`),
    check('reviews_reply_once', sql`(${table.reply} IS NULL) = (${table.repliedAt} IS NULL)`),
  ],
)
