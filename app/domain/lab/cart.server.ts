import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { LAB_CART_COOKIE, MAX_CART_ITEMS } from '#app/db/schema/lab-values.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { privateLinkToken } from '#app/utils/private-link.server.ts'
import { matchAdvisedTests } from './advised.ts'
import { type CartItem, itemKey, parseItemKey } from './cart.ts'

// The cart lives in a cookie of its own: no account is needed to book, it works without
// JavaScript, and nothing personal is in it (catalogue slugs). Anything in it that is not in the
// catalogue is dropped when it is read. A cart filled from an e-prescription also names the
// prescription, signed by the server, so that the order records the doctor who advised the tests.

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60
const RX_PREFIX = 'rx.'

export type Cart = { items: CartItem[]; prescriptionId: string | null }

const rxSignature = (prescriptionId: string) =>
  privateLinkToken('lab-cart-prescription', prescriptionId).slice(0, 22)

function verifiedPrescription(entry: string): string | null {
  const [id, signature] = entry.slice(RX_PREFIX.length).split('.')
  if (!id || !signature) return null
  const expected = Buffer.from(rxSignature(id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

export function readCart(request: Request): Cart {
  const header = request.headers.get('Cookie') ?? ''
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name !== LAB_CART_COOKIE || !value) continue
    let decoded: string
    try {
      decoded = decodeURIComponent(value)
    } catch {
      // A cookie we did not write (or a broken one): an empty cart, never an error.
      return { items: [], prescriptionId: null }
    }
    const entries = decoded.split(',')
    const items = entries
      .map(parseItemKey)
      .filter((item): item is CartItem => item !== null)
      .slice(0, MAX_CART_ITEMS)
    const rx = entries.find((entry) => entry.startsWith(RX_PREFIX))
    return { items, prescriptionId: rx ? verifiedPrescription(rx) : null }
  }
  return { items: [], prescriptionId: null }
}

/** The Set-Cookie header that stores the cart (or clears it when empty). */
export function cartCookie(cart: Cart): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  const entries = cart.items.map(itemKey)
  if (cart.prescriptionId && entries.length) {
    entries.push(`${RX_PREFIX}${cart.prescriptionId}.${rxSignature(cart.prescriptionId)}`)
  }
  const maxAge = entries.length ? SEVEN_DAYS_SECONDS : 0
  return `${LAB_CART_COOKIE}=${encodeURIComponent(entries.join(','))}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
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
