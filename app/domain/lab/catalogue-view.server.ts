import {
  type Analyte,
  LAB_TESTS,
  type LabPackage,
  type LabTest,
  type QuantitativeAnalyte,
  type Sex,
} from '#app/content/lab-tests.ts'
import { symptomHref, symptomText } from '#app/domain/find-care/index.ts'
import { getT, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import {
  type AgeAmount,
  type CatalogueFilters,
  filterCatalogue,
  findLabPackage,
  findLabTest,
  packageNeeds,
  packagePricing,
  packagesWith,
  rangeParts,
  testsOfPackage,
} from './catalogue.ts'
import { resultRef } from './labels.ts'

/**
 * The catalogue's pages as they are shown: every name and text already in the page's language
 * (with the other language's name beside it), ranges in words, so the pages ship no content
 * module to the browser.
 */

/** The first sentence: what a list shows of a test's purpose. */
const firstSentence = (text: string) => text.split(/(?<=[.।?!])\s+/)[0] ?? text

type Named = { name: string; nameHi: string; purpose: string; purposeHi: string }
const inLanguage = (item: Named, locale: Locale) =>
  locale === 'hi'
    ? { name: item.nameHi, otherName: item.name, purpose: item.purposeHi }
    : { name: item.name, otherName: item.nameHi, purpose: item.purpose }

export type TestSummaryView = {
  slug: string
  name: string
  /** The name in the other language (English on a Hindi page, Hindi on an English one). */
  otherName: string
  purpose: string
  sample: LabTest['sample']
  fasting: number | null
  turnaroundHours: number
  priceInr: number
  homeCollection: boolean
  forSex: Sex | null
}

function testSummary(test: LabTest, locale: Locale): TestSummaryView {
  const words = inLanguage(test, locale)
  return {
    slug: test.slug,
    ...words,
    purpose: firstSentence(words.purpose),
    sample: test.sample,
    fasting: test.fasting,
    turnaroundHours: test.turnaroundHours,
    priceInr: test.priceInr,
    homeCollection: test.homeCollection,
    forSex: test.forSex ?? null,
  }
}

export type PackageSummaryView = {
  slug: string
  name: string
  otherName: string
  purpose: string
  testCount: number
  priceInr: number
  separatelyInr: number
  savingInr: number
  fasting: number | null
  homeCollection: boolean
  forSex: Sex | null
}

function packageSummary(pkg: LabPackage, locale: Locale): PackageSummaryView {
  return {
    slug: pkg.slug,
    ...inLanguage(pkg, locale),
    testCount: pkg.tests.length,
    ...packagePricing(pkg),
    ...packageNeeds(pkg),
    forSex: pkg.forSex ?? null,
  }
}

/** The catalogue page: packages first, then tests, as the filters leave them. */
export function catalogueView(filters: CatalogueFilters, locale: Locale) {
  const { tests, packages } = filterCatalogue(filters)
  return {
    packages: packages.map((pkg) => packageSummary(pkg, locale)),
    tests: tests.map((test) => testSummary(test, locale)),
  }
}

export type AnalyteView = {
  code: string
  /** As the report prints it, in English (a technical term). */
  name: string
  unit: string | null
  /** Quantitative: one line per range ("Men, 18 years and over: 13.0 to 17.0"), then the bands. */
  ranges: string[]
  bands: string[]
  /** Qualitative: the normal result in words ("Normal: Negative"), or the possible results. */
  result: string | null
}

function analyteView(analyte: Analyte, locale: Locale): AnalyteView {
  const t = getT(locale, 'lab')
  const base = { code: analyte.code, name: analyte.name, unit: null, ranges: [], bands: [] }
  if (analyte.kind === 'narrative') return { ...base, result: t('catalogue.page.narrative') }
  if (analyte.kind === 'qualitative') {
    const word = (code: string) => translateRefOnServer(locale, resultRef(code))
    return {
      ...base,
      result:
        analyte.normal === null
          ? t('catalogue.page.reportedAs', { results: analyte.results.map(word).join(', ') })
          : t('catalogue.page.normalResult', { result: word(analyte.normal) }),
    }
  }
  return {
    ...base,
    unit: analyte.unit,
    ranges: analyte.referenceRanges.map((range) => rangeInWords(range, analyte, locale)),
    bands: (analyte.bands ?? []).map((band) => {
      const values = rangeParts(band, analyte.decimals).values
      return `${valuesInWords(values, locale)}: ${locale === 'hi' ? band.labelHi : band.label}`
    }),
    result: null,
  }
}

function ageInWords(age: AgeAmount, locale: Locale) {
  const t = getT(locale, 'lab')
  return age.unit === 'months'
    ? t('catalogue.range.months', { count: age.count })
    : t('catalogue.range.years', { count: age.count })
}

function valuesInWords(values: ReturnType<typeof rangeParts>['values'], locale: Locale) {
  const t = getT(locale, 'lab')
  switch (values.kind) {
    case 'between':
      return t('catalogue.range.between', { low: values.low, high: values.high })
    case 'upTo':
      return t('catalogue.range.upTo', { high: values.high })
    default:
      return t('catalogue.range.atLeast', { low: values.low })
  }
}

/** "Women, 15 years and over: 12.0 to 15.0"; a range for everyone is just its values. */
export function rangeInWords(
  range: QuantitativeAnalyte['referenceRanges'][number],
  analyte: Pick<QuantitativeAnalyte, 'decimals'>,
  locale: Locale,
): string {
  const t = getT(locale, 'lab')
  const { sex, ages, values } = rangeParts(range, analyte.decimals)
  const who = [
    sex === 'male'
      ? t('catalogue.range.male')
      : sex === 'female'
        ? t('catalogue.range.female')
        : '',
    !ages
      ? ''
      : ages.kind === 'from'
        ? t('catalogue.range.from', { age: ageInWords(ages.from, locale) })
        : ages.kind === 'under'
          ? t('catalogue.range.under', { age: ageInWords(ages.to, locale) })
          : t('catalogue.range.ages', {
              from: ageInWords(ages.from, locale),
              to: ageInWords(ages.to, locale),
            }),
  ].filter(Boolean)
  const normal = valuesInWords(values, locale)
  return who.length > 0 ? `${who.join(', ')}: ${normal}` : normal
}

const clinicsOf = (slugs: readonly string[], locale: Locale) =>
  slugs.map((slug) => ({
    slug,
    name: translateRefOnServer(locale, `common:department.${slug}`),
  }))

const symptomsOf = (slugs: readonly string[], locale: Locale) =>
  slugs.map((slug) => ({
    slug,
    href: symptomHref(slug),
    name: translateRefOnServer(locale, symptomText(slug, 'name')),
  }))

/** One test's page, or null for an unknown slug. */
export function labTestView(slug: string, locale: Locale) {
  const test = findLabTest(slug)
  if (!test) return null
  const words = inLanguage(test, locale)
  return {
    ...testSummary(test, locale),
    purpose: words.purpose,
    category: test.category,
    preparation: locale === 'hi' ? test.preparationHi : test.preparation,
    analytes: test.analytes.map((analyte) => analyteView(analyte, locale)),
    source: test.source,
    clinics: clinicsOf(test.clinics, locale),
    symptoms: symptomsOf(test.symptoms, locale),
    packages: packagesWith(test.slug).map((pkg) => ({
      slug: pkg.slug,
      name: inLanguage(pkg, locale).name,
      priceInr: pkg.priceInr,
    })),
  }
}

/** The catalogue's usual "no special preparation": the most common text of tests without fasting. */
let noPreparationMemo: string | undefined
function noPreparation(): string {
  if (noPreparationMemo !== undefined) return noPreparationMemo
  const counts = new Map<string, number>()
  for (const test of LAB_TESTS)
    if (test.fasting === null) counts.set(test.preparation, (counts.get(test.preparation) ?? 0) + 1)
  noPreparationMemo = [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? ''
  return noPreparationMemo
}

/** One package's page, or null for an unknown slug. */
export function labPackageView(slug: string, locale: Locale) {
  const pkg = findLabPackage(slug)
  if (!pkg) return null
  const tests = testsOfPackage(pkg)
  // Each different preparation once, with the tests it is for (fasting, the morning urine…);
  // "no special preparation" goes without saying.
  const preparations = new Map<string, string[]>()
  for (const test of tests) {
    if (test.preparation === noPreparation()) continue
    const text = locale === 'hi' ? test.preparationHi : test.preparation
    preparations.set(text, [...(preparations.get(text) ?? []), inLanguage(test, locale).name])
  }
  return {
    ...packageSummary(pkg, locale),
    purpose: inLanguage(pkg, locale).purpose,
    preparations: [...preparations].map(([text, names]) => ({ text, tests: names })),
    tests: tests.map((test) => testSummary(test, locale)),
    clinics: clinicsOf(pkg.clinics, locale),
    symptoms: symptomsOf(pkg.symptoms, locale),
  }
}

export type LabTestView = NonNullable<ReturnType<typeof labTestView>>
export type LabPackageView = NonNullable<ReturnType<typeof labPackageView>>
