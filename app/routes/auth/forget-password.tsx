import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/forget-password'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { ForgotPasswordSchema } from '#app/domain/accounts/auth-schemas.ts'
import { requestPasswordReset } from '#app/domain/accounts/password.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Reset Password | ${SITE.name}` },
  {
    name: 'description',
    content: 'Forgotten your password? We will e-mail you a link to choose a new one.',
  },
]

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  await requestPasswordReset(submission.value.email, authHeaders(request, context))
  // The same answer whether or not the address has an account.
  return redirectWithToast('/forget-password?sent=1', { type: 'info', title: 'Check your e-mail' })
}

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'forgot-password-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  })
  return (
    <AuthLayout
      title="Reset Password"
      intro={
        <p>
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
      }
      footer={
        <p>
          Remembered it? <AuthLink to="/login">Back to login</AuthLink>
        </p>
      }
    >
      {loaderData.sent ? (
        <div
          role="status"
          className="mb-6 rounded-md border border-brand-700 bg-brand-50 p-4 text-slate-900"
        >
          If an account exists for that address, we have sent it a link to choose a new password.
          The link works once, for one hour. No e-mail? Check your spam folder or try again.
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          Reset
        </button>
      </Form>
    </AuthLayout>
  )
}
