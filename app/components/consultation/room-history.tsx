import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FileField, TextareaField } from '#app/components/forms.tsx'
import { ImportRecordForm } from '#app/components/records/import-record-form.tsx'
import { ImportedRecordCard } from '#app/components/records/imported-record-card.tsx'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { ACCEPTED_FILES, FileLink } from './room-file-link.tsx'
import { RoomKey } from './room-key.tsx'
import type { RoomPageView, RoomStateView } from './room-view.ts'

/** The patient's own words about the problem and the documents shared with the doctor. */
export function HistorySection({
  data,
  state,
  lastResult,
}: {
  data: RoomPageView
  state: RoomStateView
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const t = useT('consultation')
  const records = useT('recordImport')
  const navigation = useNavigation()
  const idle = navigation.state === 'idle'
  const [noteForm, noteFields] = useForm({
    id: 'patient-note',
    defaultValue: { note: state.patientNote },
    lastResult: idle ? lastResult : null,
    // Checked by the server alone: the room page carries no validation library to a cheap phone.
    shouldValidate: 'onSubmit',
  })
  const [filesForm, filesFields] = useForm<{ documents: string }>({
    id: 'share-documents',
    lastResult: idle ? lastResult : null,
    shouldValidate: 'onSubmit',
  })
  const canWrite = data.role === 'patient' && state.phase !== 'closed'
  // A FHIR record the patient brought: added by the doctor in the room, or by the patient.
  const canImport = data.role !== 'staff' && state.phase !== 'closed'
  return (
    <section id="history" aria-labelledby="history-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="history-title" className="text-xl font-bold text-slate-900">
        {data.role === 'patient' ? t('history.title') : t('history.titleDoctor')}
      </h2>
      {canWrite ? (
        <Form method="post" {...getFormProps(noteForm)} className="mt-2">
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="note" />
          <TextareaField
            field={noteFields.note}
            label={t('history.noteLabel')}
            hint={t('history.noteHint')}
            rows={4}
          />
          <button type="submit" className="btn-secondary mt-3">
            {t('history.save')}
          </button>
        </Form>
      ) : state.patientNote ? (
        <p className="mt-2 whitespace-pre-wrap text-slate-800" data-testid="patient-note">
          {state.patientNote}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t('history.none')}</p>
      )}
      <h3 className="mt-6 font-bold text-slate-900">{t('history.documents')}</h3>
      {state.documents.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('history.noDocuments')}</p>
      ) : (
        <ul className="mt-1 space-y-1" data-testid="shared-documents">
          {state.documents.map((document) => {
            const url = roomPath(data.id, data.key, `/files/${document.fileId}`)
            return (
              <li key={document.fileId}>
                {document.record ? (
                  <ImportedRecordCard
                    record={{ ...document, summary: document.record }}
                    downloadUrl={`${url}${url.includes('?') ? '&' : '?'}download=1`}
                    headingLevel={4}
                  />
                ) : (
                  <FileLink
                    url={url}
                    name={document.name}
                    pdf={document.mediaType === 'application/pdf'}
                    byteSize={document.byteSize}
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
      {canWrite ? (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(filesForm)}
          className="mt-3"
        >
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="document" />
          <FileField
            field={filesFields.documents}
            label={t('history.filesLabel')}
            hint={t('history.filesHint')}
            accept={ACCEPTED_FILES}
            multiple
          />
          <button type="submit" className="btn-secondary mt-3">
            {t('history.filesSend')}
          </button>
        </Form>
      ) : null}
      {canImport ? (
        <ImportRecordForm
          // A new form once a record is added: the sent file and the earlier refusal go.
          key={state.documents.filter((document) => document.record).length}
          lastResult={idle ? lastResult : null}
          label={data.role === 'patient' ? records('room.labelPatient') : records('room.label')}
          hidden={<RoomKey value={data.key} />}
          className="mt-4"
        />
      ) : null}
    </section>
  )
}
