import type { ReactNode } from 'react'
import type { LabSample } from '#app/content/lab-tests.ts'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { Name } from '#app/components/ui/name.tsx'
import { flagRef, resultRef, sampleRef } from '#app/domain/lab/labels.ts'
import { rangeWords } from '#app/domain/lab/range-words.ts'
import { formatStoredValue } from '#app/domain/lab/ranges.ts'
import type {
  LabReportView,
  ReportLine,
  ReportTest,
  ResultFlag,
} from '#app/domain/lab/report-view.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { useLocale, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { flagMark } from './flag-mark.ts'

/**
 * A released lab report as a printable page: the same content as its PDF (report-pdf.server.ts).
 * Printed from the browser it is an A4 page without the site's frame (`.print-document` in
 * app.css). `qrCode` is the check page's QR code as an image address (made on the server, like the
 * prescription's); without it the link alone is printed.
 */
export function LabReport({ view, qrCode }: { view: LabReportView; qrCode?: string }) {
  const t = useT('lab')
  const abha = useT('abha')
  const locale = useLocale()
  const when = (iso: string | null) => (iso ? formatClinicMedium(new Date(iso), locale) : '–')
  const headingId = `lab-report-${view.number}`
  const times = [
    [t('report.bookedAt'), view.bookedAt],
    [t('report.collectedAt'), view.collectedAt],
    [t('report.receivedAt'), view.receivedAt],
    [t('report.verifiedAt'), view.verifiedAt],
    [t('report.releasedAt'), view.releasedAt],
  ] as const
  return (
    <article
      className="print-document rounded-md border border-slate-300 bg-white p-4 text-slate-900 sm:p-5 print:text-[10pt]"
      aria-labelledby={headingId}
    >
      <header className="flex flex-col gap-x-6 gap-y-2 border-b border-slate-300 pb-3 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div>
          <p className="text-lg font-bold">{t('report.laboratory', { site: SITE.name })}</p>
          <p className="text-sm text-slate-700">{addressLine(locale)}</p>
          <p className="text-sm text-slate-700">{CONTACT.receptionPhone}</p>
        </div>
        <dl className="shrink-0 text-sm sm:text-right print:text-right">
          <div>
            <dt className="inline font-semibold">{t('report.number')}: </dt>
            <dd className="inline">{view.number}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t('report.sampleId')}: </dt>
            <dd className="inline">{view.sampleId}</dd>
          </div>
        </dl>
      </header>
      <h2 id={headingId} className="mt-3 text-center text-xl font-bold">
        {t('report.title')}
      </h2>
      <div className="mt-3 grid gap-x-8 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
        <dl className="space-y-0.5">
          <Field label={t('report.patient')}>
            <Name>{view.patient.name}</Name>
          </Field>
          <Field label={t('report.ageSex')}>
            {t('report.ageSexValue', {
              age: view.patient.ageYears,
              sex: t(`report.sex.${view.patient.sex}`),
            })}
          </Field>
          <Field label={t('report.mobile')}>{view.patient.mobile}</Field>
          {view.patient.abhaNumber ? (
            <Field label={abha('number')}>{view.patient.abhaNumber}</Field>
          ) : null}
          {view.patient.abhaAddress ? (
            <Field label={abha('address')}>
              <span className="break-all">{view.patient.abhaAddress}</span>
            </Field>
          ) : null}
          {view.referredBy ? (
            <Field label={t('report.referredBy')}>
              <Name>{view.referredBy}</Name>
            </Field>
          ) : null}
          <Field label={t('report.collection')}>{t(`report.collection.${view.collection}`)}</Field>
        </dl>
        <dl className="space-y-0.5">
          {times.map(([label, at]) => (
            <Field key={label} label={label}>
              {when(at)}
            </Field>
          ))}
        </dl>
      </div>
      {view.tests.map((test) => (
        <TestTable key={test.slug} test={test} />
      ))}
      {view.remarks.trim() ? (
        <section className="mt-4 break-inside-avoid">
          <h3 className="font-bold">{t('report.remarks')}</h3>
          {/* As the pathologist wrote it, in whichever language. */}
          <p className="whitespace-pre-line" translate="no">
            {view.remarks}
          </p>
        </section>
      ) : null}
      <section className="mt-5 break-inside-avoid border-t border-slate-300 pt-3">
        <h3 className="font-bold">{t('report.verifiedBy')}</h3>
        <p className="font-semibold">
          <Name>{view.pathologist.name}</Name>,{' '}
          <span translate="no" lang="en">
            {view.pathologist.qualification}
          </span>
        </p>
        <p>{t('report.registration', { number: view.pathologist.registrationNumber })}</p>
        <p>{t('report.electronicallyVerified')}</p>
        <div className="mt-3 flex items-center gap-4">
          {qrCode ? (
            <img src={qrCode} alt={t('report.verify.qrAlt')} width={96} height={96} />
          ) : null}
          <p className="text-sm break-all">
            {t('report.verify.line', { url: view.verifyUrl, code: view.verifyCode })}
          </p>
        </div>
      </section>
      <p className="mt-3 text-sm text-slate-700">{t('report.note')}</p>
    </article>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  )
}

