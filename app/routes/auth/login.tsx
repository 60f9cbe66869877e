import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/login'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { LoginSchema } from '#app/domain/accounts/auth-schemas.ts'
import { ACCOUNT_LOCKED_MESSAGE } from '#app/domain/accounts/sign-in-failures.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { ACCOUNT_DISABLED_MESSAGE } from '#app/domain/accounts/auth.server.ts'
import { getOptionalUser, requireAnonymous } from '#app/routes/guards.server.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { tooManyRequestsText } from '#app/utils/refusal-page.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectAfterSignIn, SIGNED_IN_CHECK } from './signed-in.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { PhoneSignIn, type PhoneStepData } from '#app/components/phone-sign-in.tsx'
import { handlePhoneStep } from './phone-sign-in.server.ts'
import { type I18nHandle, messageRef } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const policy: RoutePolicy = {
  ...personal,
  postLimit: 'sign-in',
  postLimitShownByRoute: true,
  anonymousCache: true,
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

function loginMeta(request: Request) {
  const t = getT(requestLocale(request), 'auth')
  return {
    title: t('login.metaTitle', { site: SITE.name }),
    description: t('login.metaDescription', { site: SITE.name }),
  }
}

const WRONG_CREDENTIALS = messageRef('auth', 'login.wrongCredentials')

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  const meta = loginMeta(request)
  // Right after a successful sign-in: the browser either sent the new session cookie back, or
  // did not keep it (cookies blocked, or a proxy that hides HTTPS) and must be told why.
  if (url.searchParams.get(SIGNED_IN_CHECK) === '1') {
    if (await getOptionalUser(request)) throw redirect(safeRedirectPath(redirectTo))
    return {
      meta,
      redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null,
      cookieRefused: true,
    }
  }
  await requireAnonymous(request)
  return {
    meta,
    redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null,
    cookieRefused: false,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await readForm(request)
  if (String(formData.get('intent')).startsWith('phone-'))
    return handlePhoneStep(formData, request, context, 'login')
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (context.postLimitReached !== undefined) {
    // Too many tries from this address (server/route-policies.ts): said in the form, nothing tried.
    const message = tooManyRequestsText(context.postLimitReached, requestLocale(request))
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) },
      { status: 429 },
    )
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const result = await signInWithPassword(submission.value, authHeaders(request, context))
  if (!result.ok) {
    const [message, status] =
      result.reason === 'locked'
        ? [ACCOUNT_LOCKED_MESSAGE, 429]
        : result.reason === 'disabled'
          ? [ACCOUNT_DISABLED_MESSAGE, 403]
          : [WRONG_CREDENTIALS, 401]
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ['password'] }) },
      { status },
    )
  }
  return redirectAfterSignIn(request, result, submission.value.redirectTo)
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('auth')
  const navigation = useNavigation()
  const phoneReply = actionData && 'phoneStep' in actionData ? (actionData as PhoneStepData) : null
  const passwordReply = actionData && !('phoneStep' in actionData) ? actionData.result : null
  const [form, fields] = useForm({
    id: 'login-form',
    lastResult: navigation.state === 'idle' ? passwordReply : null,
    defaultValue: { redirectTo: loaderData.redirectTo ?? '' },
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const emailForm = (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input
        type="hidden"
        name={fields.redirectTo.name}
        defaultValue={fields.redirectTo.initialValue ?? ''}
      />
      <InputField field={fields.email} label={t('field.email')} type="email" autoComplete="email" />
      <InputField
        field={fields.password}
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
      />
      <p className="mb-4 text-sm">
        <AuthLink to="/forget-password">{t('login.forgotten')}</AuthLink>
      </p>
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={navigation.state === 'submitting'}
      >
        {t('login.submit')}
      </button>
    </Form>
  )
  return (
    <AuthLayout
      title={t('login.title')}
      intro={<p>{t('login.intro')}</p>}
      footer={
        <p>
          {t('login.newHere')} <AuthLink to="/register">{t('login.createAccount')}</AuthLink>
        </p>
      }
    >
      {loaderData.cookieRefused ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
        >
          {t('login.cookieRefused')}
        </p>
      ) : null}
      <section>
        <h2 className="text-lg font-bold text-slate-900">{t('phone.title')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">{t('phone.intro')}</p>
        <PhoneSignIn page="login" reply={phoneReply} redirectTo={loaderData.redirectTo} />
      </section>
      {phoneReply?.phoneStep ? null : (
        <section className="mt-8 border-t border-slate-200 pt-6">
          <h2 className="mb-4 text-lg font-bold text-slate-900">{t('login.withEmail')}</h2>
          {emailForm}
        </section>
      )}
    </AuthLayout>
  )
}
