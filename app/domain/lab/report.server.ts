import { qrCodeDataUrl } from '#app/utils/documents/qr-code.server.ts'
import { formatAbhaNumber } from '#app/domain/abha/index.ts'
import { patientAbha } from '#app/domain/abha/index.server.ts'
import { initialsOf } from '#app/utils/initials.ts'
import { and, eq, inArray } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { labOrders, labResults } from '#app/db/schema/lab.ts'
import { clinicDateOf } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import type { LabReportView, ReportLine, ResultFlag } from './report-view.ts'
import { orderTests, rangePatient, resultField } from './workflow.server.ts'

/**
 * The report as every reader gets it (the staff's page and PDF, the patient's order page and
 * account, the charts): built from the order, its stored results (never recomputed: a report does
 * not change when the catalogue does), the catalogue's names and methods, and the pathologist.
 */

/** The public page that tells whether a report is genuine. */
export const reportVerifyUrl = (code: string, locale: Locale = 'en') =>
  `${appUrl()}${localizePath(`/lab-tests/verify/${code}`, locale)}`

/** The report of a verified (or released) order; null for any other order. */
export async function loadReportView(
  orderId: string,
  locale: Locale = 'en',
): Promise<LabReportView | null> {
  const db = getDb()
  const [order] = await db
    .select({
      number: labOrders.number,
      status: labOrders.status,
      sampleId: labOrders.sampleId,
      accountUserId: labOrders.accountUserId,
      patientName: labOrders.patientName,
      sex: labOrders.sex,
      dateOfBirth: labOrders.dateOfBirth,
      ageYears: labOrders.ageYears,
      phone: labOrders.phone,
      referredBy: labOrders.referredBy,
      mode: labOrders.mode,
      remarks: labOrders.remarks,
      createdAt: labOrders.createdAt,
      collectedAt: labOrders.collectedAt,
      receivedAt: labOrders.receivedAt,
      verifiedAt: labOrders.verifiedAt,
      releasedAt: labOrders.releasedAt,
      verifyCode: labOrders.verifyCode,
      pathologistName: labOrders.pathologistName,
      qualification: labOrders.pathologistQualification,
      registrationNumber: labOrders.pathologistRegistration,
    })
    .from(labOrders)
    .where(and(eq(labOrders.id, orderId), inArray(labOrders.status, ['verified', 'released'])))
  if (!order || !order.collectedAt || !order.receivedAt || !order.verifiedAt) return null
  if (!order.sampleId || !order.verifyCode) return null
  const [tests, results, abha] = await Promise.all([
    orderTests(db, orderId),
    db
      .select({
        test: labResults.testSlug,
        code: labResults.analyteCode,
        value: labResults.value,
        unit: labResults.unit,
        range: labResults.range,
        flag: labResults.flag,
      })
      .from(labResults)
      .where(eq(labResults.orderId, orderId)),
    // Lab orders name the patient without a family link: the holder's, or the member's by name.
    patientAbha({ accountUserId: order.accountUserId, patientName: order.patientName }),
  ])
  const stored = new Map(results.map((r) => [resultField(r.test, r.code), r]))
  const patient = rangePatient(order, clinicDateOf(order.collectedAt))
  return {
    number: order.number,
    sampleId: order.sampleId,
    patient: {
      name: order.patientName,
      sex: order.sex,
      ageYears: patient.ageYears,
      mobile: formatIndianPhone(order.phone),
      abhaNumber: abha?.abhaNumber ? formatAbhaNumber(abha.abhaNumber) : null,
      abhaAddress: abha?.abhaAddress ?? null,
    },
    referredBy: order.referredBy,
    bookedAt: order.createdAt.toISOString(),
    collectedAt: order.collectedAt.toISOString(),
    receivedAt: order.receivedAt.toISOString(),
    verifiedAt: order.verifiedAt.toISOString(),
    releasedAt: order.releasedAt?.toISOString() ?? null,
    collection: order.mode,
    tests: tests.map((test) => ({
      slug: test.slug,
      name: test.name,
      nameHi: test.nameHi,
      sample: test.sample,
      lines: test.analytes.flatMap((analyte): ReportLine[] => {
        const result = stored.get(resultField(test.slug, analyte.code))
        if (!result) return []
        return [
          {
            code: analyte.code,
            name: analyte.name,
            method: analyte.method,
            kind: analyte.kind ?? 'quantitative',
            value: result.value,
            unit: result.unit,
            range: result.range,
            flag: result.flag as ResultFlag | null,
          },
        ]
      }),
    })),
    remarks: order.remarks,
    pathologist: {
      name: order.pathologistName ?? '',
      qualification: order.qualification ?? '',
      registrationNumber: order.registrationNumber ?? '',
    },
    verifyUrl: reportVerifyUrl(order.verifyCode, locale),
    verifyCode: order.verifyCode,
  }
}

