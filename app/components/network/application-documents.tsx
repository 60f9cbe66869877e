import { useT } from '#app/utils/i18n/i18n.tsx'
import type { ApplicationFilePurpose } from './join-form-values.ts'

/** The application's documents; opening one is audited. */
export function ApplicationDocuments({
  number,
  documents,
}: {
  number: string
  documents: Array<{ id: string; name: string; purpose: ApplicationFilePurpose; byteSize: number }>
}) {
  const t = useT('applications')
  const tj = useT('join')
  return (
    <section aria-labelledby="app-documents" className="mt-6">
      <h2 id="app-documents" className="text-xl font-bold text-slate-900">
        {t('detail.documents')}
      </h2>
      <p className="text-sm text-slate-600">{t('detail.documentsAudited')}</p>
      <ul className="mt-2 space-y-1">
        {documents.map((document) => (
          <li key={document.id}>
            <a
              href={`/staff/applications/${number}/files/${document.id}`}
              className="font-semibold"
            >
              {document.name}
            </a>{' '}
            <span className="text-slate-600">
              {t('detail.documentLine', {
                purpose: tj(`purpose.${document.purpose}`),
                kilobytes: Math.ceil(document.byteSize / 1024),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
