import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Ambulance } from 'lucide-react'
import { useEffect } from 'react'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/request'
import { CallFirst } from '#app/components/ambulance/call-first.tsx'
import { LocationButton } from '#app/components/ambulance/location-button.tsx'
import { FieldErrors, FormErrors, InputField, TextareaField } from '#app/components/forms.tsx'
import { CONTACT, SITE, townName } from '#app/content/site.ts'
import { DESTINATIONS, EMERGENCY_KINDS, MAX_PATIENTS } from '#app/db/schema/ambulance-values.ts'
import {
  type AmbulanceRequestFields,
  AmbulanceRequestSchema,
} from '#app/domain/ambulance/request-schema.ts'
import {
  callerLimits,
  createAmbulanceRequest,
  findByRequestKey,
  trackingPath,
} from '#app/domain/ambulance/requests.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['ambulance'] }

// Never stored, not even for visitors without cookies: every form carries its own one-time key.
// Its POST limits are its own (callerLimits in app/domain/ambulance/requests.server.ts), so no
// per-address limit of the server applies: past its address limit a request is stored and
// flagged for the dispatcher (a village may share one address), and past the per-mobile limit
// the page still shows the numbers to call and keeps what was typed.
export const policy: RoutePolicy = { ...personal, ownPostLimit: true }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

export async function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'ambulance')
  const user = await getOptionalUser(request)
  return {
    meta: {
      title: t('request.meta.title', { site: SITE.name }),
      description: t('request.meta.description'),
    },
    // One key per rendered form: sending it twice stores one request.
    requestKey: crypto.randomUUID(),
    phone: user?.contactPhone ?? '',
    email: user?.email ?? '',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const submission = parseWithZod(formData, { schema: AmbulanceRequestSchema })
  const locale = requestLocale(request)
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), limited: false }, { status: 400 })
  }
  const form = submission.value
  // Sent again after a lost answer: the request is stored already; show it, count nothing.
  const stored = await findByRequestKey(form.requestKey)
  if (stored) return redirect(`${trackingPath(stored.token, locale)}?sent=1`, 303)
  const limits = await callerLimits(context.clientIp, form.phone)
  if (limits.numberLimited) {
    // Never silenced: the page keeps everything typed and says to call, with the numbers.
    const t = getT(locale, 'ambulance')
    return data(
      { result: submission.reply({ formErrors: [t('request.limited')] }), limited: true },
      { status: 429 },
    )
  }
  const located = form.latitude !== undefined && form.longitude !== undefined
  const created = await createAmbulanceRequest({
    requestKey: form.requestKey,
    callerPhone: form.phone,
    callerEmail: form.email ?? null,
    latitude: located ? form.latitude! : null,
    longitude: located ? form.longitude! : null,
    accuracyM: located ? (form.accuracy ?? null) : null,
    village: form.village ?? '',
    landmark: form.landmark ?? '',
    kind: form.kind ?? 'other',
    patients: form.patients ?? 1,
    destination: form.destination ?? 'ours',
    destinationName: form.destination === 'other' ? (form.destinationName ?? '') : '',
    note: form.note ?? '',
    locale,
    // A busy address is flagged for the dispatcher, never refused: a village may share one.
    busyAddress: limits.busyAddress,
  })
  // Stored (and the SMS queued) before this answer: the number is on the next page.
  return redirect(`${trackingPath(created.token, locale)}?sent=1`, 303)
}

export default function AmbulanceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('ambulance')
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <CallFirst />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('request.title')}</h1>
      <p className="mt-2 text-slate-700">{t('request.intro')}</p>
      <RequestForm
        key={loaderData.requestKey}
        defaults={loaderData}
        result={actionData?.result}
        limited={actionData?.limited ?? false}
      />
    </div>
  )
}

const MOBILE_KEY = 'maindoctor.ambulance.mobile'

/** The mobile number sent last time from this phone, so a second emergency is three taps too. */
function rememberMobile(event: React.FormEvent<HTMLFormElement>) {
  const phone = new FormData(event.currentTarget).get('phone')
  try {
    if (typeof phone === 'string' && phone.trim()) localStorage.setItem(MOBILE_KEY, phone.trim())
  } catch {
    // Storage may be off (private mode): nothing to remember then.
  }
}

function useRememberedMobile(inputId: string) {
  useEffect(() => {
    const input = document.getElementById(inputId)
    if (!(input instanceof HTMLInputElement) || input.value) return
    try {
      input.value = localStorage.getItem(MOBILE_KEY) ?? ''
    } catch {
      // Storage may be off: the caller types the number.
    }
  }, [inputId])
}

