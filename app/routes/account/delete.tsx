import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/delete'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { deleteAccount, verifyAccountPassword } from '#app/domain/accounts/account-data.server.ts'
import { DeleteAccountSchema } from '#app/domain/accounts/auth-schemas.ts'
import { signOut } from '#app/domain/accounts/sign-in.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Delete my account | ${SITE.name}` },
  { name: 'description', content: 'Delete your account and the personal data it holds.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return data(null)
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const submission = parseWithZod(await readForm(request), { schema: DeleteAccountSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  if (!(await verifyAccountPassword(user.id, submission.value.password))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: ['That is not your password'] },
          hideFields: ['password'],
        }),
      },
      { status: 400 },
    )
  }
  const headers = await signOut(authHeaders(request, context))
  await deleteAccount(user.id)
  return redirectWithToast(
    '/home',
    { type: 'success', title: 'Your account has been deleted' },
    { headers },
  )
}

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'delete-account-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(DeleteAccountSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
  })
  const { key: confirmKey, ...confirmProps } = getInputProps(fields.confirm, { type: 'checkbox' })
  return (
    <AuthLayout
      title="Delete my account"
      intro={
        <p>
          This removes your profile, your sign-in and the text of messages you sent us. Records the
          clinic must keep by law stay without your contact details. This cannot be undone.
        </p>
      }
      footer={
        <p>
          Changed your mind? <AuthLink to="/account">Back to my account</AuthLink>
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.password}
          label="Your password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex items-start gap-3">
          <input key={confirmKey} {...confirmProps} className="mt-1 size-5 shrink-0" />
          <label htmlFor={fields.confirm.id} className="text-sm text-slate-800">
            Yes, delete my account and my personal data.
          </label>
        </div>
        <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors} />
        <button type="submit" className="btn-emergency mt-2 w-full">
          Delete my account
        </button>
      </Form>
    </AuthLayout>
  )
}
