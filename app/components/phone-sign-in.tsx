import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import {
  PhoneCodeSchema,
  PhoneProfileSchema,
  PhoneRegisterStartSchema,
  PhoneStartSchema,
} from '#app/domain/accounts/auth-schemas.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/** What the sign-in and registration actions answer for the mobile-number forms. */
export type PhoneStepData = {
  intent: string
  result: SubmissionResult<string[]>
  phoneStep:
    | { step: 'code'; phone: string; resendAfterSeconds: number; name: string | null }
    | { step: 'profile'; token: string }
    | null
  redirectTo: string | null
}

/**
 * Signing in — or registering — with a mobile number and a code by SMS, one step per answer:
 * the number (with the name and consent, on the registration page), the code, and for a new
 * number reached from the sign-in page, the name and consent. Works without JavaScript; with it,
 * the "new code" button waits out its 30 seconds.
 */
export function PhoneSignIn({
  page,
  reply,
  redirectTo,
}: {
  page: 'login' | 'register' | 'account'
  /** The action's answer, when it was for one of these forms. */
  reply: PhoneStepData | null
  redirectTo: string | null
}) {
  const step = reply?.phoneStep ?? null
  const target = reply?.redirectTo ?? redirectTo
  if (step?.step === 'code')
    return <CodeStep key={step.phone} page={page} reply={reply!} step={step} redirectTo={target} />
  if (step?.step === 'profile')
    return <ProfileStep reply={reply!} token={step.token} redirectTo={target} />
  return <NumberStep page={page} reply={reply} redirectTo={target} />
}

const RESTART = { login: '/login', register: '/register', account: '/account/mobile' } as const

/** On the registration page, the name and the consent given at step 1 go along with the code. */
function RegistrationCarried({ name }: { name: string | null }) {
  return (
    <>
      <input type="hidden" name="name" value={name ?? ''} />
      <input type="hidden" name="consent" value="on" />
    </>
  )
}

function RedirectField({ value }: { value: string | null }) {
  return value ? <input type="hidden" name="redirectTo" value={value} /> : null
}

function NumberStep({
  page,
  reply,
  redirectTo,
}: {
  page: 'login' | 'register' | 'account'
  reply: PhoneStepData | null
  redirectTo: string | null
}) {
  const t = useT('auth')
  const navigation = useNavigation()
  const schema = page === 'register' ? PhoneRegisterStartSchema : PhoneStartSchema
  const [form, fields] = useForm({
    id: `phone-${page}-form`,
    lastResult: navigation.state === 'idle' ? reply?.result : null,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const registerFields = fields as unknown as {
    name: FieldMetadata<string | undefined>
    consent: FieldMetadata<string | undefined>
  }
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="phone-send" />
      <RedirectField value={redirectTo} />
      {page === 'register' ? (
        <InputField field={registerFields.name} label={t('field.fullName')} autoComplete="name" />
      ) : null}
      <InputField
        field={fields.phone}
        label={t('phone.number')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('phone.numberHint')}
      />
      {page === 'register' ? <ConsentField field={registerFields.consent} /> : null}
      <button
        type="submit"
        className="btn-primary mt-2 w-full"
        disabled={navigation.state === 'submitting'}
      >
        {t('phone.send')}
      </button>
    </Form>
  )
}

function CodeStep({
  page,
  reply,
  step,
  redirectTo,
}: {
  page: 'login' | 'register' | 'account'
  reply: PhoneStepData
  step: { phone: string; resendAfterSeconds: number; name: string | null }
  redirectTo: string | null
}) {
  const t = useT('auth')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'phone-code-form',
    lastResult:
      navigation.state === 'idle' && reply.intent === 'phone-verify' ? reply.result : null,
    constraint: getZodConstraint(PhoneCodeSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhoneCodeSchema }),
  })
  // A refusal of the "new code" form shows above the code, where the person is looking.
  const resendErrors = reply.intent !== 'phone-verify' ? reply.result.error?.[''] : undefined
  const registering = page === 'register' && step.name
  return (
    <div>
      <p className="mb-4 text-slate-800" role="status">
        <Message
          ns="auth"
          k="phone.codeSent"
          values={{ phone: formatIndianPhone(step.phone) }}
          components={[<strong key="phone" translate="no" className="whitespace-nowrap" />]}
        />
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors ?? resendErrors ?? undefined} />
        <input type="hidden" name="intent" value="phone-verify" />
        <input type="hidden" name="phone" value={step.phone} />
        <RedirectField value={redirectTo} />
        {registering ? <RegistrationCarried name={step.name} /> : null}
        <InputField
          field={fields.code}
          label={t('phone.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={navigation.state === 'submitting'}
        >
          {page === 'account'
            ? t('phone.confirmNumber')
            : registering
              ? t('phone.verifyRegister')
              : t('phone.verify')}
        </button>
      </Form>
      <ResendForm step={step} registering={Boolean(registering)} redirectTo={redirectTo} />
      <p className="mt-4 text-sm">
        <Link to={RESTART[page]} className="font-semibold text-brand-800" reloadDocument>
          {t('phone.otherNumber')}
        </Link>
      </p>
    </div>
  )
}

