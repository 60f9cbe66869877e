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
import { landingAfterSignIn } from '#app/domain/accounts/landing.ts'
import { ACCOUNT_DISABLED_MESSAGE } from '#app/domain/accounts/auth.server.ts'
import { getOptionalUser, requireAnonymous } from '#app/routes/guards.server.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { saveAccountLanguage } from '#app/domain/accounts/language.server.ts'
import { languageCookie, rememberedLocale } from '#app/utils/i18n/language-cookie.server.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { type I18nHandle, messageRef } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

function loginMeta(request: Request) {
  const t = getT(requestLocale(request), 'auth')
  return {
    title: t('login.metaTitle', { site: SITE.name }),
    description: t('login.metaDescription', { site: SITE.name }),
  }
}

const SIGNED_IN_CHECK = 'signed-in'
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
  const submission = parseWithZod(await readForm(request), { schema: LoginSchema })
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
  // The language: what this browser chose (a Hindi page, or the remembered choice) is kept in
  // the account; a browser that never chose gets the account's language.
  const chosen =
    requestLocale(request) === 'hi' ? 'hi' : rememberedLocale(request.headers.get('Cookie'))
  const locale = chosen ?? result.locale
  if (chosen && chosen !== result.locale) await saveAccountLanguage(result.userId, chosen)
  const headers = new Headers(result.headers)
  headers.append('Set-Cookie', languageCookie(locale))
  // Landing in the other language is a new document (its words and <html lang>), not a client
  // navigation: the same header React Router's redirectDocument() sets.
  if (locale !== requestLocale(request)) headers.set('X-Remix-Reload-Document', 'true')
  const check = new URLSearchParams({
    [SIGNED_IN_CHECK]: '1',
    redirectTo: localizePath(landingAfterSignIn(result.role, submission.value.redirectTo), locale),
  })
  return redirectWithToast(
    localizePath(`/login?${check}`, locale),
    { type: 'success', title: getT(locale, 'auth')('login.signedIn') },
    { headers },
  )
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('auth')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    defaultValue: { redirectTo: loaderData.redirectTo ?? '' },
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
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
      <Form method="post" {...getFormProps(form)}>
        {loaderData.cookieRefused ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
          >
            {t('login.cookieRefused')}
          </p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input
          type="hidden"
          name={fields.redirectTo.name}
          defaultValue={fields.redirectTo.initialValue ?? ''}
        />
        <InputField
          field={fields.email}
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
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
    </AuthLayout>
  )
}
