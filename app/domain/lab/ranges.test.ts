import { describe, expect, it } from 'vitest'
import {
  type Analyte,
  LAB_TESTS,
  type LabTest,
  type QuantitativeAnalyte,
} from '#app/content/lab-tests.ts'
import {
  ageInYears,
  CALCULATIONS,
  calculate,
  flagFor,
  formatRange,
  formatStoredValue,
  parseResult,
  plausibleLimits,
  rangeParts,
  selectRange,
} from './ranges.ts'

const test = (slug: string): LabTest => LAB_TESTS.find((t) => t.slug === slug)!
const analyte = (slug: string, code: string): Analyte =>
  test(slug).analytes.find((a) => a.code === code)!
const quantitative = (slug: string, code: string) => analyte(slug, code) as QuantitativeAnalyte

const HB = quantitative('cbc', 'HB')
const man = { sex: 'male' as const, ageYears: 40 }
const woman = { sex: 'female' as const, ageYears: 40 }

describe('ageInYears', () => {
  it('counts whole years, one more on the birthday', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35)
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36)
    expect(ageInYears('2026-01-10', '2026-11-24')).toBe(0)
  })
  it('makes a 29 February birthday count on 1 March in a common year', () => {
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18)
  })
})

describe('selectRange', () => {
  it('takes the range of the patient’s sex', () => {
    expect(selectRange(HB, man)).toMatchObject({ sex: 'male', low: 13, high: 17 })
    expect(selectRange(HB, woman)).toMatchObject({ sex: 'female', low: 12, high: 15 })
  })
  it('takes a child’s range by age', () => {
    expect(selectRange(HB, { sex: 'male', ageYears: 3 })).toMatchObject({ low: 11 })
    expect(selectRange(HB, { sex: 'female', ageYears: 8 })).toMatchObject({ low: 11.5 })
    expect(selectRange(HB, { sex: 'male', ageYears: 12 })).toMatchObject({ low: 12 })
    expect(selectRange(HB, { sex: 'male', ageYears: 15 })).toMatchObject({ low: 13 })
  })
  it('gives no range where none applies (a child and an adult-only range)', () => {
    expect(selectRange(quantitative('lft', 'ALT'), { sex: 'male', ageYears: 9 })).toBeNull()
    expect(selectRange(HB, { sex: 'female', ageYears: 0 })).toBeNull()
  })
  it('prefers the range for the sex over one for both, then the narrowest age span', () => {
    const a: QuantitativeAnalyte = {
      code: 'X',
      name: 'X',
      method: '',
      unit: null,
      decimals: 0,
      referenceRanges: [
        { low: 1 },
        { ageYears: { min: 18, max: 60 }, low: 2 },
        { sex: 'female', low: 3 },
        { ageYears: { min: 18 }, low: 4 },
      ],
    }
    expect(selectRange(a, man)).toMatchObject({ low: 2 })
    expect(selectRange(a, { sex: 'male', ageYears: 70 })).toMatchObject({ low: 4 })
    expect(selectRange(a, woman)).toMatchObject({ low: 3 })
  })
  it('picks ESR’s range by sex and age together', () => {
    const esr = quantitative('esr', 'ESR')
    expect(selectRange(esr, { sex: 'female', ageYears: 55 })).toMatchObject({ high: 30 })
    expect(selectRange(esr, { sex: 'male', ageYears: 10 })).toMatchObject({ high: 10 })
  })
})

describe('flagFor', () => {
  it('flags low and high against the patient’s range, limits included as normal', () => {
    expect(flagFor(HB, '12.5', man)).toBe('low')
    expect(flagFor(HB, '12.5', woman)).toBeNull()
    expect(flagFor(HB, '13.0', man)).toBeNull()
    expect(flagFor(HB, '17.0', man)).toBeNull()
    expect(flagFor(HB, '17.1', man)).toBe('high')
  })
  it('flags critical values on both sides, strictly beyond the critical limits', () => {
    expect(flagFor(HB, '7.0', man)).toBe('low')
    expect(flagFor(HB, '6.9', man)).toBe('critical-low')
    expect(flagFor(HB, '20.1', woman)).toBe('critical-high')
    const k = quantitative('electrolytes', 'K')
    expect(flagFor(k, '2.4', man)).toBe('critical-low')
    expect(flagFor(k, '6.6', man)).toBe('critical-high')
    expect(flagFor(k, '5.5', man)).toBe('high')
  })
  it('does not flag where no range applies to the patient', () => {
    expect(flagFor(quantitative('lft', 'ALT'), '400', { sex: 'male', ageYears: 9 })).toBeNull()
  })
  it('flags a qualitative result other than the normal one as abnormal', () => {
    expect(flagFor(analyte('dengue-ns1', 'NS1'), 'positive', man)).toBe('abnormal')
    expect(flagFor(analyte('dengue-ns1', 'NS1'), 'negative', man)).toBeNull()
    expect(flagFor(analyte('urine-routine', 'PROT'), 'trace', man)).toBe('abnormal')
    // Blood group: no result is abnormal in itself.
    expect(flagFor(analyte('blood-group', 'RH'), 'negative', man)).toBeNull()
  })
  it('never flags written results', () => {
    expect(flagFor(analyte('peripheral-smear', 'IMPR'), 'Microcytic anaemia', man)).toBeNull()
  })
  it('flags calculated values like entered ones', () => {
    expect(flagFor(quantitative('lipid-profile', 'VLDL'), '44', man)).toBe('high')
  })
})

