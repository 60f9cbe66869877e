import { describe, expect, it } from 'vitest'
import { MEDICINES } from '#app/content/medicines.ts'
import {
  editDistance,
  filterMedicines,
  isFiltered,
  pageOf,
  parseMedicineFilters,
  sameComposition,
} from './catalogue.ts'

const search = (q: string, rest = '') =>
  filterMedicines(parseMedicineFilters(new URLSearchParams(`q=${encodeURIComponent(q)}${rest}`)))
const first = (q: string) => search(q)[0]?.slug
const slugs = (q: string, rest = '') => search(q, rest).map((m) => m.slug)

describe('the medicine filters', () => {
  it('reads the GET form and ignores what it does not know', () => {
    const filters = parseMedicineFilters(
      new URLSearchParams('q=  dolo  &category=skin&form=cream&prescription=rx'),
    )
    expect(filters).toEqual({
      q: 'dolo',
      category: 'skin',
      form: 'cream',
      prescription: 'rx',
      page: 1,
    })
    expect(
      parseMedicineFilters(new URLSearchParams('category=magic&form=pill&prescription=maybe')),
    ).toEqual({ q: '', category: null, form: null, prescription: null, page: 1 })
    expect(parseMedicineFilters(new URLSearchParams('page=3')).page).toBe(3)
    expect(parseMedicineFilters(new URLSearchParams('page=-2')).page).toBe(1)
    expect(parseMedicineFilters(new URLSearchParams('page=99999')).page).toBe(1)
    expect(parseMedicineFilters(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100)
    expect(isFiltered(parseMedicineFilters(new URLSearchParams('')))).toBe(false)
    expect(isFiltered(parseMedicineFilters(new URLSearchParams('prescription=otc')))).toBe(true)
  })

  it('lists the whole catalogue in its order when nothing is asked', () => {
    expect(filterMedicines(parseMedicineFilters(new URLSearchParams()))).toEqual(MEDICINES)
  })

  it('keeps only the category, form and kind of sale asked for', () => {
    const creams = search('', '&category=skin&form=cream')
    expect(creams.length).toBeGreaterThan(3)
    expect(creams.every((m) => m.category === 'skin' && m.form === 'cream')).toBe(true)
    expect(search('', '&prescription=otc').every((m) => m.schedule === 'otc')).toBe(true)
    const rx = search('', '&prescription=rx')
    expect(rx.every((m) => m.schedule !== 'otc')).toBe(true)
    expect(rx.map((m) => m.schedule)).toContain('X')
    expect(slugs('paracetamol', '&prescription=otc')).not.toContain('paracetamol-650-tablet')
  })
})

describe('the medicine search', () => {
  it.each([
    ['paracetamol', 'paracetamol-500-tablet'],
    ['dolo', 'paracetamol-650-tablet'],
    ['Dolo 650', 'paracetamol-650-tablet'],
    ['crocin', 'paracetamol-500-tablet'],
    ['पैरासिटामोल', 'paracetamol-500-tablet'],
    ['amlo', 'amlodipine-5-tablet'],
    ['telma', 'telmisartan-40-tablet'],
    ['electral', 'ors-powder'],
    ['थायरॉक्सिन', 'levothyroxine-25-tablet'],
  ])('finds “%s” first as %s', (q, slug) => {
    expect(first(q)).toBe(slug)
  })

  it.each([
    ['paracitamol', 'paracetamol-500-tablet'],
    ['amoxicilin', 'amoxycillin-500-capsule'],
    ['cetrizine', 'cetirizine-10-tablet'],
    ['metfromin', 'metformin-500-tablet'],
    ['azithromicin', 'azithromycin-500-tablet'],
    ['पेरासिटामोल', 'paracetamol-500-tablet'],
    ['paracitam', 'paracetamol-500-tablet'],
  ])('forgives the slip in “%s”', (q, slug) => {
    expect(slugs(q)).toContain(slug)
    expect(slugs(q).length).toBeLessThan(20)
  })

  it('needs every word typed and does not guess from short words', () => {
    expect(slugs('paracetamol 650')).toEqual(['paracetamol-650-tablet'])
    expect(slugs('xqzvwk')).toEqual([])
    // A four-letter word must be spelt right: "dolo" is not "dola".
    expect(slugs('dola')).toEqual([])
    expect(slugs('paracetamol insulin')).toEqual([])
  })
})

describe('pageOf', () => {
  it('cuts a list into pages and keeps the page asked for within them', () => {
    const list = Array.from({ length: 95 }, (_, i) => i)
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 40, count: 95 })
    expect(pageOf(list, 3)).toMatchObject({ page: 3, from: 81, to: 95 })
    expect(pageOf(list, 3).items).toHaveLength(15)
    expect(pageOf(list, 9).page).toBe(3)
    expect(pageOf([], 2)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, items: [] })
  })
})

describe('editDistance', () => {
  it('counts changes, a swap of neighbours as one, and gives up past the limit', () => {
    expect(editDistance('cetrizine', 'cetirizine', 2)).toBe(1)
    expect(editDistance('metfromin', 'metformin', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('abc', 'xyzuvw', 1)).toBe(2)
  })
})

describe('sameComposition', () => {
  it('names the same ingredients and strengths in another form, never the medicine itself', () => {
    const tablet = MEDICINES.find((m) => m.slug === 'pantoprazole-40-tablet')!
    expect(sameComposition(tablet).map((m) => m.slug)).toEqual(['pantoprazole-40-injection'])
    const dolo = MEDICINES.find((m) => m.slug === 'paracetamol-650-tablet')!
    expect(sameComposition(dolo)).toEqual([])
  })
})
