import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { useNavigation } from 'react-router'
import { ServedAreaAddress } from '#app/components/served-area-address.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import type { MedicineOrderFields } from '#app/domain/pharmacy/order-schema.ts'
import { ANY_ALLOWED_TYPE, MAX_FILE_BYTES } from '#app/utils/files/file-kinds.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { KeptPage, MedicineOrderPage } from './order-view.ts'

const ACCEPTED_FILES = ANY_ALLOWED_TYPE.join(',')

/**
 * Who the medicines are for, the prescription's pages (photos or a PDF), delivery or pickup and
 * how the patient pays. Works without JavaScript; the server checks everything.
 */
export function MedicineOrderForm({
  loaderData,
  result,
  pages,
  maxPages,
}: {
  loaderData: MedicineOrderPage
  result: SubmissionResult<string[]> | undefined
  pages: readonly KeptPage[]
  /** The most pages one order holds. */
  maxPages: number
}) {
  const t = useT('pharmacy')
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [form, fields] = useForm<MedicineOrderFields & { pages?: string }>({
    id: 'medicine-order',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything: no validation library on this page. The address and pin
    // code are needed only for a delivery (the server says so when they are missing).
    constraint: {
      patientName: { required: true },
      phone: { required: true },
      mode: { required: true },
      paymentMethod: { required: true },
    },
    defaultValue: {
      requestKey: loaderData.requestKey,
      patientName: loaderData.patient.name,
      phone: loaderData.patient.phone,
      email: loaderData.patient.email,
      mode: 'delivery',
      paymentMethod: 'cash',
    },
  })
  const hintId = 'pages-hint'
  // The chosen files are kept on the server once sent: new, empty pickers after every answer.
  const pickers = pages.map((page) => page.id).join()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="group mt-8 space-y-6"
    >
      <FormErrors
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
      />
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />
      {loaderData.lines.map((line) => (
        <input key={line.key} type="hidden" name="line" value={line.key} />
      ))}

      <fieldset className="space-y-3" aria-describedby={[hintId, fields.pages.errorId].join(' ')}>
        <legend className="text-xl font-bold text-slate-900">{t('order.pages.title')}</legend>
        <p id={hintId} className="text-slate-700">
          {t('order.pages.help')}
        </p>
        {pages.length ? (
          <div>
            <p className="font-semibold">{t('order.pages.kept')}</p>
            <p className="text-sm text-slate-600">{t('order.pages.keptHint')}</p>
            <ul className="mt-1 space-y-1">
              {pages.map((page) => (
                <li key={page.id}>
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      name="keptPage"
                      value={page.id}
                      defaultChecked
                      className="size-5"
                    />
                    {t('order.pages.keep', { name: page.name })}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border border-slate-300 bg-white p-3">
            <label htmlFor="order-camera" className="field-label">
              {t('order.pages.camera')}
            </label>
            {/* On a phone this opens the camera at once. */}
            <input
              key={pickers}
              id="order-camera"
              name="camera"
              type="file"
              accept="image/*"
              capture="environment"
              className="mt-1 block w-full text-base"
            />
          </div>
          <div className="rounded-md border border-slate-300 bg-white p-3">
            <label htmlFor="order-pages" className="field-label">
              {t('order.pages.choose')}
            </label>
            <input
              key={pickers}
              id="order-pages"
              name="pages"
              type="file"
              multiple
              accept={ACCEPTED_FILES}
              aria-invalid={fields.pages.errors ? true : undefined}
              className="mt-1 block w-full text-base"
            />
          </div>
        </div>
        <p className="text-sm text-slate-600">
          {t('order.pages.limits', {
            megabytes: MAX_FILE_BYTES / (1024 * 1024),
            max: maxPages,
          })}
        </p>
        <FieldErrors id={fields.pages.errorId} errors={fields.pages.errors} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-xl font-bold text-slate-900">{t('order.patient.title')}</legend>
        <InputField field={fields.patientName} label={t('order.patientName')} autoComplete="name" />
        <InputField
          field={fields.phone}
          label={t('order.phone')}
          hint={t('order.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <InputField
          field={fields.email}
          label={t('order.email')}
          hint={t('order.emailHint')}
          type="email"
          autoComplete="email"
        />
      </fieldset>

      <fieldset aria-describedby={fields.mode.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('order.mode.title')}</legend>
        {(['delivery', 'pickup'] as const).map((mode) => {
          const { key, ...props } = getInputProps(fields.mode, { type: 'radio', value: mode })
          return (
            <label
              key={mode}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input key={key} {...props} className="mt-1 size-5 shrink-0" />
              <span>
                <span className="font-semibold">{t(`order.mode.${mode}`)}</span>
                <span className="block text-sm text-slate-700">
                  {mode === 'pickup'
                    ? t('order.mode.pickupHelp', { address: loaderData.pickupAddress })
                    : t('order.mode.deliveryHelp')}
                </span>
              </span>
            </label>
          )
        })}
        <FieldErrors id={fields.mode.errorId} errors={fields.mode.errors} />
      </fieldset>

      {/* Only for a delivery; hidden by the browser (no script) when pickup is chosen. */}
      <div className="space-y-3 group-has-[input[name=mode][value=pickup]:checked]:hidden">
        <ServedAreaAddress
          address={fields.address}
          pinCode={fields.pinCode}
          labels={{
            address: t('order.address'),
            pinCode: t('order.pinCode'),
            areas: t('order.areas'),
          }}
        />
      </div>

      <fieldset aria-describedby={fields.paymentMethod.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('order.payment.title')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['cash', 'upi'] as const).map((method) => {
            const { key, ...props } = getInputProps(fields.paymentMethod, {
              type: 'radio',
              value: method,
            })
            return (
              <label key={method} className="flex min-h-11 items-center gap-2">
                <input key={key} {...props} className="size-5 shrink-0" />
                {t(`order.payment.${method}`)}
              </label>
            )
          })}
        </div>
        <FieldErrors id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
      </fieldset>

      <div>
        <label htmlFor={fields.note.id} className="field-label">
          {t('order.note')}
        </label>
        <p id="note-hint" className="text-sm text-slate-600">
          {t('order.noteHint')}
        </p>
        <textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={2}
          aria-describedby={['note-hint', fields.note.errorId].join(' ')}
          className="field-input"
        />
        <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
      </div>

      <p className="rounded-md bg-brand-50 p-3 text-slate-800">{t('order.afterSend')}</p>
      <button type="submit" disabled={sending} className="btn-primary min-h-12 w-full text-lg">
        {sending ? t('order.sending') : t('order.send')}
      </button>
    </Form>
  )
}
