import type { SubmissionResult } from '@conform-to/react'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { ImportRecordForm } from './import-record-form.tsx'
import { ImportedRecordCard, type ImportedRecordCardData } from './imported-record-card.tsx'

/**
 * The records a patient brought to a visit (FHIR documents from another hospital), each as a card
 * with its original file, and the form that adds one.
 */
export function ImportedRecordsSection({
  records,
  fileUrl,
  lastResult,
  className,
}: {
  records: ImportedRecordCardData[]
  fileUrl: (fileId: string) => string
  lastResult: SubmissionResult<string[]> | null | undefined
  className?: string
}) {
  const t = useT('recordImport')
  return (
    <section id="records" aria-labelledby="records-title" className={className}>
      <h2 id="records-title" className="text-xl font-bold">
        {t('section.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('section.intro')}</p>
      {records.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('section.none')}</p>
      ) : (
        <ul className="mt-3 space-y-4" data-testid="imported-records">
          {records.map((record) => (
            <li key={record.fileId}>
              <ImportedRecordCard record={record} downloadUrl={fileUrl(record.fileId)} />
            </li>
          ))}
        </ul>
      )}
      {/* A new form once a record is added: the sent file and the earlier refusal go. */}
      <ImportRecordForm key={records.length} lastResult={lastResult} className="card mt-4" />
    </section>
  )
}
