import { DEPARTMENTS, type DepartmentSlug } from '#app/content/departments.ts'
import { SYMPTOMS, type SymptomEntry } from '#app/content/symptoms.ts'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'
import { symptomText } from './symptom-text.ts'
import { isPlainWord, lexiconConcepts, withinEdits } from './triage/match.ts'
import { foldWord, tokenize } from './triage/normalize.ts'

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

const FOLDED_FILLERS = new Set([...FILLER_WORDS].map(foldWord))

/** The meaningful words of a text, folded as the triage folds them (normalize.ts). */
const meaningfulWords = (text: string) =>
  tokenize(text)
    .map((token) => token.word)
    .filter((word) => !FOLDED_FILLERS.has(word))

let knownWordsMemo: Set<string> | undefined
/** Every word of the table's phrases: a typed word that is one of them is never read as another. */
function knownWords(table: readonly SymptomEntry[]): Set<string> {
  if (table !== SYMPTOMS) return new Set(table.flatMap(phrasesOf).flatMap(meaningfulWords))
  return (knownWordsMemo ??= new Set(SYMPTOMS.flatMap(phrasesOf).flatMap(meaningfulWords)))
}

/**
 * The words of known phrases a typed word matches with a typo or two after its first letter: only
 * long Latin words, and
 * never when the typed word is a word of its own — of the table, a common word, or a word of the
 * triage's lexicon for something else ("sweating" is never "swelling", "paining" never "fainting",
 * "bahar" never "zahar"; "hart" is "heart", both words of a heart attack).
 */
function typoTargets(typed: string, table: readonly SymptomEntry[]): readonly string[] {
  const memo = table === SYMPTOMS ? typoMemo : undefined
  const remembered = memo?.get(typed)
  if (remembered) return remembered
  let targets: string[] = []
  if (!knownWords(table).has(typed) && !isPlainWord(typed)) {
    const own = lexiconConcepts(typed)
    targets = fuzzyCandidates(table).filter(
      (expected) =>
        expected[0] === typed[0] &&
        Math.abs(expected.length - typed.length) <= 2 &&
        withinEdits(expected, typed, expected.length >= 8 ? 2 : 1) &&
        (own === null || [...(lexiconConcepts(expected) ?? [])].some((c) => own.has(c))),
    )
  }
  if (memo) {
    if (memo.size > 20_000) memo.clear()
    memo.set(typed, targets)
  }
  return targets
}
const typoMemo = new Map<string, string[]>()

let fuzzyMemo: string[] | undefined
/** The words of the table's phrases a typo may be read as: Latin, five letters or more. */
function fuzzyCandidates(table: readonly SymptomEntry[]): string[] {
  const build = () =>
    [...knownWords(table)].filter(
      (word) => word.length >= 5 && !/[^\p{Script=Latin}\p{N}]/u.test(word),
    )
  if (table !== SYMPTOMS) return build()
  return (fuzzyMemo ??= build())
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
  return [outside, ...inside, entry.nameHi, ...entry.aliases].filter((phrase) => phrase.trim())
}

let phraseWordsMemo: Array<{ entry: SymptomEntry; phrases: string[][] }> | undefined
/** Each entry's phrases as folded words, worked out once for the symptom table. */
function phraseWordsOf(table: readonly SymptomEntry[]) {
  const build = () =>
    table.map((entry) => ({ entry, phrases: phrasesOf(entry).map(meaningfulWords) }))
  if (table !== SYMPTOMS) return build()
  return (phraseWordsMemo ??= build())
}

/** "not" in the languages the table is written in, folded. */
const NEGATORS = new Set(
  ['no', 'not', 'nahi', 'nahin', 'na', 'bina', 'नहीं', 'नही', 'ना', 'न', 'बिना'].map(foldWord),
)

/**
 * The typed words (by position) a phrase's words all match, or null when one is missing. A phrase
 * that says "not" is said only with its "not" next to its words: "saans nahi" (no breath) is not
 * "saans phool rahi, bukhar nahi".
 */
function wordsCovered(
  words: readonly string[],
  hitsOf: ReadonlyMap<string, number[]>,
): Set<number> | null {
  if (words.length === 0) return null
  const covered = new Set<number>()
  for (const word of words) {
    const hits = hitsOf.get(word)
    if (!hits) return null
    for (const index of hits) covered.add(index)
  }
  const negator = words.find((word) => NEGATORS.has(word))
  if (negator !== undefined) {
    const reach = words.length + 2
    const near = hitsOf
      .get(negator)!
      .some((at) =>
        words.every((word) => hitsOf.get(word)!.some((index) => Math.abs(index - at) <= reach)),
      )
    if (!near) return null
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
  const typed = meaningfulWords(text)
  if (typed.length === 0) return []
  // Each phrase word with the typed words (by position) it matches, as written or by a typo.
  const hitsOf = new Map<string, number[]>()
  typed.forEach((word, index) => {
    for (const target of [word, ...typoTargets(word, table)]) {
      const hits = hitsOf.get(target)
      if (!hits) hitsOf.set(target, [index])
      else if (hits.at(-1) !== index) hits.push(index)
    }
  })
  const mentioned = phraseWordsOf(table).flatMap(({ entry, phrases }) => {
    let best: Set<number> | null = null
    for (const words of phrases) {
      const covered = wordsCovered(words, hitsOf)
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
