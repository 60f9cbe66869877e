import { type Medicine, MEDICINES } from '#app/content/medicines.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY } from '#app/db/schema/pharmacy-values.ts'

// The pharmacy's pure rules over the catalogue (app/content/medicines.ts): finding a medicine,
// which need a prescription, the cart (slug and packs), its total, and what a substitute may be.
// The cart page, the order form, the pharmacist's check and the tests all use these.

const BY_SLUG = new Map(MEDICINES.map((medicine) => [medicine.slug, medicine]))

export const findMedicine = (slug: string): Medicine | null => BY_SLUG.get(slug) ?? null

/** A medicine's name as a pharmacy writes it: 'Paracetamol 500 mg tablet'. */
export function medicineName(medicine: Medicine, locale: 'en' | 'hi'): string {
  const generic = locale === 'hi' ? medicine.genericHi : medicine.generic
  return `${generic} ${medicine.strength}`
}

/** Schedules H, H1 and X: sold only against a prescription a pharmacist has checked. */
export const needsPrescription = (medicine: Pick<Medicine, 'schedule'>) =>
  medicine.schedule !== 'otc'

/** Schedule X (narcotic and psychotropic): never sold online, only at the counter. */
export const soldOnlyAtCounter = (medicine: Pick<Medicine, 'schedule'>) => medicine.schedule === 'X'

/** One line of the cart: a catalogue medicine and how many packs. */
export type CartLine = { slug: string; quantity: number }

/** The cart's lines as kept in the cookie and posted by forms: `slug*2,slug*1`. */
export const cartLineKey = (line: CartLine) => `${line.slug}*${line.quantity}`

/** A line as written by `cartLineKey`, or null for anything not in the catalogue or beyond limits. */
export function parseCartLine(value: string): CartLine | null {
  const match = /^([a-z0-9-]{1,80})\*(\d{1,2})$/.exec(value)
  if (!match) return null
  const quantity = Number(match[2])
  if (!BY_SLUG.has(match[1]!) || quantity < 1 || quantity > MAX_QUANTITY) return null
  return { slug: match[1]!, quantity }
}

export type CartChange =
  | { ok: true; lines: CartLine[] }
  | { ok: false; reason: 'unknown' | 'counterOnly' | 'tooMany' | 'quantity' }

/**
 * The cart with a medicine's packs set to `quantity` (0 takes it out). A medicine is one line
 * however often it is added; a line holds 1–10 packs and a cart at most 20 lines; Schedule X
 * medicines never enter a cart.
 */
export function setCartQuantity(
  lines: readonly CartLine[],
  slug: string,
  quantity: number,
): CartChange {
  const medicine = findMedicine(slug)
  if (!medicine) return { ok: false, reason: 'unknown' }
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
    return { ok: false, reason: 'quantity' }
  if (quantity === 0) return { ok: true, lines: lines.filter((line) => line.slug !== slug) }
  if (soldOnlyAtCounter(medicine)) return { ok: false, reason: 'counterOnly' }
  const held = lines.some((line) => line.slug === slug)
  if (!held && lines.length >= MAX_ORDER_LINES) return { ok: false, reason: 'tooMany' }
  return {
    ok: true,
    lines: held
      ? lines.map((line) => (line.slug === slug ? { slug, quantity } : line))
      : [...lines, { slug, quantity }],
  }
}

/** The cart after adding packs of a medicine (to what it already holds, at most 10). */
export function addToCart(lines: readonly CartLine[], slug: string, quantity = 1): CartChange {
  const held = lines.find((line) => line.slug === slug)?.quantity ?? 0
  return setCartQuantity(lines, slug, Math.min(MAX_QUANTITY, held + quantity))
}

/**
 * Lines as posted or read back: only catalogue medicines within limits, each medicine once (its
 * first line), at most 20 lines. Never trusts what a browser sent.
 */
export function normaliseCart(values: readonly string[]): CartLine[] {
  const lines: CartLine[] = []
  for (const value of values) {
    const line = parseCartLine(value)
    if (!line || lines.some((held) => held.slug === line.slug)) continue
    if (soldOnlyAtCounter(findMedicine(line.slug)!)) continue
    lines.push(line)
    if (lines.length === MAX_ORDER_LINES) break
  }
  return lines
}

export type PricedLine = CartLine & { medicine: Medicine; unitPriceInr: number; amountInr: number }

/** The cart's lines at today's MRP (unknown medicines dropped). */
export function priceCart(lines: readonly CartLine[]): PricedLine[] {
  return lines.flatMap((line) => {
    const medicine = findMedicine(line.slug)
    if (!medicine) return []
    return [
      {
        ...line,
        medicine,
        unitPriceInr: medicine.mrpInr,
        amountInr: medicine.mrpInr * line.quantity,
      },
    ]
  })
}

