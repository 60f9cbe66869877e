import {
  type FieldMetadata,
  getCollectionProps,
  getFormProps,
  getInputProps,
  useForm,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/join'
import { FieldErrors, FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { MEDICAL_COUNCIL_ENTRIES } from '#app/content/medical-councils.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import {
  ACCREDITATION_BODIES,
  APPLICANT_KINDS,
  APPLICATION_FILE_PURPOSES,
  APPLICATION_MAX_FILES,
  type ApplicationFilePurpose,
  FACILITY_SERVICES,
} from '#app/db/schema/network-values.ts'
import { SPOKEN_LANGUAGES } from '#app/domain/directory/spoken-languages.ts'
import { applicationPath } from '#app/domain/network/application-links.server.ts'
import {
  applicationFromForm,
  type JoinFields,
  JoinSchema,
  joinError,
  readKept,
} from '#app/domain/network/application-schema.ts'
import { DEPARTMENT_SLUGS, DOCUMENT_SLOTS, keptValue } from '#app/domain/network/join-values.ts'
import {
  applicationFilePurpose,
  attachableDocuments,
  documentUploadAllowed,
  findApplicationByRequestKey,
  submitApplication,
  unattachedDocumentCount,
} from '#app/domain/network/applications.server.ts'
import {
  documentField,
  purposeField,
  readDocumentSlots,
} from '#app/domain/network/join-documents.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import {
  ANY_ALLOWED_TYPE,
  MAX_FILE_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
} from '#app/utils/files/file-kinds.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['join'] }

// Registration certificates and photos of documents (app/utils/files).
export const policy: RoutePolicy = {
  ...personal,
  postLimit: 'join',
  uploadLimit: MAX_UPLOAD_REQUEST_BYTES,
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/** Documents one form may upload and not send (a form corrected many times keeps no more). */
const MAX_UNATTACHED = 2 * APPLICATION_MAX_FILES

/** A document kept from an earlier try of this form. */
type KeptDocument = { id: string; name: string; purpose: ApplicationFilePurpose }

/**
 * Joining the network: a doctor, hospital, clinic, laboratory or pharmacy applies with its details,
 * registration number, documents and a contact. No account is needed: the acknowledgement gives a
 * reference number and a private link (also sent by SMS and e-mail).
 */
export function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'join')
  return {
    meta: {
      title: t('meta.join.title', { site: SITE.name }),
      description: t('meta.join.description'),
    },
    // One key per rendered form: sending it twice stores one application.
    requestKey: crypto.randomUUID(),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'join')
  const formData = await readForm(request)
  const requestKey = formData.get('requestKey')
  const formKey = typeof requestKey === 'string' && isUuid(requestKey) ? requestKey : null
  // Sent again after a lost answer: the application is stored already; show it.
  const stored = formKey ? await findApplicationByRequestKey(formKey) : null
  if (stored) return redirect(`${applicationPath(stored.token, locale)}?sent=1`, 303)
  // Documents kept from an earlier try, then the new ones: each checked by its content, photos
  // drawn again without their location, and kept for this form even if another field is wrong.
  const documents: KeptDocument[] = formKey
    ? await attachableDocuments(
        formKey,
        readKept(formData.getAll('keptFile').filter((v): v is string => typeof v === 'string')),
      )
    : []
  const sent = formKey ? readDocumentSlots(formData) : []
  let documentError: string | null = null
  if (documents.length + sent.length > APPLICATION_MAX_FILES) {
    documentError = t('error.tooManyDocuments', { max: APPLICATION_MAX_FILES })
  } else if (
    sent.length &&
    (await unattachedDocumentCount(formKey!)) + sent.length > MAX_UNATTACHED
  ) {
    documentError = t('error.tooManyTries')
  } else if (!(await documentUploadAllowed(context.clientIp || null, sent.length))) {
    documentError = t('error.uploadLimit', { phone: CONTACT.receptionPhone })
  }
  for (const { file, purpose } of documentError ? [] : sent) {
    try {
      const stored = await storeUpload(file, {
        purpose: applicationFilePurpose(formKey!),
        ownerUserId: null,
        accept: ANY_ALLOWED_TYPE,
        field: 'documents',
      })
      documents.push({ id: stored.id, name: stored.name, purpose })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      documentError = error.values
        ? translateRefOnServer(locale, error.message, error.values)
        : error.message
      break
    }
  }
  if (!documentError && documents.length === 0) documentError = joinError('documentsMissing')
  const submission = parseWithZod(formData, { schema: JoinSchema })
  if (submission.status !== 'success' || documentError) {
    return data(
      {
        // Said above the form too: without JavaScript the page opens at its top, far from the
        // first marked field on a phone.
        result: submission.reply({
          formErrors: [joinError('checkMarked')],
          ...(documentError ? { fieldErrors: { documents: [documentError] } } : {}),
        }),
        documents,
      },
      { status: 400 },
    )
  }
  const form = submission.value
  try {
    const created = await submitApplication({
      ...applicationFromForm(form),
      requestKey: form.requestKey,
      locale,
      documents: documents.map(({ id, purpose }) => ({ id, purpose })),
    })
    return redirect(`${applicationPath(created.token, locale)}?sent=1`, 303)
  } catch (error) {
    return replyWithDomainError(submission, error, { locale, extra: { documents } })
  }
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('join')
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('join.title')}</h1>
      <p className="mt-2 text-slate-700">{t('join.intro')}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-700">
        <li>{t('join.step.1')}</li>
        <li>{t('join.step.2')}</li>
        <li>{t('join.step.3')}</li>
      </ol>
      <JoinForm
        key={loaderData.requestKey}
        requestKey={loaderData.requestKey}
        result={actionData?.result}
        documents={actionData?.documents ?? []}
      />
    </div>
  )
}

