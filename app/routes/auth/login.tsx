import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/login'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { LoginSchema } from '#app/domain/accounts/auth-schemas.ts'
import { SIGN_IN_UNAVAILABLE } from '#app/domain/accounts/availability.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Login | ${SITE.name}` },
  { name: 'description', content: `Log in to ${SITE.name} to book and manage your appointments.` },
]

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  return data(
    { result: submission.reply({ formErrors: [SIGN_IN_UNAVAILABLE], hideFields: ['password'] }) },
    { status: 503 },
  )
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  return (
    <AuthLayout
      title="Login Here"
      intro={<p>Log in to book an appointment and see your bookings, reports and orders.</p>}
      footer={
        <p>
          New here? <AuthLink to="/register">Create an account</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <InputField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <p className="mb-4 text-sm">
          <AuthLink to="/forget-password">Forgotten your password?</AuthLink>
        </p>
        <button type="submit" className="btn-primary w-full">
          Login
        </button>
      </Form>
    </AuthLayout>
  )
}