function RequestForm({
  defaults,
  result,
  limited,
}: {
  defaults: { requestKey: string; phone: string; email: string }
  result: NonNullable<Route.ComponentProps['actionData']>['result'] | undefined
  limited: boolean
}) {
  const t = useT('ambulance')
  const locale = useLocale()
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting'
  const [form, fields] = useForm<AmbulanceRequestFields>({
    id: 'ambulance-request',
    lastResult: navigation.state === 'idle' ? result : null,
    // The server checks everything (no validation library on this page: it must load fast on a
    // weak network); the browser only knows the mobile number is needed.
    constraint: { phone: { required: true } },
    defaultValue: {
      requestKey: defaults.requestKey,
      phone: defaults.phone,
      email: defaults.email,
      patients: '1',
      destination: 'ours',
    },
  })
  useRememberedMobile(fields.phone.id)
  const initial = form.initialValue as Record<string, string | undefined> | undefined
  const position =
    initial?.latitude && initial.longitude
      ? {
          latitude: initial.latitude,
          longitude: initial.longitude,
          accuracy: initial.accuracy ?? '',
        }
      : null
  const detailsHaveErrors = Boolean(
    fields.patients.errors ??
    fields.destination.errors ??
    fields.destinationName.errors ??
    fields.note.errors ??
    fields.email.errors,
  )
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={rememberMobile}
      className="mt-6 space-y-6"
    >
      {limited ? (
        <div role="alert" className="rounded-lg border-2 border-alert-700 bg-red-50 p-4">
          <p className="text-lg font-bold text-alert-700">{t('request.limited')}</p>
          <p className="mt-2">
            <a href={CONTACT.emergencyPhoneHref} className="btn-emergency">
              {t('callFirst.emergency', { phone: CONTACT.emergencyPhone })}
            </a>
          </p>
        </div>
      ) : (
        <FormErrors
          id={form.errorId}
          errors={[...(form.errors ?? []), ...(fields.requestKey.errors ?? [])]}
        />
      )}
      <input {...getInputProps(fields.requestKey, { type: 'hidden' })} />
      <InputField
        field={fields.phone}
        label={t('request.phone')}
        hint={t('request.phoneHint')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />

      <fieldset className="space-y-3">
        <legend className="field-label text-lg">{t('request.where')}</legend>
        <p id="where-hint" className="text-sm text-slate-600">
          {t('request.whereHint')}
        </p>
        <LocationButton
          initial={position}
          describedBy="where-hint"
          errors={[
            ...(fields.latitude.errors ?? []),
            ...(fields.longitude.errors ?? []),
            ...(fields.accuracy.errors ?? []),
          ]}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <InputField
            field={fields.village}
            label={t('request.village')}
            autoComplete="address-level3"
          />
          <InputField field={fields.landmark} label={t('request.landmark')} />
        </div>
      </fieldset>

      {/*
        Send comes right after the two things it needs: on a 360 px phone the tiles of what
        happened took two screens, and a frightened caller had to scroll past them all. What
        happened and the details are optional, after it, with Send again at their end.
      */}
      <SendButton sending={sending} />
      <p className="text-sm text-slate-700">{t('request.afterSend')}</p>

      <fieldset aria-describedby={fields.kind.errorId}>
        <legend className="field-label text-lg">
          {t('request.kind')}
          {t('request.optional')}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {EMERGENCY_KINDS.map((kind) => {
            const { key, ...props } = getInputProps(fields.kind, { type: 'radio', value: kind })
            return (
              <label
                key={kind}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 font-medium has-checked:border-alert-700 has-checked:bg-red-50 has-checked:ring-2 has-checked:ring-alert-700"
              >
                <input key={key} {...props} className="size-5 shrink-0 accent-alert-700" />
                {t(`kind.${kind}`)}
              </label>
            )
          })}
        </div>
        <FieldErrors id={fields.kind.errorId} errors={fields.kind.errors} />
      </fieldset>

      <details
        open={detailsHaveErrors || undefined}
        className="rounded-md border border-slate-300 bg-white p-3"
      >
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('request.more')}
        </summary>
        <div className="mt-3 space-y-3">
          <div className="max-w-40">
            <label htmlFor={fields.patients.id} className="field-label">
              {t('request.patients')}
            </label>
            <input
              {...getInputProps(fields.patients, { type: 'number' })}
              key={fields.patients.key}
              min={1}
              max={MAX_PATIENTS}
              inputMode="numeric"
              className="field-input"
            />
            <FieldErrors id={fields.patients.errorId} errors={fields.patients.errors} />
          </div>
          <fieldset>
            <legend className="field-label">{t('request.destination')}</legend>
            <div className="mt-1 space-y-1">
              {DESTINATIONS.map((destination) => {
                const { key, ...props } = getInputProps(fields.destination, {
                  type: 'radio',
                  value: destination,
                })
                return (
                  <label key={destination} className="flex min-h-11 items-start gap-2 py-1">
                    <input key={key} {...props} className="mt-1 size-5 shrink-0" />
                    <span>
                      {t(`destination.${destination}`, { site: SITE.name, town: townName(locale) })}
                    </span>
                  </label>
                )
              })}
            </div>
            <FieldErrors id={fields.destination.errorId} errors={fields.destination.errors} />
          </fieldset>
          <InputField field={fields.destinationName} label={t('request.destinationName')} />
          <TextareaField
            field={fields.note}
            label={`${t('request.note')}${t('request.optional')}`}
            rows={3}
          />
          <InputField
            field={fields.email}
            label={t('request.email')}
            hint={t('request.emailHint')}
            type="email"
            autoComplete="email"
          />
        </div>
      </details>

      <SendButton sending={sending} />
    </Form>
  )
}

function SendButton({ sending }: { sending: boolean }) {
  const t = useT('ambulance')
  return (
    <button type="submit" disabled={sending} className="btn-emergency min-h-14 w-full text-xl">
      <Ambulance aria-hidden="true" className="size-6" />
      {sending ? t('request.sending') : t('request.send')}
    </button>
  )
}
