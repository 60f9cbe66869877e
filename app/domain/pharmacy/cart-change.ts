import type { Medicine } from '#app/content/medicines.ts'
import { MAX_QUANTITY } from '#app/db/schema/pharmacy-values.ts'
import { addToCart, type CartLine, findMedicine, setCartQuantity } from './medicines.ts'

/**
 * A cart form as posted (the catalogue's "Add to cart", the cart's "Update" and "Remove"), read
 * without trusting anything: the intent, a catalogue slug and a whole number of packs.
 */
export type CartForm = {
  intent: FormDataEntryValue | null
  slug: FormDataEntryValue | null
  quantity: FormDataEntryValue | null
}

export type CartRefusal = 'intent' | 'unknown' | 'quantity' | 'counterOnly' | 'tooMany'

export type CartFormChange =
  { ok: true; lines: CartLine[]; added: Medicine | null } | { ok: false; reason: CartRefusal }

/** Packs as typed: a whole number within 1–10 (0 only where it means "take it out"). */
function packs(value: FormDataEntryValue | null, fallback: number | null): number | null {
  if (value === null || value === '') return fallback
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value.trim())) return null
  return Number(value.trim())
}

/**
 * The cart after a posted change, or why it is refused: `add` puts 1–10 packs more (at most 10 in
 * all), `set` makes them 1–10, `remove` takes the medicine out.
 */
export function cartChange(lines: readonly CartLine[], form: CartForm): CartFormChange {
  const slug = typeof form.slug === 'string' ? form.slug.trim() : ''
  const intent = form.intent
  if (intent !== 'add' && intent !== 'set' && intent !== 'remove')
    return { ok: false, reason: 'intent' }
  const medicine = findMedicine(slug)
  if (!medicine) return { ok: false, reason: 'unknown' }
  if (intent === 'remove') {
    const change = setCartQuantity(lines, slug, 0)
    return change.ok ? { ...change, added: null } : change
  }
  const quantity = packs(form.quantity, intent === 'add' ? 1 : null)
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY)
    return { ok: false, reason: 'quantity' }
  const change =
    intent === 'add' ? addToCart(lines, slug, quantity) : setCartQuantity(lines, slug, quantity)
  if (!change.ok) return change
  return { ...change, added: intent === 'add' ? medicine : null }
}
