import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { Credentials } from './person-view.ts'

/** The words each registration form has, under its own catalogue key. */
type CredentialsWord =
  | 'title'
  | 'intro'
  | 'qualification'
  | 'qualificationHint'
  | 'registration'
  | 'registrationHint'
  | 'save'
  | 'remove'

type CredentialsFormProps = {
  current: Credentials | null
  lastResult: SubmissionResult<string[]> | null
  /** Why the registration could not be removed. */
  removeErrors: string[] | undefined
}

/**
 * A registration an account needs for its work, saved (given or corrected) and removed here: a
 * pathologist's, printed on every report they verify, or a pharmacist's, recorded on every order
 * and step they take. The server checks (PathologistSchema, PharmacistSchema): the page loads no
 * validation library.
 */
function CredentialsForm({
  id,
  word,
  current,
  lastResult,
  removeErrors,
}: CredentialsFormProps & {
  id: 'pathologist' | 'pharmacist'
  /** The form's words, from the catalogue of the work it is for. */
  word: (key: CredentialsWord) => string
}) {
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { intent: id, ...current },
    constraint: {
      qualification: { required: true, maxLength: 120 },
      registrationNumber: { required: true, maxLength: 60 },
    },
  })
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {word('title')}
      </h2>
      <p className="mt-1 text-slate-700">{word('intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={id} />
        <InputField
          field={fields.qualification}
          label={word('qualification')}
          hint={word('qualificationHint')}
        />
        <InputField
          field={fields.registrationNumber}
          label={word('registration')}
          hint={word('registrationHint')}
        />
        <button type="submit" className="btn-primary">
          {word('save')}
        </button>
      </Form>
      {current ? (
        <Form method="post" className="mt-3">
          <FormErrors className="mb-3" errors={removeErrors} />
          <button type="submit" name="intent" value={`remove-${id}`} className="btn-secondary">
            {word('remove')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** The registration that lets a pharmacist account check medicine orders. */
export function PharmacistForm(props: CredentialsFormProps) {
  const t = useT('pharmacyStaff')
  return <CredentialsForm id="pharmacist" word={(key) => t(`people.${key}`)} {...props} />
}

/** The credentials that let a laboratory account verify reports. */
export function PathologistForm(props: CredentialsFormProps) {
  const t = useT('staff')
  return (
    <CredentialsForm id="pathologist" word={(key) => t(`people.pathologist.${key}`)} {...props} />
  )
}
