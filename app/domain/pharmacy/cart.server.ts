import { MEDICINE_CART_COOKIE } from '#app/db/schema/pharmacy-values.ts'
import { markedPrescription, prescriptionMarker } from '#app/domain/prescriptions/index.server.ts'
import { readCookie, weekCookie } from '#app/utils/cookies.server.ts'
import { type CartLine, cartLineKey, normaliseCart } from './medicines.ts'

// The medicine cart lives in a cookie of its own, like the laboratory's: it works without an
// account and without JavaScript, and holds nothing personal (catalogue slugs and pack counts).
// Anything not in the catalogue or beyond the limits is dropped when it is read. A cart filled from
// one of our e-prescriptions also names it, signed by the server: prescription-only medicines may
// then be ordered against it.

const MARKER_PURPOSE = 'medicine-cart'

export type MedicineCart = { lines: CartLine[]; prescriptionId: string | null }

export function readMedicineCart(request: Request): MedicineCart {
  const value = readCookie(request, MEDICINE_CART_COOKIE)
  if (!value) return { lines: [], prescriptionId: null }
  const entries = value.split(',')
  return {
    lines: normaliseCart(entries),
    prescriptionId: markedPrescription(MARKER_PURPOSE, entries),
  }
}

/** The Set-Cookie header that stores the cart (or clears it when it holds nothing). */
export function medicineCartCookie(cart: MedicineCart): string {
  const entries = cart.lines.map(cartLineKey)
  if (cart.prescriptionId) entries.push(prescriptionMarker(MARKER_PURPOSE, cart.prescriptionId))
  return weekCookie(MEDICINE_CART_COOKIE, entries.join(','))
}
