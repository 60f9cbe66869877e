import type { Sex } from '#app/content/lab-tests.ts'

/**
 * A result beyond its reference range: high or low, critical when past the critical limits (a second
 * look before release), abnormal for a qualitative result other than the normal one.
 */
export const RESULT_FLAGS = ['low', 'high', 'critical-low', 'critical-high', 'abnormal'] as const
export type ResultFlag = (typeof RESULT_FLAGS)[number]

/** One analyte's line on a report, as entered and checked (values are strings as printed). */
export type ReportLine = {
  code: string
  name: string
  method: string
  kind: 'quantitative' | 'qualitative' | 'narrative'
  /** A number at the analyte's decimals ("13.4"), a result code ("negative"), or the words written. */
  value: string
  unit: string | null
  /** The reference range that applied to this patient ("13.0–17.0", "≤ 99", "≥ 40": formatRange in ranges.ts), or null. */
  range: string | null
  flag: ResultFlag | null
}

export type ReportTest = {
  slug: string
  name: string
  nameHi: string
  sample: string
  lines: ReportLine[]
}

/**
 * Everything a released report prints: the patient, the sample's times, each test with its lines, the
 * pathologist who verified it, and where to check it is genuine. Built on the server from the order;
 * the page, the PDF and the patient's charts all read this.
 */
export type LabReportView = {
  /** LAB-2026-000123 */
  number: string
  sampleId: string
  patient: {
    name: string
    sex: Sex
    /** Whole years on the day the sample was taken. */
    ageYears: number
    mobile: string
    /** The patient's ABHA number (grouped 2-4-4-4) and address, when given (issue 50). */
    abhaNumber: string | null
    abhaAddress: string | null
  }
  /** A doctor's name when a doctor advised the tests (an e-prescription), else null. */
  referredBy: string | null
  /** ISO instants. */
  bookedAt: string
  collectedAt: string
  receivedAt: string
  verifiedAt: string
  releasedAt: string | null
  collection: 'home' | 'lab'
  tests: ReportTest[]
  /** The pathologist's comment on the whole report (may be empty). */
  remarks: string
  pathologist: {
    name: string
    qualification: string
    registrationNumber: string
  }
  /** The public page that shows whether the report is genuine (absolute URL), and its short code. */
  verifyUrl: string
  verifyCode: string
}
