import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { FileField } from '#app/components/forms.tsx'
import { RECORD_FIELD } from '#app/domain/record-imports/record-field.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** What the file picker offers; the server decides by the content whatever the name says. */
export const FHIR_FILE_ACCEPT = '.json,application/fhir+json,application/json'

/**
 * "Add a record the patient brought": one FHIR document (.json), checked by the server. Works
 * without JavaScript (a plain multipart post); a refusal comes back under the field with the
 * validator's first reasons.
 */
export function ImportRecordForm({
  lastResult,
  label,
  hidden,
  className,
}: {
  lastResult: SubmissionResult<string[]> | null | undefined
  label?: string
  /** Hidden fields the page's forms carry (the room's private key). */
  hidden?: ReactNode
  className?: string
}) {
  const t = useT('recordImport')
  const navigation = useNavigation()
  const [form, fields] = useForm<{ [RECORD_FIELD]: string }>({
    id: 'import-record',
    lastResult: navigation.state === 'idle' ? lastResult : null,
    // Checked by the server alone: the file is what matters, and only the server can read it.
    shouldValidate: 'onSubmit',
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={className}
      data-testid="import-record-form"
    >
      {hidden}
      <input type="hidden" name="intent" value="import" />
      <FileField
        field={fields[RECORD_FIELD]}
        label={label ?? t('form.label')}
        hint={t('form.hint')}
        accept={FHIR_FILE_ACCEPT}
      />
      <button type="submit" className="btn-secondary mt-3">
        {t('form.send')}
      </button>
    </Form>
  )
}
