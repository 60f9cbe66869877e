import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/reset-password'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { ResetPasswordSchema } from '#app/domain/accounts/auth-schemas.ts'
import { ResetPasswordServerSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { resetPasswordWithToken } from '#app/domain/accounts/password.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { type I18nHandle, messageRef } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data,
    NOINDEX,
    // The token is in the address: never send it to other sites in Referer headers.
    { name: 'referrer', content: 'same-origin' },
  )

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  const t = getT(requestLocale(request), 'auth')
  return {
    meta: {
      title: t('reset.metaTitle', { site: SITE.name }),
      description: t('reset.metaDescription'),
    },
    token: token && token.length <= 200 ? token : null,
  }
}

const EXPIRED = messageRef('auth', 'reset.expired')

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
  const t = getT(requestLocale(request), 'auth')
  return redirectWithToast(localizedPath(request, '/login'), {
    type: 'success',
    title: t('reset.doneTitle'),
    description: t('reset.doneDescription'),
  })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('auth')
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
      <AuthLayout title={t('reset.title')} intro={<p>{t('reset.incomplete')}</p>}>
        <p>
          <Message
            ns="auth"
            k="reset.openAgain"
            components={[<AuthLink key="forgot" to="/forget-password" />]}
          />
        </p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={t('reset.title')}
      intro={<p>{t('reset.intro')}</p>}
      footer={
        <p>
          {t('reset.notWorking')} <AuthLink to="/forget-password">{t('reset.askNew')}</AuthLink>
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
          label={t('field.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('field.newPasswordHint')}
        />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          {t('reset.submit')}
        </button>
      </Form>
    </AuthLayout>
  )
}
