import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/reset-password'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { ResetPasswordSchema } from '#app/domain/accounts/auth-schemas.ts'
import { ResetPasswordServerSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { resetPasswordWithToken } from '#app/domain/accounts/password.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${SITE.name}` },
  { name: 'description', content: 'Choose a new password for your account.' },
  { name: 'robots', content: 'noindex' },
  // The token is in the address: never send it to other sites in Referer headers.
  { name: 'referrer', content: 'same-origin' },
]

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  return { token: token && token.length <= 200 ? token : null }
}

const EXPIRED = 'This link has expired or has already been used. Please ask for a new one.'

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordServerSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { ok } = await resetPasswordWithToken(submission.value.token, submission.value.password)
  if (!ok) {
    return data(
      { result: submission.reply({ formErrors: [EXPIRED], hideFields: ['password'] }) },
      { status: 400 },
    )
  }
  return redirectWithToast('/login', {
    type: 'success',
    title: 'Your new password is set',
    description: 'Every device was signed out. Please log in with the new password.',
  })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'reset-password-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    defaultValue: { token: loaderData.token ?? '' },
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  })
  if (!loaderData.token) {
    return (
      <AuthLayout title="Choose a new password" intro={<p>This link is incomplete.</p>}>
        <p>
          Please open the link from the e-mail again, or{' '}
          <AuthLink to="/forget-password">ask for a new link</AuthLink>.
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title="Choose a new password"
      intro={
        <p>
          Choose a password you do not use anywhere else. Afterwards, every device is signed out.
        </p>
      }
      footer={
        <p>
          Link not working? <AuthLink to="/forget-password">Ask for a new one</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input
          type="hidden"
          name={fields.token.name}
          defaultValue={fields.token.initialValue ?? ''}
        />
        <InputField
          field={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
        />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          Save new password
        </button>
      </Form>
    </AuthLayout>
  )
}
