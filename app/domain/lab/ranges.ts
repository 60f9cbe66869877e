import type {
  Analyte,
  LabTest,
  QuantitativeAnalyte,
  ReferenceRange,
  Sex,
} from '#app/content/lab-tests.ts'
import type { ResultFlag } from './report-view.ts'

/**
 * The laboratory's rules for a result, as plain functions (no server, no React): which reference
 * range applies to a patient, whether a typed value is a result at all, its flag, how a range is
 * printed, and the values worked out from others. Result entry, the report and the charts all use
 * these, so a value is judged the same way everywhere.
 */

export type Patient = { sex: Sex; ageYears: number }

/** Whole years between a date of birth and a day (both YYYY-MM-DD): 0 before the first birthday. */
export function ageInYears(dateOfBirth: string, onDay: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const [y, m, d] = onDay.split('-').map(Number) as [number, number, number]
  // Born on 29 February: one year older on 1 March in a common year.
  const beforeBirthday = m < bm || (m === bm && d < bd)
  return Math.max(0, y - by - (beforeBirthday ? 1 : 0))
}

function matches(range: ReferenceRange, patient: Patient): boolean {
  if (range.sex && range.sex !== patient.sex) return false
  const { min, max } = range.ageYears ?? {}
  if (min !== undefined && patient.ageYears < min) return false
  if (max !== undefined && patient.ageYears >= max) return false
  return true
}

/** Narrower age spans first; of two open-ended ones, the one with a bound ({ min: 18 } before none). */
function narrower(a: ReferenceRange, b: ReferenceRange): boolean {
  const { min: aMin = 0, max: aMax = Infinity } = a.ageYears ?? {}
  const { min: bMin = 0, max: bMax = Infinity } = b.ageYears ?? {}
  const bounds = (r: ReferenceRange) =>
    (r.ageYears?.min !== undefined ? 1 : 0) + (r.ageYears?.max !== undefined ? 1 : 0)
  const aWidth = aMax - aMin
  const bWidth = bMax - bMin
  return aWidth < bWidth || (aWidth === bWidth && bounds(a) > bounds(b))
}

/**
 * The range for this patient: of those that match sex and age, a range for the patient's sex
 * before one for both, then the narrowest age span. None → null: no range is printed and the value
 * is not flagged (a child's value against an adult range would mislead).
 */
export function selectRange(analyte: QuantitativeAnalyte, patient: Patient): ReferenceRange | null {
  let best: ReferenceRange | null = null
  for (const range of analyte.referenceRanges) {
    if (!matches(range, patient)) continue
    if (!best || (range.sex && !best.sex) || (!!range.sex === !!best.sex && narrower(range, best)))
      best = range
  }
  return best
}

/** Multiple of the largest limit beyond which a value is impossible, for analytes without `plausible`. */
export const PLAUSIBLE_MULTIPLE = 50

/** The values accepted for an analyte (see `plausible` in app/content/lab-tests.ts). */
export function plausibleLimits(analyte: QuantitativeAnalyte): { min: number; max: number } {
  if (analyte.plausible) return analyte.plausible
  const limits = analyte.referenceRanges.flatMap((r) =>
    [r.low, r.high, r.criticalLow, r.criticalHigh].filter((v): v is number => v !== undefined),
  )
  const max = PLAUSIBLE_MULTIPLE * Math.max(1, ...limits)
  return { min: 0, max: analyte.unit === '%' ? Math.min(100, max) : max }
}

export const NARRATIVE_MAX_LENGTH = 2000

export type ParseError = 'required' | 'notNumber' | 'impossible' | 'unknownResult' | 'tooLong'
export type ParsedResult = { ok: true; value: string } | { ok: false; error: ParseError }

/** A number at a number of decimals, rounded half away from zero ("13.45" → "13.5"), never "-0". */
export function roundTo(value: number, decimals: number): string {
  const scaled = Math.round(Math.abs(value) * 10 ** decimals + 1e-9) / 10 ** decimals
  const text = scaled.toFixed(decimals)
  return value < 0 && Number(text) !== 0 ? `-${text}` : text
}

// 1,50,000 (Indian) or 150,000 (Western) is a grouped whole number; 13,4 is a decimal comma.
const GROUPED = /^\d{1,3}(?:(?:,\d{2})*,\d{3}|(?:,\d{3})+)(?:\.\d+)?$/
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

function parseNumber(text: string): number | null {
  let t = text.replace(/\s+/g, '')
  if (GROUPED.test(t)) t = t.replace(/,/g, '')
  else if (/^[+-]?\d*,\d+$/.test(t)) t = t.replace(',', '.')
  // Only plain decimals: no exponents ("1e999"), "Infinity", hexadecimal or words.
  if (!DECIMAL.test(t)) return null
  const value = Number(t)
  return Number.isFinite(value) ? value : null
}

