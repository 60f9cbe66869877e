import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import {
  COLLECTION_MODES,
  LAB_ITEM_KINDS,
  LAB_ORDER_STATUSES,
  LAB_SEXES,
  PAYMENT_METHODS,
} from './lab-values.ts'
import { prescriptions } from './prescriptions.ts'

export * from './lab-values.ts'

/** The order number on the SMS, the label and the report: LAB-2026-000123. */
export const labOrderNumbers = pgSequence('lab_order_number_seq', { startWith: 1 })

/**
 * Home collections booked in one area's time window on one day. The row is made by the first
 * booking; every booking adds one and every cancellation or move takes one away, in the same
 * statement that checks the room (`booked < capacity`), and the CHECK below makes the database
 * itself refuse an overfull window whatever the code does.
 */
export const labCollectionWindows = pgTable(
  'lab_collection_windows',
  {
    area: text('area').notNull(),
    day: date('day').notNull(),
    window: text('window').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.area, table.day, table.window] }),
    check(
      'lab_collection_windows_within_capacity',
      sql`${table.booked} >= 0 AND ${table.booked} <= ${table.capacity}`,
    ),
  ],
)

/** A pathologist's credentials, printed on the reports they verify. Only they may verify. */
export const labPathologists = pgTable('lab_pathologists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  qualification: text('qualification').notNull(),
  registrationNumber: text('registration_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One booking of tests and packages for one patient, and its way to a released report. The patient's
 * sex and age choose the reference ranges, so they are asked at booking.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** SHA-256 of the private manage link's token. */
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    /** One per rendered form: sending it twice stores one order. */
    requestKey: text('request_key').notNull().unique(),
    /** The signed-in account that booked (the reports appear there); null for a guest. */
    accountUserId: text('account_user_id').references(() => user.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    sex: text('sex', { enum: LAB_SEXES }).notNull(),
    dateOfBirth: date('date_of_birth'),
    /** When only the age is known (common): whole years on the booking day. */
    ageYears: smallint('age_years'),
    phone: text('phone').notNull(),
    email: text('email'),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    mode: text('mode', { enum: COLLECTION_MODES }).notNull(),
    address: text('address').notNull().default(''),
    pinCode: text('pin_code'),
    area: text('area'),
    day: date('day').notNull(),
    window: text('window'),
    status: text('status', { enum: LAB_ORDER_STATUSES }).notNull().default('booked'),
    totalInr: integer('total_inr').notNull(),
    /** The e-prescription whose advised tests were booked, if any. */
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, {
      onDelete: 'set null',
    }),
    referredBy: text('referred_by'),
    collectorUserId: text('collector_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Printed on the tube's label with a barcode when the sample is taken. */
    sampleId: text('sample_id').unique(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paidInr: integer('paid_inr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentRecordedBy: text('payment_recorded_by').references(() => user.id, {
      onDelete: 'set null',
    }),
    cancelReason: text('cancel_reason'),
    rejectReason: text('reject_reason'),
    /** The pathologist's comment printed on the report. */
    remarks: text('remarks').notNull().default(''),
    resultsEnteredBy: text('results_entered_by').references(() => user.id, {
      onDelete: 'set null',
    }),
    /** The pathologist's account; null once it is deleted (the report keeps the copy below). */
    verifiedBy: text('verified_by').references(() => labPathologists.userId, {
      onDelete: 'set null',
    }),
    /** The verifying pathologist as printed on the report, copied at verification. */
    pathologistName: text('pathologist_name'),
    pathologistQualification: text('pathologist_qualification'),
    pathologistRegistration: text('pathologist_registration'),
    /** Public code of the report's verification page (set when verified). */
    verifyCode: text('verify_code').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorAssignedAt: timestamp('collector_assigned_at', { withTimezone: true }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    resultsEnteredAt: timestamp('results_entered_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_orders_day_idx').on(table.day, table.status),
    index('lab_orders_account_idx').on(table.accountUserId, table.createdAt),
    index('lab_orders_phone_idx').on(table.phone, table.createdAt),
    check(
      'lab_orders_home_has_place',
      sql`${table.mode} <> 'home' OR (${table.area} IS NOT NULL AND ${table.window} IS NOT NULL AND ${table.pinCode} IS NOT NULL AND length(${table.address}) > 0)`,
    ),
    check(
      'lab_orders_age_known',
      sql`${table.dateOfBirth} IS NOT NULL OR ${table.ageYears} IS NOT NULL`,
    ),
    // A report is never released, nor even verified, without a pathologist who verified it (their
    // name and registration copied onto it: the report reads the same if the account goes).
    check(
      'lab_orders_verified_by_pathologist',
      sql`${table.status} NOT IN ('verified', 'released') OR (${table.verifiedAt} IS NOT NULL AND ${table.verifyCode} IS NOT NULL AND ${table.pathologistName} IS NOT NULL AND ${table.pathologistRegistration} IS NOT NULL)`,
    ),
    check(
      'lab_orders_released_when',
      sql`(${table.status} = 'released') = (${table.releasedAt} IS NOT NULL)`,
    ),
    check(
      'lab_orders_sample_when_collected',
      sql`${table.status} NOT IN ('collected', 'received', 'results_entered', 'verified', 'released') OR ${table.sampleId} IS NOT NULL`,
    ),
  ],
)

/** The tests and packages booked, at the price of the day. */
export const labOrderItems = pgTable(
  'lab_order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LAB_ITEM_KINDS }).notNull(),
    slug: text('slug').notNull(),
    priceInr: integer('price_inr').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind, table.slug] })],
)

/**
 * One analyte's result as entered: the value as printed, and the unit, range and flag worked out for
 * this patient when it was entered (a report never changes when the catalogue does).
 */
export const labResults = pgTable(
  'lab_results',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    testSlug: text('test_slug').notNull(),
    analyteCode: text('analyte_code').notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    range: text('range'),
    flag: text('flag'),
    enteredBy: text('entered_by').references(() => user.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.testSlug, table.analyteCode] })],
)

/** Every step of an order, with who and when: the staff page's timeline and the audit of the work. */
export const labOrderEvents = pgTable(
  'lab_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LAB_ORDER_STATUSES }),
    note: text('note').notNull().default(''),
    byPatient: boolean('by_patient').notNull().default(false),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lab_order_events_order_idx').on(table.orderId, table.at)],
)
