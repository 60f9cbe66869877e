import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/register'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { RegisterSchema } from '#app/domain/accounts/auth-schemas.ts'
import { SIGN_IN_UNAVAILABLE } from '#app/domain/accounts/availability.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Register | ${SITE.name}` },
  { name: 'description', content: `Create a free ${SITE.name} account to book appointments and keep your records.` },
]

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: RegisterSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  return data(
    { result: submission.reply({ formErrors: [SIGN_IN_UNAVAILABLE], hideFields: ['password'] }) },
    { status: 503 },
  )
}

export default function Register({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'register-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
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
        <InputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" hint="10 digits, with or without +91" />
        <InputField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <InputField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        />
        <button type="submit" className="btn-primary mt-2 w-full">
          Register
        </button>
      </Form>
    </AuthLayout>
  )
}
