import type { ImportedRecordSummary } from '#app/domain/record-imports/record-summary.ts'
import { formatClinicDate, formatClinicMedium } from '#app/utils/clinic-time.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import type { Locale } from '#app/utils/i18n/locales.ts'

export type ImportedRecordCardData = {
  fileId: string
  byteSize: number
  summary: ImportedRecordSummary
}

/** The document's own date as people read it: a day, or a day and time at the clinic. */
function documentDate(date: string, locale: Locale): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const day = new Date(`${date}T00:00:00Z`)
    return Number.isNaN(day.getTime()) ? date : formatClinicDate(day, locale)
  }
  const instant = new Date(date)
  return Number.isNaN(instant.getTime()) ? date : formatClinicMedium(instant, locale)
}

/**
 * What a doctor reads of a FHIR document a patient brought (as readFhirDocument read it when it
 * was taken in): its kind, title, date and source, the patient it names, the medicines with their
 * directions, the results with unit, range and flag, and the notes; with the original file to
 * download. Everything in it is the other hospital's words, shown as written, in its own language.
 */
export function ImportedRecordCard({
  record,
  downloadUrl,
  headingLevel = 3,
}: {
  record: ImportedRecordCardData
  downloadUrl: string
  headingLevel?: 3 | 4
}) {
  const t = useT('recordImport')
  const locale = useLocale()
  const s = record.summary
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const Sub = headingLevel === 3 ? 'h4' : 'h5'
  const titleId = `record-${record.fileId}`
  const empty = s.medicines.length === 0 && s.observations.length === 0 && s.notes.length === 0
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-md border border-slate-300 bg-white p-4 text-slate-900"
      data-testid="imported-record"
    >
      <p className="text-sm font-semibold text-slate-700">
        {t(`card.kind.${s.kind}`)} · {t('card.brought')}
      </p>
      <Heading id={titleId} className="mt-1 text-lg font-bold break-words">
        {s.title || t('card.untitled')}
      </Heading>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {s.date ? <Field label={t('card.date')}>{documentDate(s.date, locale)}</Field> : null}
        {s.organization ? <Field label={t('card.from')}>{s.organization}</Field> : null}
        {s.author ? <Field label={t('card.author')}>{s.author}</Field> : null}
        {s.patient.name ? (
          <Field label={t('card.patient')}>
            <span translate="no">{s.patient.name}</span>
          </Field>
        ) : null}
        {s.patient.abhaNumber ? (
          <Field label={t('card.abhaNumber')}>{s.patient.abhaNumber}</Field>
        ) : null}
        {s.patient.abhaAddress ? (
          <Field label={t('card.abhaAddress')}>{s.patient.abhaAddress}</Field>
        ) : null}
      </dl>
      {s.medicines.length > 0 ? (
        <>
          <Sub className="mt-4 font-bold">{t('card.medicines')}</Sub>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="imported-medicines">
            {s.medicines.map((m, i) => (
              <li key={i} className="break-words">
                <span className="font-semibold">{m.name}</span>
                {' — '}
                {m.dosage ?? <span className="text-slate-700">{t('card.dosageNone')}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {s.observations.length > 0 ? (
        <>
          <Sub className="mt-4 font-bold">{t('card.results')}</Sub>
          {/* A table reads well on a wide screen; on a phone each result is a short block. */}
          <table className="mt-1 w-full text-left text-sm" data-testid="imported-results">
            <thead className="sr-only sm:not-sr-only">
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-2">
                  {t('card.test')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('card.result')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('card.range')}
                </th>
                <th scope="col" className="py-1">
                  {t('card.flag')}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.observations.map((o, i) => (
                <tr key={i} className="block border-b border-slate-200 py-1 sm:table-row sm:py-0">
                  <th scope="row" className="block py-1 pr-2 font-semibold sm:table-cell">
                    {o.name}
                    {o.code ? (
                      <span className="ml-1 font-normal text-slate-700">({o.code})</span>
                    ) : null}
                  </th>
                  <td className="block pr-2 sm:table-cell sm:py-1">
                    <span className="sm:hidden">{t('card.result')}: </span>
                    <span className="font-semibold">{o.value}</span>
                    {o.unit ? ` ${o.unit}` : ''}
                  </td>
                  <td className="block pr-2 sm:table-cell sm:py-1">
                    {o.range ? (
                      <>
                        <span className="sm:hidden">{t('card.range')}: </span>
                        {o.range}
                      </>
                    ) : null}
                  </td>
                  <td className="block font-semibold sm:table-cell sm:py-1">
                    {o.interpretation ? (
                      <>
                        <span className="font-normal sm:hidden">{t('card.flag')}: </span>
                        {o.interpretation}
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {s.notes.length > 0 ? (
        <>
          <Sub className="mt-4 font-bold">{t('card.notes')}</Sub>
          <ul className="mt-1 space-y-1">
            {s.notes.map((note, i) => (
              <li key={i} className="break-words whitespace-pre-wrap">
                {note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {empty ? <p className="mt-3 text-slate-700">{t('card.empty')}</p> : null}
      <p className="mt-4">
        <a href={downloadUrl} className="font-semibold" download>
          {t('card.download', { kb: Math.max(1, Math.round(record.byteSize / 1024)) })}
        </a>
      </p>
    </article>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words">{children}</dd>
    </>
  )
}