const legendClass = 'text-xl font-bold text-slate-900'
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700'

function JoinForm({
  requestKey,
  result,
  documents,
}: {
  requestKey: string
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  documents: readonly KeptDocument[]
}) {
  const t = useT('join')
  const locale = useLocale()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [form, fields] = useForm<JoinFields & { documents?: string }>({
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
  const room = Math.max(0, APPLICATION_MAX_FILES - documents.length)
  // Documents are kept on the server once sent: new, empty pickers after every answer.
  const pickers = documents.map((d) => d.id).join()
  const purposes = APPLICATION_FILE_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))
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
          {getCollectionProps(fields.kind, { type: 'radio', options: [...APPLICANT_KINDS] }).map(
            ({ key, ...props }) => (
              <label key={key} className={choiceClass}>
                <input {...props} className="size-5 shrink-0" />
                {t(`kind.${props.value as (typeof APPLICANT_KINDS)[number]}`)}
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
          options={FACILITY_SERVICES.map((s) => ({ value: s, label: t(`service.${s}`) }))}
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
            options={ACCREDITATION_BODIES.map((b) => ({
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
            max: APPLICATION_MAX_FILES,
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

type Option = { value: string; label: string }

function RadioGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string | undefined>
  legend: string
  options: readonly Option[]
}) {
  return (
    <fieldset aria-describedby={field.errorId}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {getCollectionProps(field, { type: 'radio', options: options.map((o) => o.value) }).map(
          ({ key, ...props }) => (
            <label key={key} className={choiceClass}>
              <input {...props} className="size-5 shrink-0" />
              {options.find((o) => o.value === props.value)?.label}
            </label>
          ),
        )}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

function CheckboxGroup({
  field,
  legend,
  options,
}: {
  field: FieldMetadata<string[] | undefined>
  legend: string
  options: readonly Option[]
}) {
  return (
    <fieldset aria-describedby={field.errorId}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {getCollectionProps(field, { type: 'checkbox', options: options.map((o) => o.value) }).map(
          ({ key, ...props }) => (
            <label key={key} className="flex min-h-11 items-center gap-2">
              <input {...props} className="size-5 shrink-0" />
              {options.find((o) => o.value === props.value)?.label}
            </label>
          ),
        )}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  )
}

function Checkbox({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input key={key} {...props} className="size-5 shrink-0" />
      {label}
    </label>
  )
}
