import { describe, expect, it } from 'vitest'
import { LAB_PACKAGES, LAB_TESTS, type LabTest } from '#app/content/lab-tests.ts'
import { SYMPTOMS } from '#app/content/symptoms.ts'
import {
  filterCatalogue,
  findLabPackage,
  packageNeeds,
  packagePricing,
  parseCatalogueFilters,
  rangeParts,
  testsAdvisedFor,
} from './catalogue.ts'

const filters = (query: string) => parseCatalogueFilters(new URLSearchParams(query))
const slugs = (items: ReadonlyArray<{ slug: string }>) => items.map((item) => item.slug)

describe('the catalogue’s search and filters', () => {
  it('finds a test by its English name, its Hindi name and an alias, in any case and spelling', () => {
    expect(slugs(filterCatalogue(filters('q=HBA1C')).tests)).toEqual(['hba1c'])
    expect(slugs(filterCatalogue(filters('q=glycated+haemoglobin')).tests)).toEqual(['hba1c'])
    expect(slugs(filterCatalogue(filters('q=khali+pet+sugar')).tests)).toContain(
      'blood-sugar-fasting',
    )
    // ज़ and ज are the same letter to the search (the nukta is folded away).
    expect(slugs(filterCatalogue(filters('q=डायबिटीज')).tests)).toContain('blood-sugar-fasting')
    expect(slugs(filterCatalogue(filters('q=thyroid+package')).packages)).toEqual(['thyroid-care'])
    expect(filterCatalogue(filters('q=xqzvwk'))).toEqual({ tests: [], packages: [] })
  })

  it('filters by category, sample, fasting and home collection, and ignores unknown values', () => {
    const urine = filterCatalogue(filters('sample=urine'))
    expect(urine.tests.length).toBeGreaterThan(0)
    expect(urine.tests.every((test) => test.sample === 'urine')).toBe(true)
    // A package mixes samples and kinds: none is left by such a filter.
    expect(urine.packages).toEqual([])
    const diabetes = filterCatalogue(filters('category=diabetes&fasting=no&home=1'))
    expect(slugs(diabetes.tests)).toContain('hba1c')
    expect(slugs(diabetes.tests)).not.toContain('blood-sugar-fasting')
    expect(diabetes.tests.every((t) => t.category === 'diabetes' && t.fasting === null)).toBe(true)
    expect(diabetes.tests.every((t) => t.homeCollection)).toBe(true)

    const noFasting = filterCatalogue(filters('fasting=no'))
    expect(noFasting.packages.every((pkg) => packageNeeds(pkg).fasting === null)).toBe(true)
    expect(slugs(noFasting.packages)).not.toContain('diabetes-care')

    expect(filters('category=nonsense&sample=blood%27&fasting=yes&home=2')).toEqual({
      q: '',
      category: null,
      sample: null,
      noFasting: false,
      homeCollection: false,
    })
    expect(filterCatalogue(filters('category=nonsense')).tests).toHaveLength(LAB_TESTS.length)
  })
})

describe('a package', () => {
  it('costs less than its tests one by one, and says by how much', () => {
    const pkg = findLabPackage('diabetes-care')!
    const separately = pkg.tests
      .map((slug) => LAB_TESTS.find((test) => test.slug === slug)!.priceInr)
      .reduce((a, b) => a + b, 0)
    expect(packagePricing(pkg)).toEqual({
      priceInr: pkg.priceInr,
      separatelyInr: separately,
      savingInr: separately - pkg.priceInr,
    })
    for (const each of LAB_PACKAGES)
      expect(packagePricing(each).savingInr, each.slug).toBeGreaterThan(0)
  })

  it('needs the longest fasting of its tests, and home collection only when all allow it', () => {
    expect(packageNeeds(findLabPackage('diabetes-care')!).fasting).toBeGreaterThan(0)
    expect(packageNeeds(findLabPackage('thyroid-care')!)).toMatchObject({ homeCollection: true })
  })
})

describe('tests advised for the symptom guide’s choices', () => {
  const test = (slug: string, symptoms: string[]) => ({ slug, symptoms }) as unknown as LabTest
  const table = [
    test('a', ['fever']),
    test('b', ['cough']),
    test('c', ['fever', 'cough']),
    test('d', ['fever']),
    test('e', ['fever']),
    test('f', ['fever']),
  ]

  it('lists those naming most of the choices first, then in catalogue order, at most four', () => {
    expect(slugs(testsAdvisedFor(['fever', 'cough'], 4, table))).toEqual(['c', 'a', 'b', 'd'])
    expect(slugs(testsAdvisedFor(['cough'], 4, table))).toEqual(['b', 'c'])
    expect(testsAdvisedFor(['headache'], 4, table)).toEqual([])
    expect(testsAdvisedFor([], 4, table)).toEqual([])
  })

  it('finds the fever tests in the real catalogue, and names only symptoms the guide knows', () => {
    const fever = testsAdvisedFor(['fever'])
    expect(fever).toHaveLength(4)
    expect(fever.every((t) => t.symptoms.includes('fever'))).toBe(true)
    const known = new Set(SYMPTOMS.map((s) => s.slug))
    expect(LAB_TESTS.flatMap((t) => t.symptoms).filter((s) => !known.has(s))).toEqual([])
  })
})

describe('a reference range in parts', () => {
  it('says who it is for and its values at the analyte’s precision, grouped the Indian way', () => {
    expect(rangeParts({ sex: 'female', ageYears: { min: 15 }, low: 12, high: 15 }, 1)).toEqual({
      sex: 'female',
      ages: { kind: 'from', from: { unit: 'years', count: 15 } },
      values: { kind: 'between', low: '12.0', high: '15.0' },
    })
    expect(rangeParts({ ageYears: { min: 0.5, max: 5 }, low: 11 }, 1)).toEqual({
      sex: null,
      ages: {
        kind: 'between',
        from: { unit: 'months', count: 6 },
        to: { unit: 'years', count: 5 },
      },
      values: { kind: 'atLeast', low: '11.0' },
    })
    expect(rangeParts({ high: 400000, low: 150000 }, 0).values).toEqual({
      kind: 'between',
      low: '1,50,000',
      high: '4,00,000',
    })
    expect(rangeParts({ ageYears: { max: 12 }, high: 5.6 }, 1)).toMatchObject({
      ages: { kind: 'under', to: { unit: 'years', count: 12 } },
      values: { kind: 'upTo', high: '5.6' },
    })
  })
})