describe('parseResult', () => {
  it('rounds a number to the analyte’s decimals and accepts a decimal comma', () => {
    expect(parseResult(HB, '13.44')).toEqual({ ok: true, value: '13.4' })
    expect(parseResult(HB, '13.45')).toEqual({ ok: true, value: '13.5' })
    expect(parseResult(HB, ' 13,4 ')).toEqual({ ok: true, value: '13.4' })
    expect(parseResult(HB, '13')).toEqual({ ok: true, value: '13.0' })
    expect(parseResult(quantitative('kft', 'CREAT'), '.9')).toEqual({ ok: true, value: '0.90' })
  })
  it('reads grouped whole numbers (Indian and Western)', () => {
    const plt = quantitative('cbc', 'PLT')
    expect(parseResult(plt, '1,50,000')).toEqual({ ok: true, value: '150000' })
    expect(parseResult(plt, '150,000')).toEqual({ ok: true, value: '150000' })
  })
  it('refuses what is not a plain number', () => {
    for (const raw of ['abc', '12a', '1e999', '1e3', 'Infinity', '0x10', '1.2.3', '--1', '12 .5.'])
      expect(parseResult(HB, raw), raw).toEqual({ ok: false, error: 'notNumber' })
  })
  it('refuses an empty value', () => {
    expect(parseResult(HB, '  ')).toEqual({ ok: false, error: 'required' })
    expect(parseResult(analyte('hiv', 'HIV'), '')).toEqual({ ok: false, error: 'required' })
  })
  it('refuses physiologically impossible values', () => {
    expect(parseResult(HB, '-1')).toEqual({ ok: false, error: 'impossible' })
    expect(parseResult(HB, '135')).toEqual({ ok: false, error: 'impossible' })
    expect(parseResult(quantitative('hba1c', 'HBA1C'), '1.5')).toEqual({
      ok: false,
      error: 'impossible',
    })
    expect(parseResult(quantitative('urine-routine', 'PH'), '12')).toEqual({
      ok: false,
      error: 'impossible',
    })
    expect(parseResult(quantitative('cbc', 'NEUT'), '101')).toEqual({
      ok: false,
      error: 'impossible',
    })
    // Far beyond the limits, and still possible.
    expect(parseResult(quantitative('beta-hcg', 'BHCG'), '150000')).toMatchObject({ ok: true })
    expect(parseResult(quantitative('lft', 'ALT'), '8000')).toMatchObject({ ok: true })
  })
  it('takes a qualitative result by its code or its words, in any case', () => {
    const ns1 = analyte('dengue-ns1', 'NS1')
    expect(parseResult(ns1, 'Positive')).toEqual({ ok: true, value: 'positive' })
    expect(parseResult(analyte('hiv', 'HIV'), 'NON REACTIVE')).toEqual({
      ok: true,
      value: 'non-reactive',
    })
    expect(parseResult(analyte('urine-routine', 'PROT'), '2 +')).toEqual({ ok: true, value: '2+' })
    const labels = (code: string) => (code === 'positive' ? ['Positive', 'पॉज़िटिव'] : [])
    expect(parseResult(ns1, 'पॉज़िटिव', labels)).toEqual({ ok: true, value: 'positive' })
    expect(parseResult(ns1, 'maybe')).toEqual({ ok: false, error: 'unknownResult' })
  })
  it('keeps written results as written, trimmed, up to 2000 characters', () => {
    const impression = analyte('peripheral-smear', 'IMPR')
    expect(parseResult(impression, '  Normocytic\r\nnormochromic ')).toEqual({
      ok: true,
      value: 'Normocytic\nnormochromic',
    })
    expect(parseResult(impression, 'x'.repeat(2000))).toMatchObject({ ok: true })
    expect(parseResult(impression, 'x'.repeat(2001))).toEqual({ ok: false, error: 'tooLong' })
  })
})

