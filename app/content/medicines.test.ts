import { describe, expect, it } from 'vitest'
import { MEDICINE_CATEGORIES, MEDICINE_FORMS, MEDICINES } from './medicines.ts'

const KEBAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const DEVANAGARI = /\p{Script=Devanagari}/u
// Hindi pages allow no English word of three letters or more (units such as mg and ml pass).
const ENGLISH_WORD = /[A-Za-z]{3,}/

describe('the medicine catalogue', () => {
  it('holds at least 150 medicines, each under its own lower-case kebab slug', () => {
    expect(MEDICINES.length).toBeGreaterThanOrEqual(150)
    const slugs = MEDICINES.map((m) => m.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug, slug).toMatch(KEBAB_SLUG)
  })

  it('writes every Hindi field in Devanagari, without English words', () => {
    for (const m of MEDICINES) {
      for (const text of [m.genericHi, m.packHi, m.usesHi]) {
        expect(text, m.slug).toMatch(DEVANAGARI)
        expect(text, `${m.slug}: ${text}`).not.toMatch(ENGLISH_WORD)
      }
    }
  })

  it('writes strengths as printed, in numbers and units only (Hindi pages show them too)', () => {
    for (const m of MEDICINES)
      expect(m.strength.replace(/\bmcg\b/g, ''), `${m.slug}: ${m.strength}`).not.toMatch(
        ENGLISH_WORD,
      )
  })

  it('keys each composition as its sorted, lower-case ingredients joined by " + "', () => {
    for (const m of MEDICINES) {
      const parts = m.composition.split(' + ')
      expect(m.composition, m.slug).toBe(m.composition.toLowerCase())
      expect(m.composition, m.slug).toBe(m.composition.trim())
      expect(parts, m.slug).toEqual([...parts].sort())
      // Every ingredient names its strength.
      for (const part of parts) expect(part, m.slug).toMatch(/\d/)
    }
  })

  it('prices each pack at a positive whole number of rupees', () => {
    for (const m of MEDICINES) {
      expect(Number.isInteger(m.mrpInr), m.slug).toBe(true)
      expect(m.mrpInr, m.slug).toBeGreaterThan(0)
    }
  })

  it('uses every category and names the brands, uses and source of each medicine', () => {
    expect(new Set(MEDICINES.map((m) => m.category))).toEqual(new Set(MEDICINE_CATEGORIES))
    for (const m of MEDICINES) {
      expect(MEDICINE_FORMS, m.slug).toContain(m.form)
      expect(m.brands.length, m.slug).toBeGreaterThan(0)
      for (const brand of m.brands) expect(brand.trim(), m.slug).not.toBe('')
      expect(m.uses.length, m.slug).toBeGreaterThan(10)
      expect(m.source.url, m.slug).toMatch(/^https:\/\/[a-z.]+\.(gov|gov\.in)\//)
    }
  })

  it('sells antibiotics only against a prescription', () => {
    for (const m of MEDICINES.filter((m) => m.category === 'antibiotics'))
      expect(m.schedule, m.slug).not.toBe('otc')
  })

  it('has medicines of the same composition in another form, for the page to name', () => {
    const byComposition = new Map<string, Set<string>>()
    for (const m of MEDICINES)
      byComposition.set(m.composition, (byComposition.get(m.composition) ?? new Set()).add(m.form))
    const inSeveralForms = [...byComposition.values()].filter((forms) => forms.size > 1)
    expect(inSeveralForms.length).toBeGreaterThanOrEqual(3)
  })
})
