import {
  type Medicine,
  MEDICINE_CATEGORIES,
  MEDICINE_FORMS,
  type MedicineCategory,
  type MedicineForm,
  MEDICINES,
} from '#app/content/medicines.ts'
import { normalizeQuery, QUERY_MAX_LENGTH } from '#app/domain/search/index.ts'

/**
 * The public medicine catalogue's rules over app/content/medicines.ts: what the search box and
 * the filters leave, in what order, and which other medicines share a composition. Pure and over
 * a couple of hundred entries, so it runs on every request without an index in the database.
 *
 * The search forgives the spellings people type: case, accents and Hindi spelling are folded
 * (normalizeQuery), a word may be the start of a name ("amlo"), and a longer word may be one
 * letter off (two for long words): "paracitamol", "amoxicilin", "cetrizine", "पेरासिटामोल".
 */

export type PrescriptionFilter = 'otc' | 'rx'

export type MedicineFilters = {
  /** As typed (cut to the search's length), for the search box. */
  q: string
  category: MedicineCategory | null
  form: MedicineForm | null
  /** Only medicines sold without a prescription ('otc'), or only those that need one ('rx'). */
  prescription: PrescriptionFilter | null
  /** Which page of the results, from 1 (a phone gets a few dozen medicines at a time). */
  page: number
}

/** How many medicines one page of the catalogue lists. */
export const MEDICINES_PER_PAGE = 40

/** Only the categories and forms the catalogue holds (a filter never offers an empty choice). */
export const CATALOGUE_CATEGORIES = MEDICINE_CATEGORIES.filter((c) =>
  MEDICINES.some((m) => m.category === c),
)
export const CATALOGUE_FORMS = MEDICINE_FORMS.filter((f) => MEDICINES.some((m) => m.form === f))

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null

/** The catalogue's GET form: unknown values are ignored, never an error. */
export function parseMedicineFilters(params: URLSearchParams): MedicineFilters {
  return {
    q: Array.from((params.get('q') ?? '').trim())
      .slice(0, QUERY_MAX_LENGTH)
      .join(''),
    category: oneOf(CATALOGUE_CATEGORIES, params.get('category')),
    form: oneOf(CATALOGUE_FORMS, params.get('form')),
    prescription: oneOf(['otc', 'rx'] as const, params.get('prescription')),
    page: /^\d{1,3}$/.test(params.get('page') ?? '') ? Math.max(1, Number(params.get('page'))) : 1,
  }
}

/** One page of a list, the page asked for kept within the pages there are. */
export function pageOf<T>(items: readonly T[], page: number, perPage = MEDICINES_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, page), pages)
  const start = (current - 1) * perPage
  return {
    items: items.slice(start, start + perPage),
    page: current,
    pages,
    from: items.length === 0 ? 0 : start + 1,
    to: Math.min(items.length, start + perPage),
    count: items.length,
  }
}

export const isFiltered = (f: MedicineFilters) =>
  Boolean(f.q || f.category || f.form || f.prescription)

/** Damerau–Levenshtein distance (a swap of two letters is one slip), given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a)
  const y = Array.from(b)
  if (Math.abs(x.length - y.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[y.length]!
}

/** How many slips a typed word may hold: none below 5 letters, one, two from 9 letters. */
const allowedSlips = (word: string) => {
  const length = Array.from(word).length
  return length >= 9 ? 2 : length >= 5 ? 1 : 0
}

type Indexed = {
  medicine: Medicine
  /** The generic names and brands: a match here ranks above one in aliases or the composition. */
  names: readonly string[]
  words: readonly string[]
  /** Everything searchable, joined, for phrases and numbers ("650", "dolo 650"). */
  text: string
}

const wordsOf = (...parts: readonly string[]) => [
  ...new Set(parts.flatMap((part) => normalizeQuery(part).split(' ')).filter(Boolean)),
]

const INDEX: readonly Indexed[] = MEDICINES.map((medicine) => {
  const names = [medicine.generic, medicine.genericHi, ...medicine.brands]
  const all = [...names, ...(medicine.aliases ?? []), medicine.composition, medicine.strength]
  return {
    medicine,
    names: wordsOf(...names),
    words: wordsOf(...all),
    text: ` ${all.map(normalizeQuery).join(' | ')} `,
  }
})

/** How well one typed word matches a list of words: 3 whole, 2 start of one, 1 a slip off. */
function wordScore(typed: string, words: readonly string[]): number {
  let best = 0
  const slips = allowedSlips(typed)
  for (const word of words) {
    if (word === typed) return 3
    if (typed.length >= 2 && word.startsWith(typed)) best = Math.max(best, 2)
    else if (best < 1 && slips > 0) {
      // A misspelt word, or the misspelt start of a longer one ("paracitam").
      const whole = editDistance(typed, word, slips) <= slips
      const start =
        !whole && word.length > typed.length
          ? editDistance(
              typed,
              Array.from(word).slice(0, Array.from(typed).length).join(''),
              slips,
            ) <= slips
          : false
      if (whole || start) best = 1
    }
  }
  return best
}

/**
 * How well a query matches a medicine, or 0 when some typed word matches nothing. A word found in
 * a name counts a little more than one found only in an alias or the composition.
 */
function matchScore(entry: Indexed, query: string): number {
  const normalized = normalizeQuery(query)
  const typed = normalized.split(' ').filter(Boolean)
  if (typed.length === 0) return 1
  let score = entry.text.includes(` ${normalized} `) ? 2 : 0
  for (const word of typed) {
    const inName = wordScore(word, entry.names)
    const anywhere = inName === 3 ? 3 : Math.max(inName, wordScore(word, entry.words))
    if (anywhere === 0) return 0
    score += anywhere + (inName > 0 ? 0.5 : 0)
  }
  return score
}

/**
 * The medicines a visitor's search and filters leave: the best matches first (catalogue order
 * among equals), or the whole catalogue in its order when nothing is typed.
 */
export function filterMedicines(filters: MedicineFilters): Medicine[] {
  const kept = INDEX.filter(
    ({ medicine: m }) =>
      (!filters.category || m.category === filters.category) &&
      (!filters.form || m.form === filters.form) &&
      (!filters.prescription || (filters.prescription === 'otc') === (m.schedule === 'otc')),
  )
  if (!normalizeQuery(filters.q)) return kept.map((entry) => entry.medicine)
  return kept
    .map((entry, order) => ({ entry, order, score: matchScore(entry, filters.q) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ entry }) => entry.medicine)
}

/** Other medicines of the same active ingredients and strengths (in another form or another pack). */
export const sameComposition = (medicine: Medicine): Medicine[] =>
  MEDICINES.filter((m) => m.composition === medicine.composition && m.slug !== medicine.slug)
