import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/forget-password'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { ForgotPasswordSchema } from '#app/domain/accounts/auth-schemas.ts'
import { requestPasswordReset } from '#app/domain/accounts/password.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['auth'] }

export const policy: RoutePolicy = { ...sharedPage, postLimit: 'password-reset' }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data)

export function loader({ request }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'auth')
  return {
    meta: {
      title: t('forgot.metaTitle', { site: SITE.name }),
      description: t('forgot.metaDescription'),
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const locale = requestLocale(request)
  await requestPasswordReset(submission.value.email, authHeaders(request, context), locale)
  // The same answer whether or not the address has an account.
  return redirectWithToast(localizedPath(request, '/forget-password?sent=1'), {
    type: 'info',
    title: getT(locale, 'auth')('checkEmail.toast'),
  })
}

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('auth')
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
      title={t('forgot.title')}
      intro={<p>{t('forgot.intro')}</p>}
      footer={
        <p>
          {t('forgot.remembered')} <AuthLink to="/login">{t('forgot.backToLogin')}</AuthLink>
        </p>
      }
    >
      {loaderData.sent ? (
        <div
          role="status"
          className="mb-6 rounded-md border border-brand-700 bg-brand-50 p-4 text-slate-900"
        >
          {t('forgot.sent')}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InputField
          field={fields.email}
          label={t('field.email')}
          type="email"
          autoComplete="email"
        />
        <button
          type="submit"
          className="btn-primary mt-2 w-full"
          disabled={navigation.state === 'submitting'}
        >
          {t('forgot.submit')}
        </button>
      </Form>
    </AuthLayout>
  )
}