/** What lines cost: packs × price, in whole rupees. */
export const linesTotal = (lines: readonly { quantity: number; unitPriceInr: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitPriceInr, 0)

/** The cart's medicines that need a prescription. */
export const prescriptionOnlyLines = <T extends CartLine>(lines: readonly T[]) =>
  lines.filter((line) => {
    const medicine = findMedicine(line.slug)
    return medicine !== null && needsPrescription(medicine)
  })

/**
 * Where a prescription comes from: photos (or a PDF) of a paper one, whose pages stand for every
 * line (the pharmacist reads them), and/or one of our e-prescriptions, which stands only for the
 * medicines it names (`prescribed`, catalogue slugs).
 */
export type PrescriptionCover = { pages: number; prescribed: ReadonlySet<string> | null }

/** Whether a prescription covers this medicine. */
export const coveredBy = (cover: PrescriptionCover, slug: string) =>
  cover.pages > 0 || Boolean(cover.prescribed?.has(slug))

/** The prescription-only lines no prescription of the order covers. */
export const uncoveredLines = <T extends CartLine>(lines: readonly T[], cover: PrescriptionCover) =>
  prescriptionOnlyLines(lines).filter((line) => !coveredBy(cover, line.slug))

/**
 * The order's rule: a prescription-only medicine is ordered only with a prescription that covers
 * it — photos of a paper one, or one of our e-prescriptions that names it — and an order needs
 * something to act on (medicines or a prescription to read them from). Returns what is missing,
 * or null.
 */
export function orderRefusal(input: {
  lines: readonly CartLine[]
  cover: PrescriptionCover
}): 'empty' | 'prescriptionNeeded' | null {
  const anyPrescription = input.cover.pages > 0 || input.cover.prescribed !== null
  if (input.lines.length === 0 && !anyPrescription) return 'empty'
  if (uncoveredLines(input.lines, input.cover).length > 0) return 'prescriptionNeeded'
  return null
}

/** A line of the pharmacist's list, as the substitution and agreement rules see it. */
export type CheckedLine = {
  slug: string
  brand: string
  quantity: number
  unitPriceInr: number
  substituteFor: { slug: string; brand: string } | null
}

export type SubstituteRefusal = 'unknown' | 'differentComposition' | 'sameMedicine'

/**
 * Whether `offered` may stand in for `asked`: the same composition (active ingredients and their
 * strengths) in the same form — another maker's brand of the same medicine, usually. Giving the same
 * medicine of the same brand is not a substitute.
 */
export function substituteRefusal(
  asked: { slug: string; brand: string },
  offered: { slug: string; brand: string },
): SubstituteRefusal | null {
  const a = findMedicine(asked.slug)
  const b = findMedicine(offered.slug)
  if (!a || !b) return 'unknown'
  if (a.composition !== b.composition || a.form !== b.form) return 'differentComposition'
  if (a.slug === b.slug && asked.brand.trim().toLowerCase() === offered.brand.trim().toLowerCase())
    return 'sameMedicine'
  return null
}

export type LineRefusal =
  'unknown' | 'counterOnly' | 'quantity' | 'price' | 'brand' | SubstituteRefusal

/** What is wrong with one line of a pharmacist's list, or null. */
export function checkedLineRefusal(line: CheckedLine): LineRefusal | null {
  const medicine = findMedicine(line.slug)
  if (!medicine) return 'unknown'
  if (soldOnlyAtCounter(medicine)) return 'counterOnly'
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
    return 'quantity'
  if (!Number.isInteger(line.unitPriceInr) || line.unitPriceInr < 0) return 'price'
  if (line.unitPriceInr > medicine.mrpInr) return 'price'
  if (line.brand && !medicine.brands.includes(line.brand)) return 'brand'
  return line.substituteFor ? substituteRefusal(line.substituteFor, line) : null
}

/**
 * Whether the patient must agree to the pharmacist's list before it is packed: when it offers a
 * substitute, holds a medicine or more packs the patient did not put in the order (a list read from
 * a prescription photo always does), or costs more than the patient's own lines at MRP.
 */
export function needsPatientAgreement(
  requested: readonly CartLine[],
  checked: readonly CheckedLine[],
): boolean {
  if (checked.some((line) => line.substituteFor !== null)) return true
  const asked = new Map(requested.map((line) => [line.slug, line.quantity]))
  if (checked.some((line) => line.quantity > (asked.get(line.slug) ?? 0))) return true
  return linesTotal(checked) > linesTotal(priceCart(requested))
}