function FlagWords({ flag }: { flag: ResultFlag | null }) {
  const translate = useTranslateRef()
  if (!flag) return null
  return (
    <span className="font-bold text-alert-700 uppercase print:text-black">
      <span aria-hidden="true">{flagMark(flag)} </span>
      {translate(flagRef(flag))}
    </span>
  )
}

function TestTable({ test }: { test: ReportTest }) {
  const t = useT('lab')
  const locale = useLocale()
  const translate = useTranslateRef()
  const value = (line: ReportLine) =>
    line.kind === 'qualitative'
      ? translate(resultRef(line.value))
      : line.kind === 'quantitative'
        ? formatStoredValue(line.value)
        : line.value
  return (
    <section className="mt-5 break-inside-avoid">
      {/* On a phone four columns fit: the unit goes with the value, the method under the name. */}
      <table className="w-full table-fixed border-collapse text-sm print:text-[9.5pt]">
        <caption className="mb-1 text-left">
          <span className="block text-base font-bold">
            {locale === 'hi' ? (
              <>
                {test.nameHi} (<span lang="en">{test.name}</span>)
              </>
            ) : (
              <>
                {test.name} / <span lang="hi">{test.nameHi}</span>
              </>
            )}
          </span>
          <span className="block text-xs text-slate-700">
            {t('report.sample', { sample: translate(sampleRef(test.sample as LabSample)) })}
          </span>
        </caption>
        <thead>
          <tr className="bg-slate-100 text-left">
            <th scope="col" className="w-[45%] p-1.5">
              {t('report.column.analyte')}
            </th>
            <th scope="col" className="w-[22%] sm:w-[18%] print:w-[18%] p-1.5">
              {t('report.column.result')}
            </th>
            <th scope="col" className="w-[33%] sm:w-[20%] print:w-[20%] p-1.5">
              {t('report.column.range')}
            </th>
            <th
              scope="col"
              className="hidden p-1.5 sm:table-cell sm:w-[17%] print:table-cell print:w-[17%]"
            >
              {t('report.column.flag')}
            </th>
          </tr>
        </thead>
        <tbody>
          {test.lines.map((line) => (
            <tr key={line.code} className="border-b border-slate-200 align-top">
              <th scope="row" className="p-1.5 text-left font-normal">
                {/* Analyte names and methods are the laboratory's English words on every page. */}
                <span className="block" lang="en">
                  {line.name}
                </span>
                <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">
                  <span className="sr-only">{t('report.column.method')}: </span>
                  <span lang="en">{line.method}</span>
                </span>
              </th>
              <td
                className={`p-1.5 ${line.kind === 'narrative' ? 'whitespace-pre-line' : ''} ${line.flag ? 'font-bold' : ''}`}
              >
                <span className={line.kind === 'narrative' ? '' : 'whitespace-nowrap'}>
                  {value(line)}
                </span>
                {line.unit ? (
                  // Under the value on a phone, beside it on a wider page.
                  <span className="block text-xs font-normal sm:inline sm:text-sm print:inline">
                    {' '}
                    <span translate="no">{line.unit}</span>
                  </span>
                ) : null}
                {/* A phone has no room for the flag's column: the flag goes under the value. */}
                <span className="block sm:hidden print:hidden">
                  <FlagWords flag={line.flag} />
                </span>
              </td>
              <td className="p-1.5">
                {line.kind === 'quantitative' ? rangeWords(line.range, t) : null}
              </td>
              <td className="hidden p-1.5 sm:table-cell print:table-cell">
                <FlagWords flag={line.flag} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
