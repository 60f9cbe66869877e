import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { ServedAreaAddress } from '#app/components/served-area-address.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { COLLECTION_WINDOWS } from '#app/content/lab-areas.ts'
import type { LabBookingFields } from '#app/domain/lab/booking-schema.ts'
import { windowKey, windowLabel } from '#app/domain/lab/collection.ts'
import { areaForPin } from '#app/domain/served-areas/served-areas.ts'
import { FREE_WINDOW_FIELD } from '#app/domain/lab/free-window.ts'
import { formatClinicDay } from '#app/utils/clinic-time.ts'
import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { LabBookingPage } from './booking-page.ts'

/**
 * Who the tests are for, where the sample is taken (at home in a collection window, or at the
 * laboratory) and on which day. Works without JavaScript; the server checks everything.
 */
export function LabBookingForm({
  loaderData,
  result,
  freeWindows,
}: {
  loaderData: LabBookingPage
  result: SubmissionResult<string[]> | undefined
  freeWindows: Array<{ value: string; label: string }> | null
}) {
  const t = useT('lab')
  const locale = useLocale()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const sending =
    navigation.state === 'submitting' &&
    (navigation.formData?.get('intent') === 'book' ||
      navigation.formData?.has(FREE_WINDOW_FIELD) === true)
  const [form, fields] = useForm<LabBookingFields>({
    id: 'lab-booking',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything: no validation library on this page. The address and pin
    // code are needed only for a home collection (the server says so when they are missing).
    constraint: {
      patientName: { required: true },
      sex: { required: true },
      age: { required: true },
      phone: { required: true },
      mode: { required: true },
      day: { required: true },
    },
    defaultValue: {
      requestKey: loaderData.requestKey,
      patientName: loaderData.patient?.name ?? '',
      phone: loaderData.patient?.phone ?? '',
      email: loaderData.patient?.email ?? '',
      mode: loaderData.homeAllowed ? 'home' : 'lab',
      day: loaderData.days[1],
    },
  })
  const fasting = loaderData.fastingHours !== null
  // Which windows cannot be chosen for the pin code and day as they stand (as typed, or as the
  // server last saw them without JavaScript): full ones in that area, today's that start too soon.
  const area = areaForPin((fields.pinCode.value ?? '').trim())
  const day = fields.day.value ?? ''
  const full = new Set(loaderData.fullWindows)
  const tooSoon = new Set(loaderData.tooSoon)
  const windowState = (code: (typeof COLLECTION_WINDOWS)[number]['code']) =>
    area && full.has(windowKey(area.slug, day, code))
      ? ('full' as const)
      : tooSoon.has(`${day} ${code}`)
        ? ('tooSoon' as const)
        : null
  // A window that filled up meanwhile (409): the free ones take the focus wherever the page was.
  const offered = navigation.state === 'idle' && freeWindows?.length ? freeWindows : null
  const offeredRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (offered) offeredRef.current?.focus()
  }, [offered])
  return (
    <Form method="post" {...getFormProps(form)} className="group mt-8 space-y-6">
      {/* Enter in a field submits with the first submit button: make that "Book", not a window. */}
      <button
        type="submit"
        name="intent"
        value="book"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
      >
        {t('book.send')}
      </button>
      <FormErrors
        id={form.errorId}
        errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
      />
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />
      {loaderData.items.map((item) => (
        <input key={item.key} type="hidden" name="item" value={item.key} />
      ))}

      <fieldset className="space-y-3">
        <legend className="text-xl font-bold text-slate-900">{t('book.patient')}</legend>
        <InputField field={fields.patientName} label={t('book.patientName')} autoComplete="name" />
        <fieldset aria-describedby={fields.sex.errorId}>
          <legend className="field-label">{t('book.sex')}</legend>
          <div className="mt-1 flex gap-4">
            {(['female', 'male'] as const).map((sex) => {
              const { key, ...props } = getInputProps(fields.sex, { type: 'radio', value: sex })
              return (
                <label key={sex} className="flex min-h-11 items-center gap-2">
                  <input key={key} {...props} className="size-5" />
                  {t(`book.sex.${sex}`)}
                </label>
              )
            })}
          </div>
          <FieldErrors id={fields.sex.errorId} errors={fields.sex.errors} />
        </fieldset>
        <div className="max-w-40">
          <label htmlFor={fields.age.id} className="field-label">
            {t('book.age')}
          </label>
          <input
            {...getInputProps(fields.age, { type: 'number' })}
            key={fields.age.key}
            min={0}
            max={120}
            inputMode="numeric"
            className="field-input"
          />
          <FieldErrors id={fields.age.errorId} errors={fields.age.errors} />
        </div>
        <p className="text-sm text-slate-600">{t('book.sexAgeWhy')}</p>
        <InputField
          field={fields.phone}
          label={t('book.phone')}
          hint={t('book.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <InputField
          field={fields.email}
          label={t('book.email')}
          hint={t('book.emailHint')}
          type="email"
          autoComplete="email"
        />
      </fieldset>

      <fieldset aria-describedby={fields.mode.errorId} className="space-y-2">
        <legend className="text-xl font-bold text-slate-900">{t('book.mode')}</legend>
        {(['home', 'lab'] as const).map((mode) => {
          const { key, ...props } = getInputProps(fields.mode, { type: 'radio', value: mode })
          const disabled = mode === 'home' && !loaderData.homeAllowed
          return (
            <label
              key={mode}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700"
            >
              <input key={key} {...props} disabled={disabled} className="mt-1 size-5 shrink-0" />
              <span>
                <span className="font-semibold">{t(`book.mode.${mode}`)}</span>
                <span className="block text-sm text-slate-700">
                  {disabled ? t('book.mode.homeNotForThese') : t(`book.mode.${mode}Help`)}
                </span>
              </span>
            </label>
          )
        })}
        <FieldErrors id={fields.mode.errorId} errors={fields.mode.errors} />
      </fieldset>

      <div className="max-w-xs">
        <label htmlFor={fields.day.id} className="field-label">
          {t('book.day')}
        </label>
        <select {...getSelectProps(fields.day)} key={fields.day.key} className="field-input">
          {loaderData.days.map((day, index) => (
            <option key={day} value={day}>
              {index === 0
                ? t('book.today', { day: formatClinicDay(day, locale) })
                : formatClinicDay(day, locale)}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.day.errorId} errors={fields.day.errors} />
      </div>

      {/* Only for a home collection; hidden by the browser (no script) when a visit is chosen. */}
      <fieldset className="space-y-3 group-has-[input[name=mode][value=lab]:checked]:hidden">
        <legend className="text-xl font-bold text-slate-900">{t('book.home')}</legend>
        {/* The pin code first: it says which area's collectors come, and so which times are free. */}
        <ServedAreaAddress
          address={fields.address}
          pinCode={fields.pinCode}
          labels={{
            address: t('book.address'),
            pinCode: t('book.pinCode'),
            areas: t('book.areas'),
          }}
        />
        <fieldset aria-describedby={[fields.window.errorId, 'window-hint'].join(' ')}>
          <legend className="field-label">{t('book.window')}</legend>
          <p id="window-hint" className="text-sm text-slate-600">
            {fasting ? t('book.windowFasting') : t('book.windowHint')}{' '}
            {area ? null : t('book.windowPinFirst')}
          </p>
          <FieldErrors id={fields.window.errorId} errors={fields.window.errors} />
          {offered ? (
            <div
              ref={offeredRef}
              tabIndex={-1}
              // Without JavaScript the page arrives with the free windows focused, too.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              data-testid="free-windows"
              className="mt-2 rounded-md border border-amber-700 bg-amber-50 p-4 outline-none focus-visible:ring-4 focus-visible:ring-amber-600"
            >
              <p className="font-semibold text-slate-900">{t('book.freeWindows.title')}</p>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {offered.map((window) => (
                  <li key={window.value}>
                    <button
                      type="submit"
                      name={FREE_WINDOW_FIELD}
                      value={window.value}
                      // The form's other fields are as typed: the browser need not check them again.
                      formNoValidate
                      className="btn-secondary w-full px-3"
                    >
                      <span className="sr-only">{t('book.freeWindows.bookHidden')} </span>
                      {window.label}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="mt-2 grid grid-cols-2 gap-2">
            {COLLECTION_WINDOWS.map((window) => {
              const { key, ...props } = getInputProps(fields.window, {
                type: 'radio',
                value: window.code,
              })
              const state = windowState(window.code)
              return (
                <label
                  key={window.code}
                  className={`flex min-h-12 items-center gap-2 rounded-md border px-3 py-2 ${
                    state
                      ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-700'
                      : 'cursor-pointer border-slate-300 bg-white has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-700'
                  }`}
                >
                  <input
                    key={key}
                    {...props}
                    disabled={state !== null}
                    className="size-5 shrink-0"
                  />
                  <span>
                    {windowLabel(window.code, locale)}
                    {state ? (
                      <span className="block text-sm font-semibold">
                        {state === 'full' ? t('book.windowFull') : t('book.windowTooSoon')}
                      </span>
                    ) : fasting && !window.fastingFriendly ? (
                      <span className="block text-sm text-slate-600">
                        {t('book.windowNotFasting')}
                      </span>
                    ) : null}
                  </span>
                </label>
              )
            })}
          </div>
          {hydrated ? null : (
            // Without JavaScript the page cannot follow the pin code and day as they are typed.
            <button
              type="submit"
              name="intent"
              value="windows"
              formNoValidate
              className="btn-secondary mt-3 min-h-11"
            >
              {t('book.showWindows')}
            </button>
          )}
        </fieldset>
      </fieldset>

      <p className="rounded-md bg-brand-50 p-3 text-slate-800">
        {t('book.pay', { total: formatRupees(loaderData.totalInr, locale) })}
      </p>
      <button
        type="submit"
        name="intent"
        value="book"
        disabled={sending}
        className="btn-primary min-h-12 w-full text-lg"
      >
        {sending ? t('book.sending') : t('book.send')}
      </button>
    </Form>
  )
}
