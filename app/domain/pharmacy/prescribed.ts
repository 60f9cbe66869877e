import { type Medicine, MEDICINES } from '#app/content/medicines.ts'
import { normalizeQuery } from '#app/domain/search/index.ts'
import { type CartLine, setCartQuantity } from './medicines.ts'

// The medicines on one of our e-prescriptions, as the doctor wrote them ("Dolo 650", "Tab
// Amoxycillin" with strength "500 mg"), matched to the catalogue so that the patient orders them in
// one step. A line the catalogue does not know is left for the pharmacist to read from the
// prescription, never guessed at; a strength that differs from every entry matches nothing.

type Named = { medicine: Medicine; names: string[]; strength: string }

/** '500mg', '500 MG', '500 mg.' → '500mg'. */
const plainStrength = (text: string) => text.toLowerCase().replace(/[\s.]/g, '')

const NAMED: Named[] = MEDICINES.map((medicine) => ({
  medicine,
  names: [medicine.generic, medicine.genericHi, ...medicine.brands, ...(medicine.aliases ?? [])]
    .map(normalizeQuery)
    .filter(Boolean),
  strength: plainStrength(medicine.strength),
}))

/** Words a doctor writes before a medicine's name that say only its form. */
const FORM_WORDS =
  /^(tab|tabs|tablet|cap|caps|capsule|syp|syrup|susp|inj|oint|cream|gel|drops?)\b\.?\s*/

/**
 * The catalogue medicine a prescription line names: its brand (which carries the strength) or its
 * generic name with the strength the doctor wrote; null when unsure.
 */
export function matchPrescribedLine(line: { name: string; strength?: string }): Medicine | null {
  const name = normalizeQuery(line.name).replace(FORM_WORDS, '').trim()
  if (!name) return null
  const strength = line.strength ? plainStrength(line.strength) : ''
  // A brand names one entry exactly ("dolo 650").
  const byBrand = NAMED.filter((entry) =>
    entry.medicine.brands.some((brand) => normalizeQuery(brand) === name),
  )
  if (byBrand.length === 1) return byBrand[0]!.medicine
  // A generic name, or a name with its strength inside ("amoxycillin 500 mg").
  const candidates = NAMED.filter((entry) =>
    entry.names.some((known) => name === known || name.startsWith(`${known} `)),
  )
  const inName = plainStrength(name.replace(/^[^\d]*/, ''))
  const wanted = strength || inName
  const sameStrength = candidates.filter((entry) => wanted && entry.strength === wanted)
  if (sameStrength.length === 1) return sameStrength[0]!.medicine
  if (!wanted && candidates.length === 1) return candidates[0]!.medicine
  return null
}

/** The cart for a prescription's medicines (a pack of each), and the lines that matched nothing. */
export function matchPrescribedMedicines(lines: readonly { name: string; strength?: string }[]): {
  lines: CartLine[]
  unmatched: string[]
} {
  let cart: CartLine[] = []
  const unmatched: string[] = []
  for (const line of lines) {
    const medicine = matchPrescribedLine(line)
    const added = medicine ? setCartQuantity(cart, medicine.slug, 1) : null
    if (added?.ok) cart = added.lines
    else unmatched.push([line.name, line.strength].filter(Boolean).join(' '))
  }
  return { lines: cart, unmatched }
}

/** The catalogue medicines an e-prescription's content names: what it stands for at the pharmacy. */
export function prescribedSlugs(content: unknown): Set<string> {
  const medicines = (content as { medicines?: { name: string; strength?: string }[] }).medicines
  return new Set(matchPrescribedMedicines(medicines ?? []).lines.map((line) => line.slug))
}
