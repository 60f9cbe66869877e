import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { LAB_CART_COOKIE, MAX_CART_ITEMS } from '#app/db/schema/lab-values.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { readCookie, weekCookie } from '#app/utils/cookies.server.ts'
import { markedPrescription, prescriptionMarker } from '#app/domain/prescriptions/index.server.ts'
import { matchAdvisedTests } from './advised.ts'
import { type CartItem, itemKey, parseItemKey } from './cart.ts'

// The cart lives in a cookie of its own: no account is needed to book, it works without
// JavaScript, and nothing personal is in it (catalogue slugs). Anything in it that is not in the
// catalogue is dropped when it is read. A cart filled from an e-prescription also names the
// prescription, signed by the server, so that the order records the doctor who advised the tests.

const MARKER_PURPOSE = 'lab-cart'

export type Cart = { items: CartItem[]; prescriptionId: string | null }

export function readCart(request: Request): Cart {
  const value = readCookie(request, LAB_CART_COOKIE)
  if (!value) return { items: [], prescriptionId: null }
  const entries = value.split(',')
  const items = entries
    .map(parseItemKey)
    .filter((item): item is CartItem => item !== null)
    .slice(0, MAX_CART_ITEMS)
  return { items, prescriptionId: markedPrescription(MARKER_PURPOSE, entries) }
}

/** The Set-Cookie header that stores the cart (or clears it when empty). */
export function cartCookie(cart: Cart): string {
  const entries = cart.items.map(itemKey)
  if (cart.prescriptionId && entries.length) {
    entries.push(prescriptionMarker(MARKER_PURPOSE, cart.prescriptionId))
  }
  return weekCookie(LAB_CART_COOKIE, entries.join(','))
}

/**
 * The doctor who advised the cart's tests, when every item of the cart is one the prescription
 * advised and the prescription was not cancelled; otherwise the order names no referral (a test the
 * patient added is not the doctor's).
 */
export async function advisingDoctor(prescriptionId: string | null, items: readonly CartItem[]) {
  if (!prescriptionId || items.length === 0) return null
  const [found] = await getDb()
    .select({
      id: prescriptions.id,
      doctorName: prescriptions.doctorName,
      cancelledAt: prescriptions.cancelledAt,
      content: prescriptions.content,
    })
    .from(prescriptions)
    .where(eq(prescriptions.id, prescriptionId))
  if (!found || found.cancelledAt) return null
  const advised = new Set(
    matchAdvisedTests((found.content as { tests?: string[] }).tests ?? []).items.map(itemKey),
  )
  if (!items.every((item) => advised.has(itemKey(item)))) return null
  return { prescriptionId: found.id, doctorName: found.doctorName }
}
