import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
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

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${SITE.name}` },
  { name: 'description', content: `Log in to ${SITE.name} to book and manage your appointments.` },
]

const SIGNED_IN_CHECK = 'signed-in'
const COOKIE_REFUSED =
  'Your password was right, but this browser did not keep the sign-in cookie, so you are still signed out. Allow cookies for this site and try again. If the address starts with http:// instead of https://, ask the clinic’s administrator to check the HTTPS set-up.'

const WRONG_CREDENTIALS =
  'That e-mail address and password do not match an account. Check both and try again.'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = url.searchParams.get('redirectTo')
  // Right after a successful sign-in: the browser either sent the new session cookie back, or
  // did not keep it (cookies blocked, or a proxy that hides HTTPS) and must be told why.
  if (url.searchParams.get(SIGNED_IN_CHECK) === '1') {
    if (await getOptionalUser(request)) throw redirect(safeRedirectPath(redirectTo))
    return { redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null, cookieRefused: true }
  }
  await requireAnonymous(request)
  return { redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null, cookieRefused: false }
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
  const check = new URLSearchParams({
    [SIGNED_IN_CHECK]: '1',
    redirectTo: landingAfterSignIn(result.role, submission.value.redirectTo),
  })
  return redirectWithToast(
    `/login?${check}`,
    { type: 'success', title: 'You are signed in' },
    { headers: result.headers },
  )
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
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
      title="Login Here"
      intro={<p>Log in to book an appointment and see your bookings.</p>}
      footer={
        <p>
          New here? <AuthLink to="/register">Create an account</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        {loaderData.cookieRefused ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
          >
            {COOKIE_REFUSED}
          </p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input
          type="hidden"
          name={fields.redirectTo.name}
          defaultValue={fields.redirectTo.initialValue ?? ''}
        />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <InputField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <p className="mb-4 text-sm">
          <AuthLink to="/forget-password">Forgotten your password?</AuthLink>
        </p>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={navigation.state === 'submitting'}
        >
          Login
        </button>
      </Form>
    </AuthLayout>
  )
}
