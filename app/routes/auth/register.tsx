import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/register'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { RegisterSchema } from '#app/domain/accounts/auth-schemas.ts'
import { RegisterServerSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { registerPatient } from '#app/domain/accounts/register.server.ts'
import { requireAnonymous } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Register | ${SITE.name}` },
  {
    name: 'description',
    content: `Create a free ${SITE.name} account to book appointments and keep your records.`,
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const submission = parseWithZod(await readForm(request), { schema: RegisterServerSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  // The same answer whether or not the address already has an account; its owner is e-mailed.
  await registerPatient(submission.value, authHeaders(request, context))
  return redirectWithToast('/register?sent=1', { type: 'info', title: 'Check your e-mail' })
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'register-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  const { key: consentKey, ...consentProps } = getInputProps(fields.consent, { type: 'checkbox' })
  if (loaderData.sent) return <CheckYourEmail />
  return (
    <AuthLayout
      title="Register"
      intro={<p>Create a free account to book appointments and keep your visits in one place.</p>}
      footer={
        <p>
          Already registered? <AuthLink to="/login">Log in</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.name} label="Full name" autoComplete="name" />
        <InputField
          field={fields.phone}
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="10 digits, with or without +91"
        />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <InputField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        />
        <div className="mb-2 flex items-start gap-3">
          <input key={consentKey} {...consentProps} className="mt-1 size-5 shrink-0" />
          <label htmlFor={fields.consent.id} className="text-sm text-slate-800">
            I have read the{' '}
            <Link to="/privacy" target="_blank" className="font-semibold text-brand-800">
              privacy notice<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and agree that {SITE.name} keeps my details to arrange my care.
          </label>
        </div>
        <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          Register
        </button>
      </Form>
    </AuthLayout>
  )
}

function CheckYourEmail() {
  return (
    <AuthLayout
      title="Check your e-mail"
      intro={
        <p>
          We have sent a message to the address you gave. Open the link in it to confirm the address
          and finish creating your account; the link works for 24 hours.
        </p>
      }
      footer={
        <p>
          Already have an account? <AuthLink to="/login">Log in</AuthLink>
        </p>
      }
    >
      <div
        role="status"
        className="rounded-md border border-brand-700 bg-brand-50 p-4 text-slate-900"
      >
        No e-mail after a few minutes? Check your spam folder. If the address already had an
        account, the message tells you how to log in or choose a new password instead.
      </div>
    </AuthLayout>
  )
}