function ResendForm({
  step,
  registering,
  redirectTo,
}: {
  step: { phone: string; resendAfterSeconds: number; name: string | null }
  registering: boolean
  redirectTo: string | null
}) {
  const t = useT('auth')
  const hydrated = useHydrated()
  const [waiting, setWaiting] = useState(step.resendAfterSeconds)
  useEffect(() => {
    // Counted from this answer: a new answer (a new code sent) starts the wait again.
    const started = Date.now()
    const tick = () =>
      setWaiting(Math.max(0, step.resendAfterSeconds - Math.floor((Date.now() - started) / 1000)))
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [step])
  const mustWait = hydrated && waiting > 0
  return (
    <Form method="post" className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <input type="hidden" name="intent" value="phone-resend" />
      <input type="hidden" name="phone" value={step.phone} />
      <RedirectField value={redirectTo} />
      {registering ? <RegistrationCarried name={step.name} /> : null}
      <p id="resend-hint">
        {mustWait ? t('phone.resendIn', { seconds: waiting }) : t('phone.resendLater')}
      </p>
      <button
        type="submit"
        className="btn-secondary mt-2"
        disabled={mustWait}
        aria-describedby="resend-hint"
      >
        {t('phone.resend')}
      </button>
    </Form>
  )
}

function ProfileStep({
  reply,
  token,
  redirectTo,
}: {
  reply: PhoneStepData
  token: string
  redirectTo: string | null
}) {
  const t = useT('auth')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'phone-profile-form',
    lastResult:
      navigation.state === 'idle' && reply.intent === 'phone-register' ? reply.result : null,
    constraint: getZodConstraint(PhoneProfileSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhoneProfileSchema }),
  })
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{t('phone.profileTitle')}</h2>
      <p className="mt-1 mb-4 text-slate-700">{t('phone.profileIntro')}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="phone-register" />
        <input type="hidden" name="token" value={token} />
        <RedirectField value={redirectTo} />
        <InputField field={fields.name} label={t('field.fullName')} autoComplete="name" />
        <ConsentField field={fields.consent} />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          {t('phone.profileSubmit')}
        </button>
      </Form>
    </div>
  )
}

/** The privacy-notice consent every new account gives, whichever way it is made. */
export function ConsentField({ field }: { field: FieldMetadata<string | undefined> }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <>
      <div className="mb-2 flex items-start gap-3">
        <input key={key} {...props} className="mt-1 size-5 shrink-0" />
        <label htmlFor={field.id} className="text-sm text-slate-800">
          <Message
            ns="auth"
            k="register.consent"
            values={{ site: SITE.name }}
            components={[
              <Link
                key="privacy"
                to="/privacy"
                target="_blank"
                className="font-semibold text-brand-800"
              />,
              <span key="new-tab" className="sr-only" />,
            ]}
          />
        </label>
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </>
  )
}
