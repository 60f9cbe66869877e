import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
import { SPOKEN_LANGUAGES } from '#app/domain/directory/spoken-languages.ts'
import { documentField, purposeField } from '#app/domain/network/join-documents.ts'
import { DEPARTMENT_SLUGS, DOCUMENT_SLOTS, keptValue } from '#app/domain/network/join-values.ts'
import { ANY_ALLOWED_TYPE, MAX_FILE_BYTES } from '#app/utils/files/file-kinds.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import {
  Checkbox,
  CheckboxGroup,
  choiceClass,
  legendClass,
  RadioGroup,
} from './join-choice-fields.tsx'
import type { JoinChoices, JoinFormValues, KeptDocument } from './join-form-values.ts'

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/**
 * Joining the network, one form for a doctor and for a facility: the browser hides the other
 * kind's section (no script needed), and the server checks everything. Documents kept from an
 * earlier try can be let go; new ones are chosen in pickers, each with what it is.
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
  const locale = useLocale()
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
  const room = Math.max(0, choices.maxFiles - documents.length)
  // Documents are kept on the server once sent: new, empty pickers after every answer.
  const pickers = documents.map((d) => d.id).join()
  const purposes = choices.purposes.map((p) => ({ value: p, label: t(`purpose.${p}`) }))
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
      <fieldset className="space-y-3 group-has-[input[name=kind]:not([value=doctor]):checked]:hidden">
        <legend className={legendClass}>{t('join.doctor.title')}</legend>
        <RadioGroup
          field={fields.gender}
          legend={t('field.gender')}
          options={(['female', 'male', 'other'] as const).map((g) => ({
            value: g,
            label: t(`gender.${g}`),
          }))}
        />
        <SelectField
          field={fields.department}
          label={t('field.department')}
          placeholder={t('field.choose')}
          options={DEPARTMENT_SLUGS.map((slug) => ({
            value: slug,
            label: t(`department.${slug}`),
          }))}
        />
        <InputField
          field={fields.qualifications}
          label={t('field.qualifications')}
          hint={t('field.qualificationsHint')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            field={fields.experienceYears}
            label={t('field.experienceYears')}
            inputMode="numeric"
          />
          <InputField field={fields.feeInr} label={t('field.feeInr')} inputMode="numeric" />
        </div>
        <CheckboxGroup
          field={fields.languages}
          legend={t('field.languages')}
          options={SPOKEN_LANGUAGES.map((name) => ({
            value: name,
            label: t(`language.${name}` as 'language.Hindi'),
          }))}
        />
        <SelectField
          field={fields.council}
          label={t('field.council')}
          placeholder={t('field.choose')}
          options={MEDICAL_COUNCIL_ENTRIES.map((c) => ({
            value: c.code,
            label: locale === 'hi' ? c.nameHi : c.name,
          }))}
        />
      </fieldset>

      {/* For a facility; hidden (no script) when a doctor is chosen. */}
      <fieldset className="space-y-3 group-has-[input[name=kind][value=doctor]:checked]:hidden">
        <legend className={legendClass}>{t('join.facility.title')}</legend>
        <InputField
          field={fields.address}
          label={t('field.address')}
          autoComplete="street-address"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField field={fields.town} label={t('field.town')} />
          <InputField
            field={fields.pinCode}
            label={t('field.pinCode')}
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </div>
        <InputField field={fields.facilityPhone} label={t('field.facilityPhone')} type="tel" />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            field={fields.latitude}
            label={t('field.latitude')}
            hint={t('field.coordinatesHint')}
            inputMode="decimal"
          />
          <InputField field={fields.longitude} label={t('field.longitude')} inputMode="decimal" />
        </div>
        <CheckboxGroup
          field={fields.services}
          legend={t('field.services')}
          options={choices.services.map((s) => ({ value: s, label: t(`service.${s}`) }))}
        />
        <CheckboxGroup
          field={fields.departments}
          legend={t('field.departments')}
          options={DEPARTMENT_SLUGS.map((slug) => ({
            value: slug,
            label: t(`department.${slug}`),
          }))}
        />
        <fieldset className="space-y-2 rounded-md border border-slate-300 bg-white p-3">
          <legend className="field-label px-1">{t('field.hours')}</legend>
          <RadioGroup
            field={fields.hoursMode}
            legend={t('field.hoursMode')}
            options={[
              { value: 'all_hours', label: t('hours.all_hours') },
              { value: 'weekly', label: t('hours.weekly') },
            ]}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField field={fields.opensAt} label={t('field.opensAt')} type="time" />
            <InputField field={fields.closesAt} label={t('field.closesAt')} type="time" />
          </div>
          <Checkbox field={fields.sundayOpen} label={t('field.sundayOpen')} />
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            field={fields.accreditationBody}
            label={t('field.accreditationBody')}
            placeholder={t('field.noAccreditation')}
            options={choices.accreditationBodies.map((b) => ({
              value: b,
              label: t(`accreditation.${b}`),
            }))}
          />
          <InputField field={fields.accreditationNumber} label={t('field.accreditationNumber')} />
        </div>
        <InputField
          field={fields.registrationAuthority}
          label={t('field.registrationAuthority')}
          hint={t('field.registrationAuthorityHint')}
        />
      </fieldset>

      <fieldset
        className="space-y-3"
        aria-describedby={`documents-hint ${fields.documents.errorId}`}
      >
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
