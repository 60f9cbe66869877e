import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/register'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { RegisterSchema } from '#app/domain/accounts/auth-schemas.ts'
import { RegisterServerSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { emailRegistrationHeldBack, registerPatient } from '#app/domain/accounts/register.server.ts'
import { requireAnonymous } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { tooManyRequestsText } from '#app/utils/refusal-page.server.ts'
import { ConsentField, PhoneSignIn, type PhoneStepData } from '#app/components/phone-sign-in.tsx'
import { handlePhoneStep } from './phone-sign-in.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

// The same steps by code as signing in; registrations by e-mail (each sends a mail) are limited
// further in the action (EMAIL_REGISTRATIONS_PER_MINUTE in app/domain/accounts/register.server.ts).
export const policy: RoutePolicy = {
  ...sharedPage,
  postLimit: 'sign-in',
  postLimitShownByRoute: true,
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const t = getT(requestLocale(request), 'auth')
  return {
    meta: {
      title: t('register.metaTitle', { site: SITE.name }),
      description: t('register.metaDescription', { site: SITE.name }),
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await readForm(request)
  if (String(formData.get('intent')).startsWith('phone-'))
    return handlePhoneStep(formData, request, context, 'register')
  const submission = parseWithZod(formData, { schema: RegisterServerSchema })
  const locale = requestLocale(request)
  // Too many steps from this address (server/route-policies.ts), or too many registrations by
  // e-mail (each sends a mail): said in the form, nothing done.
  const tooMany = (retryAfterSeconds: number) =>
    data(
      {
        result: submission.reply({
          formErrors: [tooManyRequestsText(retryAfterSeconds, locale)],
          hideFields: ['password'],
        }),
      },
      { status: 429 },
    )
  if (context.postLimitReached !== undefined) return tooMany(context.postLimitReached)
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const heldBack = await emailRegistrationHeldBack(context.clientIp || null)
  if (heldBack) return tooMany(heldBack)
  // The same answer whether or not the address already has an account; its owner is e-mailed.
  await registerPatient(submission.value, authHeaders(request, context), locale)
  return redirectWithToast(localizedPath(request, '/register?sent=1'), {
    type: 'info',
    title: getT(locale, 'auth')('checkEmail.toast'),
  })
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('auth')
  const navigation = useNavigation()
  const phoneReply = actionData && 'phoneStep' in actionData ? (actionData as PhoneStepData) : null
  const emailReply = actionData && !('phoneStep' in actionData) ? actionData.result : null
  const [form, fields] = useForm({
    id: 'register-form',
    lastResult: navigation.state === 'idle' ? emailReply : null,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  const emailForm = (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField field={fields.name} label={t('field.fullName')} autoComplete="name" />
      <InputField
        field={fields.phone}
        label={t('field.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('field.phoneHint')}
      />
      <InputField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
      <InputField
        field={fields.password}
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        hint={t('field.newPasswordHint')}
      />
      <ConsentField field={fields.consent} />
      <button
        type="submit"
        className="btn-primary mt-2 w-full"
        disabled={navigation.state === 'submitting'}
      >
        {t('register.submit')}
      </button>
    </Form>
  )
  if (loaderData.sent) return <CheckYourEmail />
  return (
    <AuthLayout
      title={t('register.title')}
      intro={<p>{t('register.intro')}</p>}
      footer={
        <p>
          {t('register.alreadyRegistered')} <AuthLink to="/login">{t('register.logIn')}</AuthLink>
        </p>
      }
    >
      <section>
        <h2 className="text-lg font-bold text-slate-900">{t('register.withPhone')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">{t('register.withPhoneIntro')}</p>
        <PhoneSignIn page="register" reply={phoneReply} redirectTo={null} />
      </section>
      {phoneReply?.phoneStep ? null : (
        <section className="mt-8 border-t border-slate-200 pt-6">
          <h2 className="mb-4 text-lg font-bold text-slate-900">{t('register.withEmail')}</h2>
          {emailForm}
        </section>
      )}
    </AuthLayout>
  )
}

function CheckYourEmail() {
  const t = useT('auth')
  return (
    <AuthLayout
      title={t('checkEmail.title')}
      intro={<p>{t('checkEmail.intro')}</p>}
      footer={
        <p>
          {t('checkEmail.haveAccount')} <AuthLink to="/login">{t('register.logIn')}</AuthLink>
        </p>
      }
    >
      <div
        role="status"
        className="rounded-md border border-brand-700 bg-brand-50 p-4 text-slate-900"
      >
        {t('checkEmail.noMail')}
      </div>
    </AuthLayout>
  )
}
