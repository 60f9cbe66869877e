import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/login'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { LoginSchema } from '#app/domain/accounts/auth-schemas.ts'
import { ACCOUNT_LOCKED_MESSAGE } from '#app/domain/accounts/sign-in-failures.server.ts'
import { signInWithPassword } from '#app/domain/accounts/sign-in.server.ts'
import { ACCOUNT_DISABLED_MESSAGE } from '#app/utils/auth.server.ts'
import { requireAnonymous, safeRedirectPath } from '#app/utils/guards.server.ts'
import { authHeaders } from '#app/utils/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${SITE.name}` },
  { name: 'description', content: `Log in to ${SITE.name} to book and manage your appointments.` },
]

const WRONG_CREDENTIALS = 'That e-mail address and password do not match an account. Check both and try again.'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  const redirectTo = new URL(request.url).searchParams.get('redirectTo')
  return { redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null }
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
    return data({ result: submission.reply({ formErrors: [message], hideFields: ['password'] }) }, { status })
  }
  return redirectWithToast(
    safeRedirectPath(submission.value.redirectTo),
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
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.redirectTo.name} defaultValue={fields.redirectTo.initialValue ?? ''} />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <InputField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <p className="mb-4 text-sm">
          <AuthLink to="/forget-password">Forgotten your password?</AuthLink>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={navigation.state === 'submitting'}>
          Login
        </button>
      </Form>
    </AuthLayout>
  )
}