describe('every quantitative analyte of the catalogue', () => {
  const all = LAB_TESTS.flatMap((t) =>
    t.analytes
      .filter((a): a is QuantitativeAnalyte => a.kind === undefined || a.kind === 'quantitative')
      .map((a) => ({ test: t.slug, analyte: a })),
  )
  it('accepts its own reference and critical limits as possible values', () => {
    const refused: string[] = []
    for (const { test, analyte: a } of all) {
      for (const range of a.referenceRanges) {
        for (const limit of [range.low, range.high, range.criticalLow, range.criticalHigh]) {
          if (limit === undefined) continue
          const parsed = parseResult(a, String(limit))
          if (!parsed.ok) refused.push(`${test}/${a.code} ${limit}: ${parsed.error}`)
        }
      }
    }
    expect(refused).toEqual([])
  })
  it('refuses -1 unless its plausible values go below zero', () => {
    const accepted = all
      .filter(({ analyte: a }) => plausibleLimits(a).min > -1)
      .filter(({ analyte: a }) => parseResult(a, '-1').ok)
      .map(({ test, analyte: a }) => `${test}/${a.code}`)
    expect(accepted).toEqual([])
  })
  it('has a formula for every calculated analyte, from entered analytes of the same test', () => {
    const problems: string[] = []
    for (const { test: slug, analyte: a } of all.filter(({ analyte: a }) => a.calculated)) {
      const formula = CALCULATIONS[a.code]
      if (!formula) {
        problems.push(`${slug}/${a.code}: no formula`)
        continue
      }
      for (const input of formula.inputs) {
        const source = test(slug).analytes.find((b) => b.code === input)
        if (!source || source.kind !== undefined || 'calculated' in source)
          problems.push(`${slug}/${a.code}: ${input} is not entered in the test`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('formatRange', () => {
  it('prints both limits at the analyte’s decimals', () => {
    expect(formatRange(selectRange(HB, man), HB)).toBe('13.0–17.0')
  })
  it('prints one limit with ≤ or ≥ (the limit is normal)', () => {
    const ldl = quantitative('lipid-profile', 'LDL')
    expect(formatRange(selectRange(ldl, man), ldl)).toBe('≤ 99')
    const hdl = quantitative('lipid-profile', 'HDL')
    expect(formatRange(selectRange(hdl, man), hdl)).toBe('≥ 40')
    const dbil = quantitative('lft', 'DBIL')
    expect(formatRange(selectRange(dbil, man), dbil)).toBe('≤ 0.30')
  })
  it('groups large numbers the Indian way', () => {
    const plt = quantitative('cbc', 'PLT')
    expect(formatRange(selectRange(plt, man), plt)).toBe('1,50,000–4,00,000')
    expect(formatStoredValue('250000')).toBe('2,50,000')
    expect(formatStoredValue('13.0')).toBe('13.0')
    expect(formatStoredValue('non-reactive')).toBe('non-reactive')
  })
  it('prints nothing where no range applies or no normal limit is given', () => {
    expect(formatRange(null, HB)).toBeNull()
    expect(formatRange({ criticalHigh: 5 }, HB)).toBeNull()
  })
  it('is read back into its parts for words', () => {
    expect(rangeParts('13.0–17.0')).toEqual({ kind: 'between', low: '13.0', high: '17.0' })
    expect(rangeParts('≤ 99')).toEqual({ kind: 'upTo', high: '99' })
    expect(rangeParts('≥ 40')).toEqual({ kind: 'atLeast', low: '40' })
  })
})

describe('calculate', () => {
  it('works out the CBC indices', () => {
    expect(calculate(test('cbc'), { HB: '13.5', RBC: '4.50', HCT: '40.5' })).toEqual({
      MCH: '30.0',
      MCHC: '33.3',
    })
  })
  it('works out the lipid profile (Friedewald VLDL, non-HDL)', () => {
    expect(calculate(test('lipid-profile'), { CHOL: '210', TG: '180', HDL: '42' })).toEqual({
      VLDL: '36',
      NONHDL: '168',
    })
    // Friedewald does not hold above 400 mg/dL of triglycerides.
    expect(calculate(test('lipid-profile'), { CHOL: '210', TG: '450', HDL: '42' })).toEqual({
      NONHDL: '168',
    })
  })
  it('works out indirect bilirubin, globulin, eAG, saturation and total sperm number', () => {
    expect(calculate(test('lft'), { TBIL: '1.10', DBIL: '0.25', TP: '7.2', ALB: '4.1' })).toEqual({
      IBIL: '0.85',
      GLOB: '3.1',
    })
    expect(calculate(test('hba1c'), { HBA1C: '7.0' })).toEqual({ EAG: '154' })
    expect(calculate(test('iron-studies'), { FE: '50', TIBC: '400' })).toEqual({ TSAT: '13' })
    expect(calculate(test('semen-analysis'), { VOL: '2.5', CONC: '20.0' })).toEqual({
      TOTAL: '50',
    })
  })
  it('leaves a value out while an input is missing or the result is impossible', () => {
    expect(calculate(test('cbc'), { HB: '13.5' })).toEqual({})
    expect(calculate(test('lft'), { TBIL: '0.20', DBIL: '0.30' })).toEqual({})
  })
})

it('a child outside every range still gets a critical flag, never high or low', () => {
  const creatinine = quantitative('serum-creatinine', 'CREAT')
  const child = { sex: 'male' as const, ageYears: 6 }
  expect(selectRange(creatinine, child)).toBeNull()
  const limits = creatinine.referenceRanges.filter((r) => !r.sex || r.sex === 'male')
  const highest = Math.max(
    ...limits.flatMap((r) => (r.criticalHigh === undefined ? [] : [r.criticalHigh])),
  )
  expect(flagFor(creatinine, String(highest + 1), child)).toBe('critical-high')
  expect(flagFor(creatinine, String(highest), child)).toBeNull()
  expect(flagFor(creatinine, '0.5', child)).toBeNull()
})
