import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import {
  AMBULANCE_STATUSES,
  DESTINATIONS,
  EMERGENCY_KINDS,
  VEHICLE_DUTY,
  VEHICLE_KINDS,
} from './ambulance-values.ts'

export * from './ambulance-values.ts'

/** The number read out on the phone: AMB-2026-000123. */
export const ambulanceRequestNumbers = pgSequence('ambulance_request_number_seq', { startWith: 1 })

/** The clinic's vehicles, managed by admins. */
export const ambulanceVehicles = pgTable('ambulance_vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  registrationNumber: text('registration_number').notNull().unique(),
  kind: text('kind', { enum: VEHICLE_KINDS }).notNull(),
  base: text('base').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  duty: text('duty', { enum: VEHICLE_DUTY }).notNull().default('available'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One request for an ambulance, stored before the caller is answered. A vehicle is on at most one
 * active request: a unique index over the active statuses (the database, not the page, decides
 * when two dispatchers assign it at once).
 */
export const ambulanceRequests = pgTable(
  'ambulance_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** SHA-256 of the private tracking link's token. */
    trackingTokenHash: text('tracking_token_hash').notNull().unique(),
    /** One per rendered form: sending it twice (a double tap, a retry on a weak network) stores one. */
    requestKey: text('request_key').notNull().unique(),
    callerPhone: text('caller_phone').notNull(),
    callerEmail: text('caller_email'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Metres, as the browser reported it. */
    accuracyM: integer('accuracy_m'),
    /** Typed by the caller: the village or town, and an area or landmark (either, or coordinates). */
    village: text('village').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    kind: text('kind', { enum: EMERGENCY_KINDS }).notNull(),
    patients: smallint('patients').notNull().default(1),
    destination: text('destination', { enum: DESTINATIONS }).notNull().default('ours'),
    /** The hospital's name when the caller chose another one. */
    destinationName: text('destination_name').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status', { enum: AMBULANCE_STATUSES }).notNull().default('received'),
    vehicleId: uuid('vehicle_id').references(() => ambulanceVehicles.id),
    etaAt: timestamp('eta_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** An earlier request from the same mobile within minutes: flagged, never dropped. */
    possibleDuplicateOf: uuid('possible_duplicate_of'),
    /**
     * Sent from a network address past its limit of requests in minutes: flagged for the
     * dispatcher, never refused (behind carrier-grade NAT a whole village shares one address).
     */
    busyAddress: boolean('busy_address').notNull().default(false),
    /** Merged by a dispatcher into this request (it then counts as cancelled). */
    mergedInto: uuid('merged_into'),
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ambulance_requests_status_idx').on(table.status, table.createdAt),
    index('ambulance_requests_phone_idx').on(table.callerPhone, table.createdAt),
    // The staff overview's figures read the last 30 days.
    index('ambulance_requests_created_idx').on(table.createdAt),
    uniqueIndex('ambulance_requests_one_job_per_vehicle')
      .on(table.vehicleId)
      .where(sql`${table.status} IN ('assigned', 'on_the_way', 'arrived', 'to_hospital')`),
    check(
      'ambulance_requests_place_known',
      sql`length(${table.village}) > 0 OR length(${table.landmark}) > 0 OR (${table.latitude} IS NOT NULL AND ${table.longitude} IS NOT NULL)`,
    ),
    check(
      'ambulance_requests_coordinates',
      sql`(${table.latitude} IS NULL OR ${table.latitude} BETWEEN -90 AND 90) AND (${table.longitude} IS NULL OR ${table.longitude} BETWEEN -180 AND 180)`,
    ),
    check(
      'ambulance_requests_vehicle_when_active',
      sql`${table.status} NOT IN ('assigned', 'on_the_way', 'arrived', 'to_hospital') OR ${table.vehicleId} IS NOT NULL`,
    ),
  ],
)

/** The timeline the caller and the dispatch board read: every status change, with who and when. */
export const ambulanceEvents = pgTable(
  'ambulance_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => ambulanceRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AMBULANCE_STATUSES }),
    /** A note added by the caller or the dispatcher (with or without a status change). */
    note: text('note').notNull().default(''),
    byCaller: boolean('by_caller').notNull().default(false),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ambulance_events_request_idx').on(table.requestId, table.at)],
)
