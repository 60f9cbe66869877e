import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { storedFiles } from './files.ts'
import {
  FULFILMENT_MODES,
  MEDICINE_ORDER_SOURCES,
  MEDICINE_ORDER_STATUSES,
  MEDICINE_PAYMENT_METHODS,
  REJECT_REASONS,
  SUBSTITUTE_RESPONSES,
} from './pharmacy-values.ts'
import { prescriptions } from './prescriptions.ts'

export * from './pharmacy-values.ts'

/** The order number on the SMS, the bag and the bill: MED-2026-000123. */
export const medicineOrderNumbers = pgSequence('medicine_order_number_seq', { startWith: 1 })

/**
 * A pharmacist's registration with the State Pharmacy Council: every check and step of an order
 * records it, and only a pharmacist with one on file checks orders.
 */
export const pharmacists = pgTable('pharmacists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  qualification: text('qualification').notNull(),
  registrationNumber: text('registration_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A line as the patient asked for it (kept as asked, to compare with what the pharmacist offers). */
export type RequestedLine = { slug: string; quantity: number }

/**
 * One order of medicines by a signed-in patient, and its way to their door or the counter. Kept as
 * the pharmacy's record of sale (Drugs and Cosmetics Rules: scheduled drugs' sales are kept for
 * years): when the account is deleted the order stays, without name, contact or prescription files.
 */
export const medicineOrders = pgTable(
  'medicine_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** SHA-256 of the private tracking link's token. */
    trackingTokenHash: text('tracking_token_hash').notNull().unique(),
    /** One per rendered form: sending it twice stores one order. */
    requestKey: text('request_key').notNull().unique(),
    /** The account that ordered; only it (and the pharmacy) sees the order. Null once deleted. */
    accountUserId: text('account_user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source', { enum: MEDICINE_ORDER_SOURCES }).notNull(),
    /** Who the medicines are for (as on the prescription). */
    patientName: text('patient_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    mode: text('mode', { enum: FULFILMENT_MODES }).notNull(),
    address: text('address').notNull().default(''),
    pinCode: text('pin_code'),
    area: text('area'),
    paymentMethod: text('payment_method', { enum: MEDICINE_PAYMENT_METHODS }).notNull(),
    /** The patient's note to the pharmacist. */
    note: text('note').notNull().default(''),
    /** The cart or e-prescription lines as the patient sent them. */
    requested: jsonb('requested').$type<RequestedLine[]>().notNull().default([]),
    /** The e-prescription the order came from, if any. */
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: MEDICINE_ORDER_STATUSES }).notNull().default('submitted'),
    /** What the order costs now: the lines not refused, at the pharmacist's prices. */
    totalInr: integer('total_inr').notNull(),
    /** The pharmacist who checked the order and its prescription, copied at the check. */
    checkedBy: text('checked_by').references(() => pharmacists.userId, { onDelete: 'set null' }),
    pharmacistName: text('pharmacist_name'),
    pharmacistRegistration: text('pharmacist_registration'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    rejectReason: text('reject_reason', { enum: REJECT_REASONS }),
    /** The pharmacist's words to the patient (a rejection's details, a note on the list). */
    pharmacistNote: text('pharmacist_note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    paidInr: integer('paid_inr'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by', { enum: MEDICINE_PAYMENT_METHODS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('medicine_orders_status_idx').on(table.status, table.createdAt),
    index('medicine_orders_account_idx').on(table.accountUserId, table.createdAt),
    check(
      'medicine_orders_delivery_has_place',
      sql`${table.mode} <> 'delivery' OR (${table.area} IS NOT NULL AND ${table.pinCode} IS NOT NULL AND length(${table.address}) > 0)`,
    ),
    // No order goes on without a pharmacist's check, with their registration on it.
    check(
      'medicine_orders_checked_by_pharmacist',
      sql`${table.status} NOT IN ('awaiting_patient', 'confirmed', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'collected') OR (${table.checkedAt} IS NOT NULL AND ${table.pharmacistName} IS NOT NULL AND ${table.pharmacistRegistration} IS NOT NULL)`,
    ),
    check(
      'medicine_orders_rejected_has_reason',
      sql`(${table.status} = 'rejected') = (${table.rejectReason} IS NOT NULL)`,
    ),
    check(
      'medicine_orders_handed_over_paid',
      sql`${table.status} NOT IN ('delivered', 'collected') OR (${table.paidAt} IS NOT NULL AND ${table.paidInr} IS NOT NULL)`,
    ),
    check('medicine_orders_total', sql`${table.totalInr} >= 0`),
  ],
)

/**
 * The medicines of an order. Before the check they are the patient's cart at MRP; the pharmacist's
 * check replaces them with the list that will be packed: a line may be a substitute (same
 * composition) for what was asked, which the patient accepts or refuses.
 */
export const medicineOrderLines = pgTable(
  'medicine_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicineOrders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    slug: text('slug').notNull(),
    /** The maker's brand the pharmacy will give ('' for a generic). */
    brand: text('brand').notNull().default(''),
    quantity: smallint('quantity').notNull(),
    unitPriceInr: integer('unit_price_inr').notNull(),
    /** The catalogue's MRP when the line was written: the price never goes above it. */
    mrpInr: integer('mrp_inr').notNull(),
    /** The medicine this line replaces, when it is a substitute. */
    substituteForSlug: text('substitute_for_slug'),
    substituteForBrand: text('substitute_for_brand'),
    response: text('response', { enum: SUBSTITUTE_RESPONSES }),
  },
  (table) => [
    index('medicine_order_lines_order_idx').on(table.orderId, table.position),
    check('medicine_order_lines_quantity', sql`${table.quantity} BETWEEN 1 AND 10`),
    check(
      'medicine_order_lines_price_within_mrp',
      sql`${table.unitPriceInr} >= 0 AND ${table.unitPriceInr} <= ${table.mrpInr}`,
    ),
    check(
      'medicine_order_lines_response_for_substitute',
      sql`${table.response} IS NULL OR ${table.substituteForSlug} IS NOT NULL`,
    ),
  ],
)

/** The pages of the prescription the patient sent (photos and PDFs in the shared file store). */
export const medicineOrderFiles = pgTable(
  'medicine_order_files',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicineOrders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.fileId] }),
    // A page belongs to one order: two orders sent at once cannot both take it.
    uniqueIndex('medicine_order_files_file_idx').on(table.fileId),
  ],
)

/**
 * Every step of an order: who, when, and — for the pharmacy's people — their registration as it
 * was then (the audit of who checked and handed out scheduled drugs reads the same years later).
 */
export const medicineOrderEvents = pgTable(
  'medicine_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => medicineOrders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MEDICINE_ORDER_STATUSES }),
    /** A code for what happened besides a status change ('substitute_accepted', 'paid'…). */
    kind: text('kind').notNull().default('status'),
    note: text('note').notNull().default(''),
    byPatient: boolean('by_patient').notNull().default(false),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRegistration: text('actor_registration'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('medicine_order_events_order_idx').on(table.orderId, table.at)],
)
