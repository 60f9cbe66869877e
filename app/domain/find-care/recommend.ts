import { DEPARTMENTS, type DepartmentSlug } from '#app/content/departments.ts'
import { SYMPTOMS, type SymptomEntry } from '#app/content/symptoms.ts'
import { normalizeQuery } from '#app/domain/search/search-entries.ts'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'
import { symptomText } from './symptom-text.ts'

/** Words that carry no meaning on their own, in English and (romanised) Hindi. */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  's',
  't',
  'of',
  'in',
  'on',
  'with',
  'my',
  'i',
  'have',
  'has',
  'is',
  'to',
  'for',
  'at',
  'or',
  'very',
  'ka',
  'ki',
  'ke',
  'me',
  'mein',
  'hai',
  'ho',
  'raha',
  'rahi',
  'aur',
  'का',
  'की',
  'के',
  'में',
  'है',
  'हो',
  'रहा',
  'रही',
  'और',
  'से',
])

const meaningfulWords = (text: string) =>
  text.split(' ').filter((word) => word && !FILLER_WORDS.has(word))

/** Edit distance with an early exit: true when `a` and `b` differ by at most `max` edits. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      current.push(value)
      rowMin = Math.min(rowMin, value)
    }
    if (rowMin > max) return false
    previous = current
  }
  return previous[b.length]! <= max
}

/** A word of a known phrase matches a typed word exactly, or with a typo or two when it is long. */
function wordMatches(expected: string, typed: string): boolean {
  if (expected === typed) return true
  if (expected.length < 5 || /[^\p{Script=Latin}\p{N}]/u.test(expected)) return false
  return withinEdits(expected, typed, expected.length >= 8 ? 2 : 1)
}

/**
 * The ways an entry can be mentioned. A name's parenthesis lists alternatives on its own:
 * "Stroke signs (face drooping, arm weakness)" is mentioned by "face drooping" alone.
 */
function phrasesOf(entry: SymptomEntry): string[] {
  const inside = [...entry.name.matchAll(/\(([^)]*)\)/g)].flatMap((match) =>
    match[1]!.split(/,| or /),
  )
  const outside = entry.name.replace(/\([^)]*\)/g, ' ')
  return [outside, ...inside, entry.nameHi, ...entry.aliases].map(normalizeQuery).filter(Boolean)
}

/** The typed words (by position) a phrase's words all match, or null when one is missing. */
function wordsCovered(phrase: string, typed: readonly string[]): Set<number> | null {
  const words = meaningfulWords(phrase)
  if (words.length === 0) return null
  const covered = new Set<number>()
  for (const word of words) {
    const hits = typed.flatMap((t, index) => (wordMatches(word, t) ? [index] : []))
    if (hits.length === 0) return null
    for (const index of hits) covered.add(index)
  }
  return covered
}

const isStrictSubset = (small: Set<number>, large: Set<number>) =>
  small.size < large.size && [...small].every((index) => large.has(index))

/**
 * The symptoms and conditions a visitor describes in their own words: an entry is mentioned when
 * every meaningful word of its name or one of its aliases appears in the text (small typos in
 * longer English words are forgiven; Hindi must match as written). The most specific mention
 * wins: "child fever" is a child's fever, not also an adult's, so an ordinary entry whose words
 * are only part of another mentioned entry's is left out. Red flags are always kept.
 */
export function findMentionedSymptoms(
  text: string,
  table: readonly SymptomEntry[] = SYMPTOMS,
): SymptomEntry[] {
  const typed = meaningfulWords(normalizeQuery(text))
  if (typed.length === 0) return []
  const mentioned = table.flatMap((entry) => {
    let best: Set<number> | null = null
    for (const phrase of phrasesOf(entry)) {
      const covered = wordsCovered(phrase, typed)
      if (covered && (!best || covered.size > best.size)) best = covered
    }
    return best ? [{ entry, covered: best }] : []
  })
  return mentioned
    .filter(
      ({ entry, covered }) =>
        entry.redFlag ||
        !mentioned.some((other) => other.entry !== entry && isStrictSubset(covered, other.covered)),
    )
    .map(({ entry }) => entry)
}

export type DepartmentAdvice = {
  slug: DepartmentSlug
  /** The symptoms that led here, each with why this clinic can help, as catalogue references. */
  reasons: Array<{ slug: string; symptom: MessageRef; reason: MessageRef }>
}

export type CareAdvice = {
  /** True when anything chosen is an emergency: the page leads with the emergency line. */
  emergency: boolean
  redFlags: SymptomEntry[]
  chosen: SymptomEntry[]
  departments: DepartmentAdvice[]
}

/**
 * Which clinics to see for the chosen symptoms. A clinic scores 3, 2 or 1 for being a symptom's
 * first, second or third choice; clinics are listed best first, each with the reasons that led
 * there (put into words in the reader's language by the page). Red flags are kept apart so that the emergency advice comes before any appointment.
 */
export function recommendCare(
  slugs: readonly string[],
  table: readonly SymptomEntry[] = SYMPTOMS,
): CareAdvice {
  const wanted = new Set(slugs)
  const chosen = table.filter((entry) => wanted.has(entry.slug))
  const redFlags = chosen.filter((entry) => entry.redFlag)
  const scores = new Map<DepartmentSlug, { score: number; reasons: DepartmentAdvice['reasons'] }>()
  for (const entry of chosen) {
    entry.departments.forEach((slug, index) => {
      const current = scores.get(slug) ?? { score: 0, reasons: [] }
      current.score += Math.max(1, 3 - index)
      current.reasons.push({
        slug: entry.slug,
        symptom: symptomText(entry.slug, 'name'),
        reason: symptomText(entry.slug, 'why'),
      })
      scores.set(slug, current)
    })
  }
  const order = (slug: DepartmentSlug) => DEPARTMENTS.findIndex((d) => d.slug === slug)
  const departments = [...scores.entries()]
    .sort(([a, x], [b, y]) => y.score - x.score || order(a) - order(b))
    .map(([slug, { reasons }]) => ({ slug, reasons }))
  return { emergency: redFlags.length > 0, redFlags, chosen, departments }
}