const normaliseWords = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

/**
 * A typed result, checked and normalised for storage: a number rounded to the analyte's decimals
 * ("13,4" and "13.44" → "13.4"), a qualitative result's code (the code itself, or any of its labels
 * from `labelsOf`, e.g. its English and Hindi words, in any case), or the written words (at most
 * 2000 characters). Values below or above what a patient's sample can have are "impossible".
 */
export function parseResult(
  analyte: Analyte,
  raw: string,
  labelsOf?: (code: string) => readonly string[],
): ParsedResult {
  const text = raw.replace(/\r\n?/g, '\n').trim()
  if (text === '') return { ok: false, error: 'required' }
  if (analyte.kind === 'narrative') {
    return text.length > NARRATIVE_MAX_LENGTH
      ? { ok: false, error: 'tooLong' }
      : { ok: true, value: text }
  }
  if (analyte.kind === 'qualitative') {
    const wanted = normaliseWords(text)
    const code = analyte.results.find(
      (c) =>
        c === wanted ||
        c.replace(/-/g, ' ') === wanted ||
        c.replace(/\s+/g, '') === wanted.replace(/\s+/g, '') ||
        (labelsOf?.(c) ?? []).some((label) => normaliseWords(label) === wanted),
    )
    return code ? { ok: true, value: code } : { ok: false, error: 'unknownResult' }
  }
  const value = parseNumber(text)
  if (value === null) return { ok: false, error: 'notNumber' }
  const { min, max } = plausibleLimits(analyte)
  if (value < min || value > max) return { ok: false, error: 'impossible' }
  return { ok: true, value: roundTo(value, analyte.decimals) }
}

/**
 * The flag of a stored value: critical beyond the critical limits (strictly: Hb 7.0 is low, 6.9
 * critically low), low or high outside the normal interval (its limits are normal), abnormal for a
 * qualitative result other than the normal one. Null when normal and for written results; where no
 * range applies to the patient only a critical value is flagged (criticalWithoutRange).
 */
export function flagFor(analyte: Analyte, value: string, patient: Patient): ResultFlag | null {
  if (analyte.kind === 'narrative') return null
  if (analyte.kind === 'qualitative') {
    return analyte.normal !== null && value !== analyte.normal ? 'abnormal' : null
  }
  const v = Number(value)
  if (value.trim() === '' || !Number.isFinite(v)) return null
  const range = selectRange(analyte, patient)
  if (!range) return criticalWithoutRange(analyte, v, patient)
  if (range.criticalLow !== undefined && v < range.criticalLow) return 'critical-low'
  if (range.criticalHigh !== undefined && v > range.criticalHigh) return 'critical-high'
  if (range.low !== undefined && v < range.low) return 'low'
  if (range.high !== undefined && v > range.high) return 'high'
  return null
}

/**
 * Where no normal range applies to the patient (a child for an adult-only range), a value past the
 * widest critical limits published for any age of the patient's sex is still critical: it gets no
 * high or low, but it does get the second look before release. A life-threatening value is never
 * left unmarked because the reference table stops at 18.
 */
function criticalWithoutRange(
  analyte: QuantitativeAnalyte,
  v: number,
  patient: Patient,
): ResultFlag | null {
  const ranges = analyte.referenceRanges.filter((range) => !range.sex || range.sex === patient.sex)
  const lows = ranges.flatMap((range) =>
    range.criticalLow === undefined ? [] : [range.criticalLow],
  )
  const highs = ranges.flatMap((range) =>
    range.criticalHigh === undefined ? [] : [range.criticalHigh],
  )
  if (lows.length && v < Math.min(...lows)) return 'critical-low'
  if (highs.length && v > Math.max(...highs)) return 'critical-high'
  return null
}

/** A number as people read it: at its decimals, in Indian grouping (1,50,000) in either language. */
export function formatValue(value: number, decimals: number): string {
  return new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(roundTo(value, decimals)))
}

/**
 * A stored value as printed: a number gets its grouping (digits after the point kept as stored);
 * a code or words are returned unchanged.
 */
export function formatStoredValue(value: string): string {
  if (!/^-?\d+(?:\.\d+)?$/.test(value)) return value
  return formatValue(Number(value), value.split('.')[1]?.length ?? 0)
}

