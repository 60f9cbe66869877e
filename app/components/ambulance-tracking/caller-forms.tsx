import { getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors, InputField, TextareaField } from '#app/components/forms.tsx'
import { CALLER_CANCEL_REASONS } from '#app/domain/ambulance/status-flow.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

type Result = SubmissionResult<string[]> | undefined

/** The caller adds a note the dispatcher sees (a landmark, how the patient is now). */
export function NoteForm({ result }: { result: Result }) {
  const t = useT('ambulance')
  const navigation = useNavigation()
  const [form, fields] = useForm<{ note: string }>({
    id: 'caller-note',
    lastResult: navigation.state === 'idle' ? result : null,
  })
  return (
    <section aria-labelledby="note-title" className="card mt-6">
      <h2 id="note-title" className="text-lg font-bold text-slate-900">
        {t('note.title')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-2">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField field={fields.note} label={t('note.label')} rows={3} />
        <button type="submit" name="intent" value="note" className="btn-primary mt-2">
          {t('note.send')}
        </button>
      </Form>
    </section>
  )
}

/** The caller cancels the request, saying why. */
export function CancelForm({ result }: { result: Result }) {
  const t = useT('ambulance')
  const navigation = useNavigation()
  const [form, fields] = useForm<{ reason: string; details: string }>({
    id: 'caller-cancel',
    lastResult: navigation.state === 'idle' ? result : null,
  })
  const { key, ...select } = getSelectProps(fields.reason)
  return (
    <details
      className="mt-6 rounded-md border border-slate-300 bg-white p-3"
      open={result ? true : undefined}
    >
      <summary className="cursor-pointer font-semibold text-alert-700">{t('cancel.title')}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <label htmlFor={fields.reason.id} className="field-label">
          {t('cancel.reasonLabel')}
        </label>
        <select key={key} {...select} className="field-input">
          <option value="">{t('cancel.choose')}</option>
          {CALLER_CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`cancel.reason.${reason}`)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
        <InputField field={fields.details} label={t('cancel.details')} />
        <button type="submit" name="intent" value="cancel" className="btn-secondary mt-1">
          {t('cancel.send')}
        </button>
      </Form>
    </details>
  )
}
