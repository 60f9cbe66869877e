// The pharmacy's columns' allowed values, apart from the tables: browser code (the order form, the
// pharmacy queue) imports these without pulling drizzle-orm into the page's JavaScript.

/**
 * A medicine order's way from the patient to their door or the counter. A pharmacist checks every
 * order (and its prescription) first: `submitted` → `confirmed`, or `awaiting_patient` when the
 * list differs from what the patient asked (a substitute, a line read from a prescription photo,
 * a higher total) and the patient must agree; or `rejected` with a reason. Then `packed` →
 * `out_for_delivery` → `delivered`, or `packed` → `ready_for_pickup` → `collected`. The patient may
 * cancel until the order is packed; the pharmacy may cancel later with a reason (not at home, not
 * collected).
 */
export const MEDICINE_ORDER_STATUSES = [
  'submitted',
  'awaiting_patient',
  'confirmed',
  'packed',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'collected',
  'rejected',
  'cancelled',
] as const
export type MedicineOrderStatus = (typeof MEDICINE_ORDER_STATUSES)[number]

/** Statuses in which a pharmacist has checked the order (their name and registration are on it). */
export const PHARMACIST_CHECKED_STATUSES = [
  'awaiting_patient',
  'confirmed',
  'packed',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'collected',
] as const satisfies readonly MedicineOrderStatus[]

/** Statuses in which the patient may still cancel (nothing packed yet). */
export const PATIENT_CANCELLABLE_STATUSES = [
  'submitted',
  'awaiting_patient',
  'confirmed',
] as const satisfies readonly MedicineOrderStatus[]

/** Statuses that end an order. */
export const MEDICINE_ORDER_FINAL_STATUSES = [
  'delivered',
  'collected',
  'rejected',
  'cancelled',
] as const satisfies readonly MedicineOrderStatus[]

/** The medicines come to the patient's door, or wait at the pharmacy's counter. */
export const FULFILMENT_MODES = ['delivery', 'pickup'] as const
export type FulfilmentMode = (typeof FULFILMENT_MODES)[number]

/** Paid to the delivery person or at the counter. */
export const MEDICINE_PAYMENT_METHODS = ['cash', 'upi'] as const
export type MedicinePaymentMethod = (typeof MEDICINE_PAYMENT_METHODS)[number]

/** How the order began: photos of a prescription, one of our e-prescriptions, or the cart alone. */
export const MEDICINE_ORDER_SOURCES = ['upload', 'e_prescription', 'cart'] as const
export type MedicineOrderSource = (typeof MEDICINE_ORDER_SOURCES)[number]

/** The patient's answer to a substitute the pharmacist offered. */
export const SUBSTITUTE_RESPONSES = ['accepted', 'refused'] as const
export type SubstituteResponse = (typeof SUBSTITUTE_RESPONSES)[number]

/** Why a pharmacist turns an order down (the patient reads the reason, and may add a note). */
export const REJECT_REASONS = [
  'illegible',
  'expired',
  'not_valid_for_schedule',
  'not_a_prescription',
  'patient_mismatch',
  'not_stocked',
  'other',
] as const
export type RejectReason = (typeof REJECT_REASONS)[number]

/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 20
/** The most packs of one medicine in one order (a month's course of most; more needs a visit). */
export const MAX_QUANTITY = 10
/** The most pages of a prescription one order takes. */
export const MAX_PRESCRIPTION_PAGES = 5
export const MAX_ADDRESS = 300
export const MAX_NOTE = 500

/** The cookie that holds the medicine cart (catalogue slugs and quantities only). */
export const MEDICINE_CART_COOKIE = 'md_med_cart'
