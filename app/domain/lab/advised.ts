import { LAB_PACKAGES, LAB_TESTS } from '#app/content/lab-tests.ts'
import { normalizeQuery } from '#app/domain/search/index.ts'
import { addToCart, type CartItem } from './cart.ts'

// The tests a doctor advised on an e-prescription, as the doctor wrote them ("CBC", "HbA1c",
// "Lipid profile (fasting)"), matched to the catalogue so that the patient books them in one step.
// A line the catalogue does not know is shown to the patient as it is, never guessed at.

type Named = { kind: 'test' | 'package'; slug: string; names: string[] }

const NAMED: Named[] = [
  ...LAB_PACKAGES.map((pack) => ({
    kind: 'package' as const,
    slug: pack.slug,
    names: [pack.name, pack.nameHi, ...pack.aliases],
  })),
  ...LAB_TESTS.map((test) => ({
    kind: 'test' as const,
    slug: test.slug,
    names: [test.name, test.nameHi, ...test.aliases, test.slug.replace(/-/g, ' ')],
  })),
].map((entry) => ({ ...entry, names: entry.names.map(normalizeQuery).filter(Boolean) }))

/** Words a doctor adds around a test's name that do not change which test it is. */
const NOISE =
  /\b(test|tests|serum|blood|level|levels|fasting|random|please|do|repeat|report|investigation)\b/g

function simplify(text: string): string {
  return normalizeQuery(text).replace(NOISE, ' ').replace(/\s+/g, ' ').trim()
}

/** The catalogue item a line names: its exact name or alias, else the longest one it contains. */
export function matchAdvisedLine(line: string): CartItem | null {
  const plain = normalizeQuery(line)
  const simple = simplify(line)
  if (!plain) return null
  const exact = NAMED.find((entry) =>
    entry.names.some((name) => name === plain || (simple && simplify(name) === simple)),
  )
  if (exact) return { kind: exact.kind, slug: exact.slug }
  let best: { entry: Named; length: number } | null = null
  for (const entry of NAMED) {
    for (const name of entry.names) {
      if (name.length < 3) continue
      const inside = new RegExp(`(^| )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`).test(
        plain,
      )
      if (inside && (!best || name.length > best.length)) best = { entry, length: name.length }
    }
  }
  return best ? { kind: best.entry.kind, slug: best.entry.slug } : null
}

/** The cart for a prescription's advised tests, and the lines that matched nothing. */
export function matchAdvisedTests(lines: readonly string[]): {
  items: CartItem[]
  unmatched: string[]
} {
  let items: CartItem[] = []
  const unmatched: string[] = []
  for (const line of lines) {
    const item = matchAdvisedLine(line)
    if (item) items = addToCart(items, item)
    else if (line.trim()) unmatched.push(line.trim())
  }
  return { items, unmatched }
}