/**
 * A range as the report prints it, the same in every language: "13.0–17.0" for both limits, and
 * for one limit "≤ 99" or "≥ 40" — the limit itself is normal, so the sign says so. (Content writes
 * a published "less than 100" as `high: 99`; printing "≤ 99" shows exactly what is flagged, where
 * "< 100" would need converting back and reads oddly at two decimals: "< 0.31".) Null when there
 * is no range, or a range with no normal limits. Pages and the PDF put the signs into words with
 * `rangeParts`.
 */
export function formatRange(
  range: ReferenceRange | null,
  analyte: QuantitativeAnalyte,
): string | null {
  if (!range) return null
  const { low, high } = range
  const f = (v: number) => formatValue(v, analyte.decimals)
  if (low !== undefined && high !== undefined) return `${f(low)}–${f(high)}`
  if (high !== undefined) return `≤ ${f(high)}`
  if (low !== undefined) return `≥ ${f(low)}`
  return null
}

/** A printed range read back: pages and the PDF say "up to 99" / "99 तक" rather than show a sign. */
export type RangeParts =
  | { kind: 'between'; low: string; high: string }
  | { kind: 'upTo'; high: string }
  | { kind: 'atLeast'; low: string }
  | { kind: 'text'; text: string }

export function rangeParts(range: string): RangeParts {
  const between = /^(.+?)–(.+)$/.exec(range)
  if (between) return { kind: 'between', low: between[1]!, high: between[2]! }
  if (range.startsWith('≤ ')) return { kind: 'upTo', high: range.slice(2) }
  if (range.startsWith('≥ ')) return { kind: 'atLeast', low: range.slice(2) }
  return { kind: 'text', text: range }
}

type Values = Record<string, number>

/**
 * How each calculated analyte (`calculated: true`) is worked out from the entered ones of its test,
 * keyed by code; a formula returns null where it does not hold. INR is entered (the analyser
 * knows the reagent's ISI).
 */
export const CALCULATIONS: Record<
  string,
  { inputs: readonly string[]; compute: (v: Values) => number | null }
> = {
  // Haemoglobin (g/dL) × 10 / red cells (million/µL) = pg per cell.
  MCH: { inputs: ['HB', 'RBC'], compute: (v) => (v.RBC! > 0 ? (v.HB! * 10) / v.RBC! : null) },
  // Haemoglobin per 100 mL of packed cells.
  MCHC: { inputs: ['HB', 'HCT'], compute: (v) => (v.HCT! > 0 ? (v.HB! * 100) / v.HCT! : null) },
  // ADAG study (Nathan 2008): eAG mg/dL = 28.7 × HbA1c − 46.7.
  EAG: { inputs: ['HBA1C'], compute: (v) => Math.max(0, 28.7 * v.HBA1C! - 46.7) },
  // Friedewald: VLDL = TG / 5, not valid above 400 mg/dL of triglycerides.
  VLDL: { inputs: ['TG'], compute: (v) => (v.TG! <= 400 ? v.TG! / 5 : null) },
  NONHDL: { inputs: ['CHOL', 'HDL'], compute: (v) => nonNegative(v.CHOL! - v.HDL!) },
  IBIL: { inputs: ['TBIL', 'DBIL'], compute: (v) => nonNegative(v.TBIL! - v.DBIL!) },
  GLOB: { inputs: ['TP', 'ALB'], compute: (v) => nonNegative(v.TP! - v.ALB!) },
  TSAT: { inputs: ['FE', 'TIBC'], compute: (v) => (v.TIBC! > 0 ? (v.FE! * 100) / v.TIBC! : null) },
  // Volume (mL) × concentration (million/mL).
  TOTAL: { inputs: ['VOL', 'CONC'], compute: (v) => v.VOL! * v.CONC! },
}

function nonNegative(value: number): number | null {
  return value >= 0 ? value : null
}

/**
 * The calculated analytes of a test from its entered values (stored strings, keyed by code), at
 * their decimals. An analyte is left out while an input is missing or the formula does not hold.
 */
export function calculate(test: LabTest, values: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const analyte of test.analytes) {
    if (analyte.kind !== undefined && analyte.kind !== 'quantitative') continue
    if (!analyte.calculated) continue
    const formula = CALCULATIONS[analyte.code]
    if (!formula) continue
    const inputs: Values = {}
    for (const code of formula.inputs) {
      const raw = values[code]
      const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
      if (!Number.isFinite(n)) break
      inputs[code] = n
    }
    if (Object.keys(inputs).length !== formula.inputs.length) continue
    const value = formula.compute(inputs)
    if (value !== null && Number.isFinite(value))
      result[analyte.code] = roundTo(value, analyte.decimals)
  }
  return result
}
