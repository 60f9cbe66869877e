import { FieldErrors } from '#app/components/forms.tsx'
import { documentField, purposeField } from '#app/domain/network/join-documents.ts'
import { DOCUMENT_SLOTS, keptValue } from '#app/domain/network/join-values.ts'
import { ANY_ALLOWED_TYPE, MAX_FILE_BYTES } from '#app/utils/files/file-kinds.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { legendClass } from './join-choice-fields.tsx'
import type { JoinChoices, JoinFieldset, KeptDocument } from './join-form-values.ts'

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/**
 * The application's documents: those kept from an earlier try (each can be let go), and pickers
 * for new ones, each with what it is.
 */
export function JoinDocuments({
  fields,
  documents,
  choices,
}: {
  fields: JoinFieldset
  documents: readonly KeptDocument[]
  choices: JoinChoices
}) {
  const t = useT('join')
  const room = Math.max(0, choices.maxFiles - documents.length)
  // Documents are kept on the server once sent: new, empty pickers after every answer.
  const pickers = documents.map((d) => d.id).join()
  const purposes = choices.purposes.map((p) => ({ value: p, label: t(`purpose.${p}`) }))
  return (
    <fieldset className="space-y-3" aria-describedby={`documents-hint ${fields.documents.errorId}`}>
      <legend className={legendClass}>{t('join.documents.title')}</legend>
      <p id="documents-hint" className="text-slate-700">
        {t('join.documents.help', {
          max: choices.maxFiles,
          megabytes: MAX_FILE_BYTES / (1024 * 1024),
        })}
      </p>
      {documents.length ? (
        <div>
          <p className="font-semibold">{t('join.documents.kept')}</p>
          <ul className="mt-1 space-y-1">
            {documents.map((document) => (
              <li key={document.id}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="keptFile"
                    value={keptValue(document.id, document.purpose)}
                    defaultChecked
                    className="size-5"
                  />
                  {t('join.documents.keep', {
                    name: document.name,
                    purpose: t(`purpose.${document.purpose}`),
                  })}
                </label>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {Array.from({ length: Math.min(DOCUMENT_SLOTS, room) }, (_, slot) => (
        <div
          key={`${pickers}-${slot}`}
          className="grid gap-2 rounded-md border border-slate-300 bg-white p-3 sm:grid-cols-2"
        >
          <div>
            <label htmlFor={`join-document-${slot}`} className="field-label">
              {t('join.documents.file', { n: documents.length + slot + 1 })}
            </label>
            <input
              id={`join-document-${slot}`}
              name={documentField(slot)}
              type="file"
              accept={ACCEPTED_FILES}
              aria-invalid={fields.documents.errors ? true : undefined}
              className="mt-1 block w-full text-base"
            />
          </div>
          <div>
            <label htmlFor={`join-purpose-${slot}`} className="field-label">
              {t('join.documents.purpose')}
            </label>
            <select
              id={`join-purpose-${slot}`}
              name={purposeField(slot)}
              defaultValue={slot === 0 && documents.length === 0 ? 'registration' : 'other'}
              className="field-input"
            >
              {purposes.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      ))}
      <FieldErrors id={fields.documents.errorId} errors={fields.documents.errors} />
    </fieldset>
  )
}