/** What the public check shows of a report: no values, the patient only as initials. */
export type VerifiedReport = {
  number: string
  patientInitials: string
  tests: Array<{ slug: string; name: string; nameHi: string }>
  pathologist: { name: string; qualification: string; registrationNumber: string }
  verifiedAt: Date
  releasedAt: Date | null
}

const VERIFY_CODE = /^[A-Z2-9]{10}$/

/** The report a verification code names, or null (a code nobody was given). */
export async function findOrderByVerifyCode(code: string): Promise<VerifiedReport | null> {
  const wanted = code.trim().toUpperCase()
  if (!VERIFY_CODE.test(wanted)) return null
  const db = getDb()
  const [order] = await db
    .select({
      id: labOrders.id,
      number: labOrders.number,
      patientName: labOrders.patientName,
      verifiedAt: labOrders.verifiedAt,
      releasedAt: labOrders.releasedAt,
      name: labOrders.pathologistName,
      qualification: labOrders.pathologistQualification,
      registrationNumber: labOrders.pathologistRegistration,
    })
    .from(labOrders)
    .where(
      and(eq(labOrders.verifyCode, wanted), inArray(labOrders.status, ['verified', 'released'])),
    )
  if (!order?.verifiedAt) return null
  const tests = await orderTests(db, order.id)
  return {
    number: order.number,
    patientInitials: initialsOf(order.patientName),
    tests: tests.map((t) => ({ slug: t.slug, name: t.name, nameHi: t.nameHi })),
    pathologist: {
      name: order.name ?? '',
      qualification: order.qualification ?? '',
      registrationNumber: order.registrationNumber ?? '',
    },
    verifiedAt: order.verifiedAt,
    releasedAt: order.releasedAt,
  }
}

/** The report's check page as a QR code (an image address for the printable page). */
export const reportQrCode = (view: LabReportView) => qrCodeDataUrl(view.verifyUrl)

/** What the sample's label prints; null before the sample is taken. */
export async function loadSampleLabel(number: string) {
  const [order] = await getDb()
    .select({
      id: labOrders.id,
      number: labOrders.number,
      patientName: labOrders.patientName,
      sex: labOrders.sex,
      dateOfBirth: labOrders.dateOfBirth,
      ageYears: labOrders.ageYears,
      sampleId: labOrders.sampleId,
      collectedAt: labOrders.collectedAt,
    })
    .from(labOrders)
    .where(eq(labOrders.number, number))
  if (!order?.sampleId || !order.collectedAt) return null
  const tests = await orderTests(getDb(), order.id)
  return {
    id: order.id,
    number: order.number,
    patientName: order.patientName,
    sex: order.sex,
    ageYears: rangePatient(order, clinicDateOf(order.collectedAt)).ageYears,
    sampleId: order.sampleId,
    collectedAt: order.collectedAt,
    samples: [...new Set(tests.map((test) => test.sample))],
  }
}
