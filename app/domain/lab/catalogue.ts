import {
  type AgeSpan,
  LAB_PACKAGES,
  LAB_TESTS,
  type LabCategory,
  type LabPackage,
  type LabSample,
  type LabTest,
  type ReferenceRange,
} from '#app/content/lab-tests.ts'
import { normalizeQuery, QUERY_MAX_LENGTH } from '#app/domain/search/index.ts'

/**
 * The public catalogue's rules over app/content/lab-tests.ts: which tests and packages a search
 * and the filters leave, what a package saves against its tests bought one by one, which tests
 * the symptom guide mentions, and a reference range in parts a page puts into words.
 */

export const LAB_CATEGORIES = [
  ...new Set(LAB_TESTS.map((test) => test.category)),
] as readonly LabCategory[]
export const LAB_SAMPLES = [
  ...new Set(LAB_TESTS.map((test) => test.sample)),
] as readonly LabSample[]

export type CatalogueFilters = {
  /** As typed (cut to the search's length), for the search box. */
  q: string
  category: LabCategory | null
  sample: LabSample | null
  /** Only tests that need no fasting. */
  noFasting: boolean
  /** Only tests a technician can collect at home. */
  homeCollection: boolean
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value && (list as readonly string[]).includes(value) ? (value as T) : null

/** The catalogue's GET form: unknown values are ignored, never an error. */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  return {
    q: Array.from((params.get('q') ?? '').trim())
      .slice(0, QUERY_MAX_LENGTH)
      .join(''),
    category: oneOf(LAB_CATEGORIES, params.get('category')),
    sample: oneOf(LAB_SAMPLES, params.get('sample')),
    noFasting: params.get('fasting') === 'no',
    homeCollection: params.get('home') === '1',
  }
}

export const isFiltered = (f: CatalogueFilters) =>
  Boolean(f.q || f.category || f.sample || f.noFasting || f.homeCollection)

/** Every word typed appears (case, accents and Hindi spelling folded) in a name or an alias. */
function matchesQuery(item: { name: string; nameHi: string; aliases: readonly string[] }) {
  const haystack = ` ${[item.name, item.nameHi, ...item.aliases].map(normalizeQuery).join(' | ')} `
  return (words: readonly string[]) => words.every((word) => haystack.includes(word))
}

const queryWords = (q: string) => normalizeQuery(q).split(' ').filter(Boolean)

export const findLabTest = (slug: string): LabTest | undefined =>
  LAB_TESTS.find((test) => test.slug === slug)
export const findLabPackage = (slug: string): LabPackage | undefined =>
  LAB_PACKAGES.find((pkg) => pkg.slug === slug)

export const testsOfPackage = (pkg: LabPackage): LabTest[] =>
  pkg.tests.map((slug) => findLabTest(slug)).filter((test): test is LabTest => Boolean(test))

/** A package's price against its tests bought one by one. */
export function packagePricing(pkg: LabPackage) {
  const separately = testsOfPackage(pkg).reduce((sum, test) => sum + test.priceInr, 0)
  return {
    priceInr: pkg.priceInr,
    separatelyInr: separately,
    savingInr: Math.max(0, separately - pkg.priceInr),
  }
}

/** A package as a whole: the longest fasting of its tests, home collection only if all allow it. */
export function packageNeeds(pkg: LabPackage) {
  const tests = testsOfPackage(pkg)
  const fastings = tests.flatMap((test) => (test.fasting === null ? [] : [test.fasting]))
  return {
    fasting: fastings.length > 0 ? Math.max(...fastings) : null,
    homeCollection: tests.every((test) => test.homeCollection),
  }
}

/**
 * The tests and packages a visitor's search and filters leave, in catalogue order. Packages mix
 * samples and kinds of test, so a category or sample filter leaves none of them.
 */
export function filterCatalogue(filters: CatalogueFilters): {
  tests: LabTest[]
  packages: LabPackage[]
} {
  const words = queryWords(filters.q)
  const tests = LAB_TESTS.filter(
    (test) =>
      (!filters.category || test.category === filters.category) &&
      (!filters.sample || test.sample === filters.sample) &&
      (!filters.noFasting || test.fasting === null) &&
      (!filters.homeCollection || test.homeCollection) &&
      matchesQuery(test)(words),
  )
  const packages =
    filters.category || filters.sample
      ? []
      : LAB_PACKAGES.filter((pkg) => {
          const needs = packageNeeds(pkg)
          return (
            (!filters.noFasting || needs.fasting === null) &&
            (!filters.homeCollection || needs.homeCollection) &&
            matchesQuery(pkg)(words)
          )
        })
  return { tests, packages }
}

/** The packages that include a test, for its page. */
export const packagesWith = (slug: string) => LAB_PACKAGES.filter((pkg) => pkg.tests.includes(slug))

/** How many tests the symptom guide lists beside its advice. */
export const ADVISED_TESTS_SHOWN = 4

/**
 * The tests doctors commonly advise for the symptoms chosen in the guide: those that name most
 * of them first, then in catalogue order; at most `limit`.
 */
export function testsAdvisedFor(
  symptomSlugs: readonly string[],
  limit = ADVISED_TESTS_SHOWN,
  table: readonly LabTest[] = LAB_TESTS,
): LabTest[] {
  const wanted = new Set(symptomSlugs)
  return table
    .map((test, index) => ({
      test,
      index,
      hits: test.symptoms.filter((slug) => wanted.has(slug)).length,
    }))
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, limit)
    .map(({ test }) => test)
}

/** The age a range applies to: in months below one year (0.5 → 6 months). */
export type AgeAmount = { unit: 'months' | 'years'; count: number }
const ageAmount = (years: number): AgeAmount =>
  years < 1 ? { unit: 'months', count: Math.round(years * 12) } : { unit: 'years', count: years }

export type RangeParts = {
  sex: ReferenceRange['sex'] | null
  ages:
    | { kind: 'from'; from: AgeAmount }
    | { kind: 'under'; to: AgeAmount }
    | { kind: 'between'; from: AgeAmount; to: AgeAmount }
    | null
  /** The normal values at the analyte's precision: both ends, "up to" or "or more". */
  values:
    | { kind: 'between'; low: string; high: string }
    | { kind: 'upTo'; high: string }
    | { kind: 'atLeast'; low: string }
}

function agesOf(span: AgeSpan | undefined): RangeParts['ages'] {
  const from = span?.min ? ageAmount(span.min) : null
  const to = span?.max !== undefined ? ageAmount(span.max) : null
  if (from && to) return { kind: 'between', from, to }
  if (from) return { kind: 'from', from }
  if (to) return { kind: 'under', to }
  return null
}

/**
 * A reference range in parts: who it is for and its normal values, printed as the report prints
 * them (Indian grouping, the analyte's decimals: 1,50,000 and 13.0).
 */
export function rangeParts(range: ReferenceRange, decimals: number): RangeParts {
  const format = (value: number) =>
    value.toLocaleString('en-IN', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
  const { low, high } = range
  return {
    sex: range.sex ?? null,
    ages: agesOf(range.ageYears),
    values:
      low !== undefined && high !== undefined
        ? { kind: 'between', low: format(low), high: format(high) }
        : high !== undefined
          ? { kind: 'upTo', high: format(high) }
          : { kind: 'atLeast', low: format(low ?? 0) },
  }
}
