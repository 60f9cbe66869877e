import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { Credentials } from './person-view.ts'

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
  words,
  current,
  lastResult,
  removeErrors,
}: CredentialsFormProps & {
  id: 'pathologist' | 'pharmacist'
  words: {
    title: string
    intro: string
    qualification: string
    qualificationHint: string
    registration: string
    registrationHint: string
    save: string
    remove: string
  }
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
        {words.title}
      </h2>
      <p className="mt-1 text-slate-700">{words.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={id} />
        <InputField
          field={fields.qualification}
          label={words.qualification}
          hint={words.qualificationHint}
        />
        <InputField
          field={fields.registrationNumber}
          label={words.registration}
          hint={words.registrationHint}
        />
        <button type="submit" className="btn-primary">
          {words.save}
        </button>
      </Form>
      {current ? (
        <Form method="post" className="mt-3">
          <FormErrors className="mb-3" errors={removeErrors} />
          <button type="submit" name="intent" value={`remove-${id}`} className="btn-secondary">
            {words.remove}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** The registration that lets a pharmacist account check medicine orders. */
export function PharmacistForm(props: CredentialsFormProps) {
  const t = useT('pharmacyStaff')
  return (
    <CredentialsForm
      id="pharmacist"
      words={{
        title: t('people.title'),
        intro: t('people.intro'),
        qualification: t('people.qualification'),
        qualificationHint: t('people.qualificationHint'),
        registration: t('people.registration'),
        registrationHint: t('people.registrationHint'),
        save: t('people.save'),
        remove: t('people.remove'),
      }}
      {...props}
    />
  )
}

/** The credentials that let a laboratory account verify reports. */
export function PathologistForm(props: CredentialsFormProps) {
  const t = useT('staff')
  return (
    <CredentialsForm
      id="pathologist"
      words={{
        title: t('people.pathologist.title'),
        intro: t('people.pathologist.intro'),
        qualification: t('people.pathologist.qualification'),
        qualificationHint: t('people.pathologist.qualificationHint'),
        registration: t('people.pathologist.registration'),
        registrationHint: t('people.pathologist.registrationHint'),
        save: t('people.pathologist.save'),
        remove: t('people.pathologist.remove'),
      }}
      {...props}
    />
  )
}
