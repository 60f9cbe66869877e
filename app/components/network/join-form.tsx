import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { choiceClass, legendClass } from './join-choice-fields.tsx'
import { JoinDoctorFields } from './join-doctor-fields.tsx'
import { JoinDocuments } from './join-documents.tsx'
import { JoinFacilityFields } from './join-facility-fields.tsx'
import type { JoinChoices, JoinFormValues, KeptDocument } from './join-form-values.ts'

/**
 * Joining the network, one form for a doctor and for a facility: the browser hides the other
 * kind's section (no script needed), and the server checks everything.
 */
export function JoinForm({
  requestKey,
  result,
  documents,
  choices,
}: {
  requestKey: string
  result: SubmissionResult<string[]> | undefined
  documents: readonly KeptDocument[]
  choices: JoinChoices
}) {
  const t = useT('join')
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [form, fields] = useForm<JoinFormValues>({
    id: 'join',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything: no validation library on this page, and the browser checks
    // nothing either (noValidate below): what a kind requires sits in the other kind's hidden
    // section too, and a hidden required field would block the form without saying why.
    constraint: {
      kind: { required: true },
      name: { required: true },
      registrationNumber: { required: true },
      qualifications: { required: true },
      experienceYears: { required: true },
      feeInr: { required: true },
      address: { required: true },
      town: { required: true },
      pinCode: { required: true },
      facilityPhone: { required: true },
      opensAt: { required: true },
      closesAt: { required: true },
      registrationAuthority: { required: true },
      contactName: { required: true },
      phone: { required: true },
      email: { required: true },
    },
    defaultValue: { requestKey, hoursMode: 'weekly', opensAt: '09:00', closesAt: '18:00' },
  })
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="group mt-8 space-y-8"
    >
      <FormErrors
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
      />
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />

      <fieldset aria-describedby={fields.kind.errorId} className="space-y-2">
        <legend className={legendClass}>{t('join.kind.title')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.kind, { type: 'radio', options: [...choices.kinds] }).map(
            ({ key, ...props }) => (
              <label key={key} className={choiceClass}>
                <input {...props} className="size-5 shrink-0" />
                {t(`kind.${props.value as (typeof choices.kinds)[number]}`)}
              </label>
            ),
          )}
        </div>
        <FieldErrors id={fields.kind.errorId} errors={fields.kind.errors} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className={legendClass}>{t('join.listing.title')}</legend>
        <InputField field={fields.name} label={t('field.name')} hint={t('field.nameHint')} />
        <InputField
          field={fields.registrationNumber}
          label={t('field.registrationNumber')}
          hint={t('field.registrationNumberHint')}
        />
      </fieldset>

      {/* For a doctor; the browser hides it (no script) when a facility is chosen. */}
      <JoinDoctorFields fields={fields} />

      {/* For a facility; hidden (no script) when a doctor is chosen. */}
      <JoinFacilityFields fields={fields} choices={choices} />

      <JoinDocuments fields={fields} documents={documents} choices={choices} />

      <fieldset className="space-y-3">
        <legend className={legendClass}>{t('join.contact.title')}</legend>
        <InputField field={fields.contactName} label={t('field.contactName')} autoComplete="name" />
        <InputField
          field={fields.phone}
          label={t('field.phone')}
          hint={t('field.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <InputField
          field={fields.email}
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
      </fieldset>

      <p className="rounded-md bg-brand-50 p-3 text-slate-800">{t('join.afterSend')}</p>
      <button type="submit" disabled={sending} className="btn-primary min-h-12 w-full text-lg">
        {sending ? t('join.sending') : t('join.send')}
      </button>
    </Form>
  )
}
