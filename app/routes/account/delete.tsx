import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
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
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'

/** `auth`: the form's messages. */
export const handle: I18nHandle = { i18n: ['account', 'auth'] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  const t = getT(requestLocale(request), 'account')
  return data({
    meta: {
      title: t('delete.meta.title', { site: SITE.name }),
      description: t('delete.meta.description'),
    },
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const t = getT(requestLocale(request), 'account')
  const submission = parseWithZod(await readForm(request), { schema: DeleteAccountSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  if (!(await verifyAccountPassword(user.id, submission.value.password))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: [t('delete.errors.wrongPassword')] },
          hideFields: ['password'],
        }),
      },
      { status: 400 },
    )
  }
  const headers = await signOut(authHeaders(request, context))
  await deleteAccount(user.id)
  return redirectWithToast(
    localizedPath(request, '/home'),
    { type: 'success', title: t('delete.toast.deleted') },
    { headers },
  )
}

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const t = useT('account')
  const localize = useLocalizePath()
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
      title={t('delete.title')}
      intro={<p>{t('delete.intro')}</p>}
      footer={
        <p>
          <Message
            ns="account"
            k="delete.changedYourMind"
            components={[
              <AuthLink key="back" to={localize('/account')}>
                {null}
              </AuthLink>,
            ]}
          />
        </p>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.password}
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
        />
        <div className="flex items-start gap-3">
          <input key={confirmKey} {...confirmProps} className="mt-1 size-5 shrink-0" />
          <label htmlFor={fields.confirm.id} className="text-sm text-slate-800">
            {t('delete.confirm')}
          </label>
        </div>
        <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors} />
        <button type="submit" className="btn-emergency mt-2 w-full">
          {t('delete.submit')}
        </button>
      </Form>
    </AuthLayout>
  )
}
