import { SITE } from '#app/content/site.ts'
import type { ImportedRecord } from '#app/domain/fhir/index.ts'
import { Name } from '#app/components/ui/name.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/** What the shared page shows of a record: the FHIR document as read back for a person. */
export type SharedRecordView = Omit<ImportedRecord, 'kind' | 'date'>

/**
 * A shared record as a doctor elsewhere reads it: who, when, by whom, the medicines or results
 * and the notes, and the two downloads. Names and clinical text are data as written: browser
 * translation leaves them alone.
 */
export function SharedRecord({
  record,
  date,
  expires,
  pdfHref,
  fhirHref,
}: {
  record: SharedRecordView
  date: string
  expires: string
  pdfHref: string | null
  fhirHref: string
}) {
  const t = useT('records')
  const facts: Array<[string, string | undefined, boolean]> = [
    [t('shared.patient'), record.patient.name, true],
    [t('shared.abhaNumber'), record.patient.abhaNumber, true],
    [t('shared.abhaAddress'), record.patient.abhaAddress, true],
    [t('shared.date'), date, false],
    [t('shared.author'), record.author, true],
    [t('shared.organization'), record.organization, true],
  ]
  return (
    <>
      <p className="mt-2 max-w-prose text-slate-700">
        {t('shared.intro', { site: SITE.name, time: expires })}
      </p>
      <section aria-labelledby="shared-record-title" className="card mt-6 p-4">
        <h2 id="shared-record-title" className="text-2xl font-bold text-slate-900" translate="no">
          {record.title}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {facts
            .filter(([, value]) => value)
            .map(([label, value, asWritten]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="text-slate-800">{asWritten ? <Name>{value!}</Name> : value}</dd>
              </div>
            ))}
        </dl>
        {record.medicines.length > 0 ? (
          <RecordTable
            title={t('shared.medicines')}
            testId="shared-medicines"
            columns={[t('shared.medicine'), t('shared.dosage')]}
            rows={record.medicines.map((medicine) => [
              <span key="name" className="font-semibold">
                {medicine.name}
              </span>,
              medicine.dosage ?? '',
            ])}
          />
        ) : null}
        {record.observations.length > 0 ? (
          <RecordTable
            title={t('shared.observations')}
            testId="shared-observations"
            columns={[
              t('shared.test'),
              t('shared.value'),
              t('shared.range'),
              t('shared.interpretation'),
            ]}
            rows={record.observations.map((observation) => [
              observation.name,
              <span key="value" className="font-semibold">
                {observation.value}
                {observation.unit ? ` ${observation.unit}` : ''}
              </span>,
              observation.range ?? '',
              observation.interpretation ?? '',
            ])}
          />
        ) : null}
        {record.notes.length > 0 ? (
          <>
            <h3 className="mt-6 text-xl font-bold text-slate-900">{t('shared.notes')}</h3>
            <div translate="no">
              {record.notes.map((note, index) => (
                <p key={index} className="mt-2 whitespace-pre-line text-slate-800">
                  {note}
                </p>
              ))}
            </div>
          </>
        ) : null}
      </section>
      <section aria-labelledby="shared-downloads" className="mt-6">
        <h2 id="shared-downloads" className="text-xl font-bold text-slate-900">
          {t('shared.downloads')}
        </h2>
        <p className="mt-2 flex flex-wrap gap-2">
          {pdfHref ? (
            <Link className="btn-secondary px-3" to={pdfHref} reloadDocument>
              {t('download.pdf')}
            </Link>
          ) : null}
          <Link className="btn-secondary px-3" to={fhirHref} reloadDocument>
            {t('download.fhir')}
          </Link>
        </p>
        <p className="mt-3 max-w-prose text-sm text-slate-600">{t('fhirHelp')}</p>
        <p className="mt-1 max-w-prose text-sm text-slate-600">{t('shared.audit')}</p>
      </section>
    </>
  )
}

/** One of the record's tables: a heading, its column names, and rows of data as written. */
function RecordTable({
  title,
  testId,
  columns,
  rows,
}: {
  title: string
  testId: string
  columns: string[]
  rows: React.ReactNode[][]
}) {
  return (
    <>
      <h3 className="mt-6 text-xl font-bold text-slate-900">{title}</h3>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left" data-testid={testId}>
          <thead>
            <tr className="border-b border-slate-300">
              {columns.map((column, index) => (
                <th key={index} scope="col" className="py-2 pr-4">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody translate="no">
            {rows.map((cells, index) => (
              <tr key={index} className="border-b border-slate-200 align-top">
                {cells.map((cell, column) => (
                  <td key={column} className="py-2 pr-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
