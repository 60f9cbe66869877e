import { LAB_TESTS } from '#app/content/lab-tests.ts'
import { flagFor, formatRange, type Patient, selectRange } from '#app/domain/lab/ranges.ts'
import type { LabReportView, ReportTest } from '#app/domain/lab/report-view.ts'

/** A test of the catalogue as a report prints it, with the given values (by analyte code). */
export function reportTest(
  slug: string,
  values: Record<string, string>,
  patient: Patient,
): ReportTest {
  const test = LAB_TESTS.find((t) => t.slug === slug)
  if (!test) throw new Error(`no test ${slug}`)
  return {
    slug,
    name: test.name,
    nameHi: test.nameHi,
    sample: test.sample,
    lines: test.analytes
      .filter((a) => values[a.code] !== undefined)
      .map((a) => {
        const value = values[a.code]!
        const quantitative = a.kind === undefined || a.kind === 'quantitative'
        return {
          code: a.code,
          name: a.name,
          method: a.method,
          kind: a.kind ?? 'quantitative',
          value,
          unit: quantitative ? a.unit : null,
          range: quantitative ? formatRange(selectRange(a, patient), a) : null,
          flag: flagFor(a, value, patient),
        }
      }),
  }
}

const PATIENT = {
  name: 'Ramesh Kumar Verma',
  sex: 'male' as const,
  ageYears: 46,
  mobile: '+91 98390 12345',
  abhaNumber: null,
  abhaAddress: null,
}

/** A released report: a CBC with one high and one critically low value, sugar, lipids, dengue. */
export function sampleLabReport(overrides: Partial<LabReportView> = {}): LabReportView {
  const patient = { sex: PATIENT.sex, ageYears: PATIENT.ageYears }
  return {
    number: 'LAB-2026-000123',
    sampleId: 'S26112400017',
    patient: PATIENT,
    referredBy: 'Dr. Anjali Mishra',
    bookedAt: '2026-11-23T12:10:00Z',
    collectedAt: '2026-11-24T02:05:00Z',
    receivedAt: '2026-11-24T03:20:00Z',
    verifiedAt: '2026-11-24T08:45:00Z',
    releasedAt: '2026-11-24T08:50:00Z',
    collection: 'home',
    tests: [
      reportTest(
        'cbc',
        {
          HB: '11.2',
          RBC: '4.10',
          HCT: '34.8',
          MCV: '84.9',
          MCH: '27.3',
          MCHC: '32.2',
          TLC: '12600',
          NEUT: '78',
          LYMPH: '16',
          PLT: '18000',
        },
        patient,
      ),
      reportTest('blood-sugar-fasting', { FPG: '186' }, patient),
      reportTest('hba1c', { HBA1C: '8.4', EAG: '194' }, patient),
      reportTest(
        'lipid-profile',
        { CHOL: '214', TG: '190', HDL: '38', LDL: '138', VLDL: '38' },
        patient,
      ),
      reportTest('dengue-ns1', { NS1: 'positive' }, patient),
    ],
    remarks: 'Platelets are critically low: the doctor was told by phone at 2:20 pm.',
    pathologist: {
      name: 'Dr. Sunita Agarwal',
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC-48213',
    },
    verifyUrl: 'https://maindoctor.in/lab-reports/verify/K7P2QX',
    verifyCode: 'K7P2QX',
    ...overrides,
  }
}
