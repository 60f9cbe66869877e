import type { MedicineOrderStatus } from '#app/db/schema/pharmacy-values.ts'

export type { MedicineOrderStatus }

// What the pharmacy's order page needs in the browser as well as on the server (no catalogue, no
// database): the check form's field names and when the pharmacy may call an order off.

/**
 * A field of the check form's row: `lines[0].slug` … (the workflow's messages use the same).
 * `for` is the patient's line a substitute replaces; `asked` the brand the prescription names when
 * the pharmacy gives another brand of the same medicine.
 */
export const lineField = (
  index: number,
  part: 'slug' | 'brand' | 'quantity' | 'price' | 'for' | 'asked',
) => `lines[${index}].${part}`

/** Statuses from which the pharmacy calls an order off (after its check, before the hand-over). */
export const PHARMACY_CANCELLABLE: readonly MedicineOrderStatus[] = [
  'confirmed',
  'packed',
  'out_for_delivery',
  'ready_for_pickup',
]
