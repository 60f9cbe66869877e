import { describe, expect, it } from 'vitest'
import { DEPARTMENT_LINKS } from './department-links.ts'
import {
  type AgeSpan,
  type Analyte,
  LAB_PACKAGES,
  LAB_TESTS,
  type QuantitativeAnalyte,
  type ReferenceRange,
} from './lab-tests.ts'
import { SYMPTOMS } from './symptoms.ts'

const URL_SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DEVANAGARI = /\p{Script=Devanagari}/u
const LATIN_WORD = /[A-Za-z]{2,}/

const testsBySlug = new Map(LAB_TESTS.map((test) => [test.slug, test]))
const departmentSlugs = new Set<string>(DEPARTMENT_LINKS.map((d) => d.slug))
const symptomSlugs = new Set(SYMPTOMS.map((s) => s.slug))

const quantitative = (analytes: readonly Analyte[]) =>
  analytes.filter(
    (a): a is QuantitativeAnalyte => a.kind === undefined || a.kind === 'quantitative',
  )

/** Every quantitative analyte of the catalogue, named for the failure message. */
const allQuantitative = LAB_TESTS.flatMap((test) =>
  quantitative(test.analytes).map((analyte) => ({
    where: `${test.slug}/${analyte.code}`,
    analyte,
  })),
)

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length

function agesOverlap(a: AgeSpan | undefined, b: AgeSpan | undefined) {
  const [aMin, aMax] = [a?.min ?? 0, a?.max ?? Infinity]
  const [bMin, bMax] = [b?.min ?? 0, b?.max ?? Infinity]
  return aMin < bMax && bMin < aMax
}

/** Two ranges that could both apply to one patient: a range without a sex applies to both. */
function rangesClash(a: ReferenceRange, b: ReferenceRange) {
  const sameSex = a.sex === undefined || b.sex === undefined || a.sex === b.sex
  return sameSex && agesOverlap(a.ageYears, b.ageYears)
}

/** The problems of one analyte's ranges, as sentences; empty when it is sound. */
function rangeProblems(analyte: QuantitativeAnalyte): string[] {
  const problems: string[] = []
  if (analyte.unit !== null && !analyte.unit.trim()) problems.push('has an empty unit')
  if (analyte.referenceRanges.length === 0) problems.push('has no reference range')
  analyte.referenceRanges.forEach((range, i) => {
    const { low, high, criticalLow, criticalHigh, ageYears } = range
    if (low === undefined && high === undefined)
      problems.push(`range ${i} has neither low nor high`)
    if (low !== undefined && high !== undefined && !(low < high))
      problems.push(`range ${i}: low ${low} is not below high ${high}`)
    if (criticalLow !== undefined && !(criticalLow < (low ?? high ?? -Infinity)))
      problems.push(`range ${i}: critical low ${criticalLow} is not below the normal range`)
    if (criticalHigh !== undefined && !(criticalHigh > (high ?? low ?? Infinity)))
      problems.push(`range ${i}: critical high ${criticalHigh} is not above the normal range`)
    if (ageYears && ageYears.min !== undefined && ageYears.max !== undefined)
      if (!(ageYears.min < ageYears.max)) problems.push(`range ${i}: empty age span`)
    for (const value of [low, high])
      if (value !== undefined && decimalsOf(value) > analyte.decimals)
        problems.push(`range ${i}: ${value} has more decimals than the report prints`)
  })
  analyte.referenceRanges.forEach((a, i) =>
    analyte.referenceRanges.slice(i + 1).forEach((b, j) => {
      if (rangesClash(a, b)) problems.push(`ranges ${i} and ${i + 1 + j} overlap for one patient`)
    }),
  )
  return problems
}

