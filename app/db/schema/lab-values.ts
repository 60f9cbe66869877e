// The laboratory's columns' allowed values, apart from the tables: browser code (the booking form,
// the lab board) imports these without pulling drizzle-orm into the page's JavaScript.

/**
 * An order's way from booking to the released report. Every step is taken in turn (never skipped);
 * `cancelled` ends it before the sample reaches the laboratory, `rejected` when the sample cannot be
 * tested (haemolysed, clotted, too little, unlabelled) — the patient is asked for a new sample.
 */
export const LAB_ORDER_STATUSES = [
  'booked',
  'collector_assigned',
  'collected',
  'received',
  'results_entered',
  'verified',
  'released',
  'cancelled',
  'rejected',
] as const
export type LabOrderStatus = (typeof LAB_ORDER_STATUSES)[number]

/** The statuses in which an order holds a place in its collection window. */
export const LAB_HOLDING_STATUSES = ['booked', 'collector_assigned'] as const

/** A collector comes to the patient's home, or the patient comes to the laboratory. */
export const COLLECTION_MODES = ['home', 'lab'] as const
export type CollectionMode = (typeof COLLECTION_MODES)[number]

export const PAYMENT_METHODS = ['cash', 'upi'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const LAB_ITEM_KINDS = ['test', 'package'] as const
export type LabItemKind = (typeof LAB_ITEM_KINDS)[number]

export const LAB_SEXES = ['male', 'female'] as const

/** The most tests and packages one order may hold. */
export const MAX_CART_ITEMS = 20
/** How many days ahead a collection can be booked. */
export const BOOKING_DAYS_AHEAD = 14
export const MAX_ADDRESS = 300
export const MAX_REASON = 500

/** The cookie that holds the laboratory cart (catalogue slugs only; read by the booking page). */
export const LAB_CART_COOKIE = 'md_lab_cart'
