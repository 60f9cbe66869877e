import { LAB_PACKAGES, LAB_TESTS, type LabPackage, type LabTest } from '#app/content/lab-tests.ts'
import { type LabItemKind, MAX_CART_ITEMS } from '#app/db/schema/lab-values.ts'

// The cart of tests and packages: items named `test:<slug>` or `package:<slug>`, pure rules for
// what it holds and what it costs. The booking page keeps it in a cookie; the server prices it
// again from the catalogue when the order is stored.

export type CartItem = { kind: LabItemKind; slug: string }

export type PricedItem =
  | { kind: 'test'; slug: string; test: LabTest; priceInr: number }
  | { kind: 'package'; slug: string; pack: LabPackage; priceInr: number }

const TESTS = new Map(LAB_TESTS.map((test) => [test.slug, test]))
const PACKAGES = new Map(LAB_PACKAGES.map((pack) => [pack.slug, pack]))

export const findTest = (slug: string) => TESTS.get(slug) ?? null
export const findPackage = (slug: string) => PACKAGES.get(slug) ?? null

export const itemKey = (item: CartItem) => `${item.kind}:${item.slug}`

/** An item's name in the reader's language (its slug if the catalogue no longer has it). */
export function itemName(item: CartItem, locale: 'en' | 'hi'): string {
  const found = item.kind === 'test' ? findTest(item.slug) : findPackage(item.slug)
  if (!found) return item.slug
  return locale === 'hi' ? found.nameHi : found.name
}

/** An item as a form sends it ("test:cbc"), or null for anything not in the catalogue. */
export function parseItemKey(value: string): CartItem | null {
  const [kind, slug, ...rest] = value.split(':')
  if (rest.length > 0 || !slug) return null
  if (kind === 'test' && TESTS.has(slug)) return { kind, slug }
  if (kind === 'package' && PACKAGES.has(slug)) return { kind, slug }
  return null
}

/**
 * The cart after adding an item: a test already inside a package in the cart is not added twice,
 * a package takes the place of single tests it contains, and a cart holds at most 20 items.
 */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  if (cart.some((held) => itemKey(held) === itemKey(item))) return [...cart]
  if (item.kind === 'test' && coveredTests(cart).has(item.slug)) return [...cart]
  const kept =
    item.kind === 'package'
      ? cart.filter(
          (held) => !(held.kind === 'test' && findPackage(item.slug)!.tests.includes(held.slug)),
        )
      : [...cart]
  if (kept.length >= MAX_CART_ITEMS) return kept
  return [...kept, item]
}

export const removeFromCart = (cart: readonly CartItem[], item: CartItem) =>
  cart.filter((held) => itemKey(held) !== itemKey(item))

/** The tests the cart's packages already hold. */
function coveredTests(cart: readonly CartItem[]): Set<string> {
  return new Set(
    cart.flatMap((item) => (item.kind === 'package' ? findPackage(item.slug)!.tests : [])),
  )
}

/** The cart's items with today's prices (unknown items dropped). */
export function priceCart(cart: readonly CartItem[]): PricedItem[] {
  const priced: PricedItem[] = []
  for (const item of cart) {
    if (item.kind === 'test') {
      const test = findTest(item.slug)
      if (test) priced.push({ kind: 'test', slug: test.slug, test, priceInr: test.priceInr })
    } else {
      const pack = findPackage(item.slug)
      if (pack) priced.push({ kind: 'package', slug: pack.slug, pack, priceInr: pack.priceInr })
    }
  }
  return priced
}

export const cartTotal = (priced: readonly PricedItem[]) =>
  priced.reduce((sum, item) => sum + item.priceInr, 0)

/** Every distinct test the cart holds, packages opened up, in catalogue order. */
export function cartTests(cart: readonly CartItem[]): LabTest[] {
  const slugs = new Set(
    cart.flatMap((item) =>
      item.kind === 'test' ? [item.slug] : (findPackage(item.slug)?.tests ?? []),
    ),
  )
  return LAB_TESTS.filter((test) => slugs.has(test.slug))
}

/** The longest fast any of the cart's tests needs, in hours, or null. */
export function cartFastingHours(cart: readonly CartItem[]): number | null {
  const hours = cartTests(cart)
    .map((test) => test.fasting)
    .filter((fasting): fasting is number => fasting !== null)
  return hours.length ? Math.max(...hours) : null
}

/** Whether every test of the cart can be collected at home (a skin test or semen sample cannot). */
export const cartAllowsHomeCollection = (cart: readonly CartItem[]) =>
  cartTests(cart).every((test) => test.homeCollection)

/** A test only for one sex (PSA, a pregnancy test) in a cart for the other. */
export function testsNotForSex(cart: readonly CartItem[], sex: 'male' | 'female'): LabTest[] {
  return cartTests(cart).filter((test) => test.forSex && test.forSex !== sex)
}