describe('laboratory catalogue', () => {
  it('offers at least 60 tests and 8 packages', () => {
    expect(LAB_TESTS.length).toBeGreaterThanOrEqual(60)
    expect(LAB_PACKAGES.length).toBeGreaterThanOrEqual(8)
  })

  it('names every test and package by a unique, URL-safe slug', () => {
    const slugs = [...LAB_TESTS, ...LAB_PACKAGES].map((item) => item.slug)
    expect(slugs.filter((slug) => !URL_SAFE_SLUG.test(slug))).toEqual([])
    expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([])
  })

  it('has the tests a district laboratory is asked for', () => {
    for (const slug of [
      'cbc',
      'blood-sugar-fasting',
      'blood-sugar-pp',
      'hba1c',
      'lipid-profile',
      'lft',
      'kft',
      'thyroid-profile',
      'urine-routine',
      'malaria-antigen',
      'dengue-ns1',
      'widal',
      'vitamin-d',
      'vitamin-b12',
      'urine-pregnancy-test',
      'hiv',
      'hbsag',
    ])
      expect(testsBySlug.has(slug), slug).toBe(true)
  })

  it('says in English and Devanagari Hindi what each test and package is', () => {
    const problems = [...LAB_TESTS, ...LAB_PACKAGES].flatMap((item) =>
      [
        !DEVANAGARI.test(item.nameHi) && 'nameHi is not in Devanagari',
        !DEVANAGARI.test(item.purposeHi) && 'purposeHi is not in Devanagari',
        !LATIN_WORD.test(item.name) && 'name is not in English',
        !LATIN_WORD.test(item.purpose) && 'purpose is not in English',
        item.aliases.length === 0 && 'has no aliases',
        'preparationHi' in item &&
          !DEVANAGARI.test(item.preparationHi) &&
          'preparationHi is not in Devanagari',
      ]
        .filter(Boolean)
        .map((problem) => `${item.slug}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('prices, times and sources every test, with at least one analyte of unique code', () => {
    const problems = LAB_TESTS.flatMap((test) => {
      const codes = test.analytes.map((a) => a.code)
      return [
        !(Number.isInteger(test.priceInr) && test.priceInr > 0) &&
          'price is not a positive whole ₹',
        !(test.turnaroundHours > 0) && 'turnaround is not positive',
        test.fasting !== null &&
          !(test.fasting > 0 && test.fasting <= 14) &&
          'fasting hours are odd',
        !test.source.name.trim() && 'source has no name',
        !/^https:\/\/[^\s/]+\.[^\s]+$/.test(test.source.url) && 'source URL is not https',
        test.analytes.length === 0 && 'has no analyte',
        codes.some((code, i) => codes.indexOf(code) !== i) && 'repeats an analyte code',
      ]
        .filter(Boolean)
        .map((problem) => `${test.slug}: ${problem}`)
    })
    expect(problems).toEqual([])
  })

  it('gives every quantitative analyte a unit and sound, non-overlapping reference ranges', () => {
    expect(allQuantitative.length).toBeGreaterThan(60)
    const problems = allQuantitative.flatMap(({ where, analyte }) =>
      rangeProblems(analyte).map((problem) => `${where} ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('gives every qualitative analyte its possible results and a normal one among them', () => {
    const problems = LAB_TESTS.flatMap((test) =>
      test.analytes.flatMap((a) =>
        a.kind !== 'qualitative'
          ? []
          : [
              a.results.length < 2 && 'offers fewer than two results',
              a.normal !== null &&
                !a.results.includes(a.normal) &&
                'normal is not a possible result',
              a.results.some((r) => !/^[a-z0-9+-]+$/.test(r)) && 'a result is not a code',
            ]
              .filter(Boolean)
              .map((problem) => `${test.slug}/${a.code}: ${problem}`),
      ),
    )
    expect(problems).toEqual([])
  })

  it('keeps single-sex ranges on single-sex tests consistent', () => {
    const problems = LAB_TESTS.filter((test) => test.forSex).flatMap((test) =>
      quantitative(test.analytes).flatMap((a) =>
        a.referenceRanges
          .filter((range) => range.sex && range.sex !== test.forSex)
          .map(() => `${test.slug}/${a.code}: a range for the other sex`),
      ),
    )
    expect(problems).toEqual([])
  })

  it('sells each package for less than its tests cost apart, and only tests that exist', () => {
    const problems = LAB_PACKAGES.flatMap((pkg) => {
      const unknown = pkg.tests.filter((slug) => !testsBySlug.has(slug))
      const sum = pkg.tests.reduce(
        (total, slug) => total + (testsBySlug.get(slug)?.priceInr ?? 0),
        0,
      )
      return [
        ...unknown.map((slug) => `${pkg.slug}: unknown test ${slug}`),
        pkg.tests.length < 2 && `${pkg.slug}: fewer than two tests`,
        new Set(pkg.tests).size !== pkg.tests.length && `${pkg.slug}: a test twice`,
        !(pkg.priceInr > 0 && pkg.priceInr < sum) &&
          `${pkg.slug}: ₹${pkg.priceInr} is not below ₹${sum}`,
        pkg.tests.some((slug) => {
          const only = testsBySlug.get(slug)?.forSex
          return only !== undefined && only !== pkg.forSex
        }) && `${pkg.slug}: a single-sex test in a package for everyone`,
      ].filter(Boolean)
    })
    expect(problems).toEqual([])
  })

  it('links only to clinics and symptom-guide entries that exist', () => {
    const problems = [...LAB_TESTS, ...LAB_PACKAGES].flatMap((item) => [
      ...item.clinics
        .filter((slug) => !departmentSlugs.has(slug))
        .map((slug) => `${item.slug}: unknown clinic ${slug}`),
      ...item.symptoms
        .filter((slug) => !symptomSlugs.has(slug))
        .map((slug) => `${item.slug}: unknown symptom ${slug}`),
    ])
    expect(problems).toEqual([])
  })

  it('catches a broken range (the checks can fail)', () => {
    const broken: QuantitativeAnalyte = {
      code: 'X',
      name: 'Broken',
      unit: 'mg/dL',
      decimals: 0,
      method: 'None',
      referenceRanges: [
        { sex: 'male', low: 10, high: 5, criticalLow: 12 },
        { ageYears: { min: 10 }, high: 20, criticalHigh: 15 },
        { low: undefined, high: undefined },
      ],
    }
    const problems = rangeProblems(broken)
    expect(problems).toEqual(
      expect.arrayContaining([
        'range 0: low 10 is not below high 5',
        'range 0: critical low 12 is not below the normal range',
        'range 1: critical high 15 is not above the normal range',
        'range 2 has neither low nor high',
        'ranges 0 and 1 overlap for one patient',
      ]),
    )
    expect(
      rangeProblems({
        ...broken,
        referenceRanges: [
          { sex: 'male', low: 1 },
          { sex: 'female', low: 2 },
        ],
      }),
    ).toEqual([])
  })
})

/**
 * LOINC's check digit (the part after the hyphen): the mod 10 algorithm of the LOINC Users' Guide
 * ("Calculating Mod 10 check digits"): from the right, double every other digit starting with the
 * last, add all the digits of the results and of the others, and the check digit brings the sum to
 * the next multiple of ten.
 */
function loincCheckDigit(number: string): number {
  let sum = 0
  ;[...number].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1)
    sum += Math.floor(digit / 10) + (digit % 10)
  })
  return (10 - (sum % 10)) % 10
}

describe('LOINC codes of the analytes', () => {
  it('computes check digits as LOINC publishes them', () => {
    // Haemoglobin 718-7, glucose 2345-7, calcium 17861-6 (loinc.org); a wrong digit is caught.
    expect(loincCheckDigit('718')).toBe(7)
    expect(loincCheckDigit('2345')).toBe(7)
    expect(loincCheckDigit('17861')).toBe(6)
    expect(loincCheckDigit('718')).not.toBe(8)
  })

  it('has well-formed codes with the right check digit, one code per analyte meaning', () => {
    const coded = LAB_TESTS.flatMap((test) =>
      test.analytes.flatMap((a) =>
        a.loinc ? [{ where: `${test.slug}/${a.code}`, loinc: a.loinc, name: a.name }] : [],
      ),
    )
    expect(coded.length).toBeGreaterThan(60)
    for (const { where, loinc } of coded) {
      expect(loinc, where).toMatch(/^\d{1,7}-\d$/)
      const [number, check] = loinc.split('-')
      expect(loincCheckDigit(number!), `${where} ${loinc}`).toBe(Number(check))
    }
    // The same code always names the same analyte (shared definitions, never a copy-paste slip).
    const names = new Map<string, string>()
    for (const { where, loinc, name } of coded) {
      expect(names.get(loinc) ?? name, `${where} ${loinc}`).toBe(name)
      names.set(loinc, name)
    }
  })
})
