import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import { flagRef, resultRef, sampleRef } from '#app/domain/lab/labels.ts'
import { type loadStaffOrder, windowWords } from '#app/domain/lab/lab-board.server.ts'
import { formatRange, selectRange } from '#app/domain/lab/ranges.ts'
import { rangeWords } from '#app/domain/lab/range-words.ts'
import type { ResultFlag } from '#app/domain/lab/report-view.ts'
import { acceptsResults, nextSteps, type REJECT_REASONS } from '#app/domain/lab/status-flow.ts'
import { type LabOrderView } from '#app/domain/lab/staff-order-view.ts'
import {
  enteredAnalytes,
  isCriticalFlag,
  rangePatient,
  resultField,
} from '#app/domain/lab/workflow.server.ts'
import { clinicDateOf, formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import { getT, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'

/**
 * The laboratory's staff order page, built for the reader: the patient and the order, its tests
 * with their fields (ranges for this patient, stored results, flags), the critical values, the
 * steps open now and the timeline — every word in the reader's language.
 */
export function labOrderPage(
  found: NonNullable<Awaited<ReturnType<typeof loadStaffOrder>>>,
  viewer: { userId: string; locale: Locale },
) {
  const { locale } = viewer
  const t = getT(locale, 'lab')
  const words = (ref: string) => translateRefOnServer(locale, ref)
  const { order } = found
  const patient = rangePatient(order, clinicDateOf(order.collectedAt ?? new Date()))
  const stored = new Map(found.results.map((r) => [resultField(r.test, r.code), r]))
  const area = COLLECTION_AREAS.find((a) => a.slug === order.area)
  const flagLabel = (flag: string | null) => (flag ? words(flagRef(flag as ResultFlag)) : null)

  const tests = found.tests.map((test) => {
    const entered = enteredAnalytes(test)
    return {
      slug: test.slug,
      name: locale === 'hi' ? test.nameHi : test.name,
      sample: words(sampleRef(test.sample)),
      analytes: test.analytes.map((analyte) => {
        const field = resultField(test.slug, analyte.code)
        const result = stored.get(field)
        const kind = analyte.kind ?? 'quantitative'
        const range =
          analyte.kind === undefined || analyte.kind === 'quantitative'
            ? rangeWords(
                result ? result.range : formatRange(selectRange(analyte, patient), analyte),
                t,
              )
            : analyte.kind === 'qualitative' && analyte.normal
              ? t('staff.results.normalIs', { value: words(resultRef(analyte.normal)) })
              : null
        return {
          field,
          name: analyte.name,
          kind,
          unit: analyte.kind === undefined || analyte.kind === 'quantitative' ? analyte.unit : null,
          range,
          calculated: !entered.includes(analyte),
          options:
            analyte.kind === 'qualitative'
              ? analyte.results.map((code) => ({ value: code, label: words(resultRef(code)) }))
              : [],
          value: result?.value ?? '',
          shown: result
            ? analyte.kind === 'qualitative'
              ? words(resultRef(result.value))
              : result.value
            : '',
          flag: (result?.flag ?? null) as ResultFlag | null,
          flagLabel: flagLabel(result?.flag ?? null),
        }
      }),
    }
  })
  const critical = found.results.filter((r) => isCriticalFlag(r.flag))
  const analyteName = (test: string, code: string) =>
    found.tests.find((x) => x.slug === test)?.analytes.find((a) => a.code === code)?.name ?? code
  return {
    meta: {
      title: t('staff.order.metaTitle', { number: order.number, site: SITE.name }),
      description: '',
    },
    order: {
      number: order.number,
      status: order.status,
      mode: order.mode,
      patientName: order.patientName,
      ageSex: t('staff.order.ageSex', {
        age: patient.ageYears,
        sex: t(`staff.sex.${order.sex}`),
      }),
      phone: formatIndianPhone(order.phone),
      email: order.email,
      address: order.address,
      pinCode: order.pinCode,
      area: area ? (locale === 'hi' ? area.nameHi : area.name) : null,
      day: formatClinicDay(order.day, locale),
      window: windowWords(order.window, locale),
      totalInr: order.totalInr,
      referredBy: order.referredBy,
      collectorUserId: order.collectorUserId,
      collectorName: order.collectorName,
      sampleId: order.sampleId,
      payment: order.paidAt
        ? {
            method: t(`staff.payment.${order.paymentMethod ?? 'cash'}`),
            amount: order.paidInr ?? 0,
            at: formatClinicDateTime(order.paidAt, locale),
          }
        : null,
      cancelReason: order.cancelReason,
      rejectReason: order.rejectReason
        ? t(`notice.reject.${order.rejectReason as (typeof REJECT_REASONS)[number]}`)
        : null,
      remarks: order.remarks,
    },
    items: found.items.map((item) => (locale === 'hi' ? item.nameHi : item.name)),
    next: nextSteps(order.status, order.mode),
    entry: acceptsResults(order.status),
    tests,
    critical: critical.map((r) => ({
      name: analyteName(r.test, r.code),
      value: r.value,
      unit: r.unit,
      flag: flagLabel(r.flag),
      byViewer: r.enteredBy === viewer.userId,
    })),
    events: found.events.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      by: e.byPatient ? null : e.by,
      byPatient: e.byPatient,
      at: formatClinicDateTime(e.at, locale),
    })),
    collectors: found.collectors,
    isPathologist: found.viewer.isPathologist,
    reportReady: order.status === 'verified' || order.status === 'released',
  } satisfies LabOrderView & { meta: { title: string; description: string } }
}
