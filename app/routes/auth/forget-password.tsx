import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/forget-password'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { ForgotPasswordSchema } from '#app/domain/accounts/auth-schemas.ts'
import { SIGN_IN_UNAVAILABLE } from '#app/domain/accounts/availability.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Reset Password | ${SITE.name}` },
  { name: 'description', content: 'Forgotten your password? We will e-mail you a link to choose a new one.' },
]

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  return data({ result: submission.reply({ formErrors: [SIGN_IN_UNAVAILABLE] }) }, { status: 503 })
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
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
      intro={<p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>}
      footer={
        <p>
          Remembered it? <AuthLink to="/login">Back to login</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <button type="submit" className="btn-primary mt-2 w-full">
          Reset
        </button>
      </Form>
    </AuthLayout>
  )
}
