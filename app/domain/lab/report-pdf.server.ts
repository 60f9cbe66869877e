import type { LabSample } from '#app/content/lab-tests.ts'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import type { PrintableDocument, TableMark } from '#app/utils/documents/document.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { getT, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { flagRef, resultRef } from './labels.ts'
import { rangeWords } from './range-words.ts'
import { formatStoredValue } from './ranges.ts'
import type { LabReportView, ReportLine, ResultFlag } from './report-view.ts'

/**
 * The font (Noto Sans Devanagari) has no µ: units are printed with "mc", as ISMP advises for
 * hand-written and printed doses ("mcg/dL", "cells/mcL"), which nobody misreads as "m".
 */
export function printableUnit(unit: string): string {
  return unit.replace(/µ/g, 'mc')
}

const MARKS: Record<ResultFlag, Omit<TableMark, 'column'> | null> = {
  high: { direction: 'up', count: 1 },
  'critical-high': { direction: 'up', count: 2 },
  low: { direction: 'down', count: 1 },
  'critical-low': { direction: 'down', count: 2 },
  abnormal: null,
}

function valueWords(line: ReportLine, locale: Locale): string {
  if (line.kind === 'qualitative') return translateRefOnServer(locale, resultRef(line.value))
  return line.kind === 'quantitative' ? formatStoredValue(line.value) : line.value
}

/**
 * The flag in capitals in English ("HIGH"), as written in Hindi; an abnormal result has "!" where
 * high and low ones have their triangles.
 */
function flagWords(flag: ResultFlag | null, locale: Locale): string {
  if (!flag) return ''
  const words = translateRefOnServer(locale, flagRef(flag))
  return `${flag === 'abnormal' ? '! ' : ''}${locale === 'en' ? words.toUpperCase() : words}`
}

/**
 * The released report as a printable document: English with each test's Hindi name beside its
 * English one, or Hindi labels throughout (analyte names and methods stay as the laboratory writes
 * them). Times are at the clinic (IST).
 */
export function labReportDocument(view: LabReportView, locale: Locale): PrintableDocument {
  const t = getT(locale, 'lab')
  const abhaT = getT(locale, 'abha')
  const when = (iso: string | null) => (iso ? formatClinicMedium(new Date(iso), locale) : '–')
  const laboratory = t('report.laboratory', { site: SITE.name })
  const columns = [
    { label: t('report.column.analyte'), width: 0.23 },
    { label: t('report.column.result'), width: 0.09 },
    { label: t('report.column.unit'), width: 0.11 },
    { label: t('report.column.range'), width: 0.17 },
    { label: t('report.column.flag'), width: 0.21 },
    { label: t('report.column.method'), width: 0.19 },
  ]
  const FLAG_COLUMN = 4
  return {
    title: t('report.title'),
    language: locale,
    author: laboratory,
    letterhead: [laboratory, addressLine(locale), CONTACT.receptionPhone],
    reference: [
      `${t('report.number')}: ${view.number}`,
      `${t('report.sampleId')}: ${view.sampleId}`,
    ],
    pageLabel: t('report.page', { page: '{page}', count: '{count}' }),
    blocks: [
      {
        kind: 'fields',
        fields: [
          { label: t('report.patient'), value: view.patient.name },
          {
            label: t('report.ageSex'),
            value: t('report.ageSexValue', {
              age: view.patient.ageYears,
              sex: t(`report.sex.${view.patient.sex}`),
            }),
          },
          { label: t('report.mobile'), value: view.patient.mobile },
          ...(view.patient.abhaNumber
            ? [{ label: abhaT('number'), value: view.patient.abhaNumber }]
            : []),
          ...(view.patient.abhaAddress
            ? [{ label: abhaT('address'), value: view.patient.abhaAddress }]
            : []),
          ...(view.referredBy ? [{ label: t('report.referredBy'), value: view.referredBy }] : []),
          { label: t('report.collection'), value: t(`report.collection.${view.collection}`) },
        ],
      },
      {
        kind: 'fields',
        fields: [
          { label: t('report.bookedAt'), value: when(view.bookedAt) },
          { label: t('report.collectedAt'), value: when(view.collectedAt) },
          { label: t('report.receivedAt'), value: when(view.receivedAt) },
          { label: t('report.verifiedAt'), value: when(view.verifiedAt) },
          { label: t('report.releasedAt'), value: when(view.releasedAt) },
        ],
      },
      ...view.tests.flatMap((test) => [
        {
          kind: 'heading' as const,
          text: locale === 'hi' ? `${test.nameHi} (${test.name})` : `${test.name} / ${test.nameHi}`,
        },
        {
          kind: 'paragraph' as const,
          emphasis: 'small' as const,
          text: t('report.sample', { sample: t(`sample.${test.sample as LabSample}`) }),
        },
        {
          kind: 'table' as const,
          columns,
          rows: test.lines.map((line) => [
            line.name,
            valueWords(line, locale),
            line.unit ? printableUnit(line.unit) : '',
            line.kind === 'quantitative' ? rangeWords(line.range, t) : '',
            flagWords(line.flag, locale),
            line.method,
          ]),
          marks: test.lines.map((line) => {
            const mark = line.flag ? MARKS[line.flag] : null
            return mark ? { column: FLAG_COLUMN, ...mark } : null
          }),
        },
      ]),
      ...(view.remarks.trim()
        ? [
            { kind: 'heading' as const, text: t('report.remarks') },
            { kind: 'paragraph' as const, text: view.remarks },
          ]
        : []),
      // The pathologist, the words and the QR code stay together on one page.
      { kind: 'heading', text: t('report.verifiedBy'), keep: 190 },
      {
        kind: 'paragraph',
        emphasis: 'bold',
        text: `${view.pathologist.name}, ${view.pathologist.qualification}`,
      },
      {
        kind: 'paragraph',
        text: t('report.registration', { number: view.pathologist.registrationNumber }),
      },
      { kind: 'paragraph', text: t('report.electronicallyVerified') },
      {
        kind: 'qr',
        url: view.verifyUrl,
        caption: t('report.verify.line', { url: view.verifyUrl, code: view.verifyCode }),
      },
      { kind: 'paragraph', emphasis: 'small', text: t('report.note') },
      { kind: 'paragraph', emphasis: 'small', text: `— ${t('report.end')} —` },
    ],
    footer: `${laboratory} · ${view.number}`,
  }
}

/** The report's PDF (A4, fonts embedded, page numbers "Page 1 of 2"). */
export function renderLabReportPdf(view: LabReportView, locale: Locale): Promise<Buffer> {
  return renderPdf(labReportDocument(view, locale))
}
