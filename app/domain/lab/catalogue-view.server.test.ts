import { describe, expect, it } from 'vitest'
import { LAB_PACKAGES, LAB_TESTS } from '#app/content/lab-tests.ts'
import { labPackageView, labTestView, rangeInWords } from './catalogue-view.server.ts'

describe('the catalogue’s pages in the reader’s language', () => {
  it('puts reference ranges into words, by sex and age', () => {
    const range = { sex: 'male', ageYears: { min: 15 }, low: 13, high: 17 } as const
    expect(rangeInWords(range, { decimals: 1 }, 'en')).toBe('Men, 15 years and over: 13.0 to 17.0')
    expect(rangeInWords(range, { decimals: 1 }, 'hi')).toBe('पुरुष, 15 साल और ऊपर: 13.0 से 17.0')
    expect(rangeInWords({ ageYears: { min: 0.5, max: 5 }, low: 11 }, { decimals: 1 }, 'en')).toBe(
      '6 months to 5 years: 11.0 or more',
    )
    expect(rangeInWords({ high: 99 }, { decimals: 0 }, 'en')).toBe('up to 99')
  })

  it('shows a test with its ranges, the normal result of a qualitative analyte, clinics and symptoms', () => {
    const hba1c = labTestView('hba1c', 'hi')!
    expect(hba1c).toMatchObject({
      name: 'एचबीए1सी (तीन महीने की शुगर)',
      otherName: 'HbA1c (three-month sugar)',
    })
    expect(hba1c.analytes[0]).toMatchObject({ name: 'HbA1c', unit: '%', ranges: ['5.6 तक'] })
    expect(hba1c.analytes[0]?.bands).toContain('5.7 से 6.4: प्री-डायबिटीज़ (शुगर की शुरुआत)')
    expect(hba1c.symptoms[0]?.href).toMatch(/^\/find-care\?s=/)

    const hiv = labTestView('hiv', 'en')!
    expect(hiv.analytes.some((a) => a.result === 'Normal: Non-reactive')).toBe(true)
    expect(hiv.clinics[0]?.name).toBeTruthy()
    expect(labTestView('no-such-test', 'en')).toBeNull()
  })

  it('words every analyte of the catalogue (no code, no missing message)', () => {
    for (const locale of ['en', 'hi'] as const)
      for (const test of LAB_TESTS)
        for (const analyte of labTestView(test.slug, locale)!.analytes) {
          const text = [analyte.result ?? '', ...analyte.ranges, ...analyte.bands].join(' ')
          expect(text, `${test.slug}/${analyte.code}`).not.toMatch(/lab:|catalogue\.|result\./)
          expect(text.trim(), `${test.slug}/${analyte.code}`).not.toBe('')
        }
  })

  it('shows a package with its tests, price against their sum, and each preparation once', () => {
    const pkg = labPackageView('basic-health-check', 'en')!
    expect(pkg.tests.map((t) => t.slug)).toEqual(LAB_PACKAGES[0]!.tests)
    expect(pkg.separatelyInr).toBe(pkg.tests.reduce((sum, t) => sum + t.priceInr, 0))
    const texts = pkg.preparations.map((p) => p.text)
    expect(pkg.preparations).toContainEqual({
      text: expect.stringMatching(/10 to 12 hours/),
      tests: expect.arrayContaining(['Lipid profile (cholesterol test)']),
    })
    expect(texts.some((text) => /No special preparation/.test(text))).toBe(false)
    expect(new Set(texts).size).toBe(texts.length)
    expect(labPackageView('cbc', 'en')).toBeNull()
  })
})
