import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/delete'
import { AuthLayout, AuthLink } from '#app/components/auth-layout.tsx'
import { FieldErrors, FormErrors, InputField } from '#app/components/forms.tsx'
import { SITE } from '#app/content/site.ts'
import { getProfile, verifyAccountPassword } from '#app/domain/accounts/account-data.server.ts'
import { deleteAccount } from '#app/domain/privacy/account-records.server.ts'
import {
  DeleteAccountByCodeSchema,
  DeleteAccountSchema,
} from '#app/domain/accounts/auth-schemas.ts'
import { confirmWithCode, sendSignInCode } from '#app/domain/accounts/phone-sign-in.server.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { signOut } from '#app/domain/accounts/sign-in.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { authHeaders } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { CODE_REFUSALS, codeHeldBackMessage } from '#app/routes/auth/phone-sign-in.server.ts'
import { Form, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `auth`: the form's messages. */
export const handle: I18nHandle = { i18n: ['account', 'auth'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = getT(requestLocale(request), 'account')
  const profile = await getProfile(user.id)
  return data({
    // An account made with a mobile number has no password: a code by SMS confirms instead.
    byCode: profile && !profile.hasPassword ? profile.phoneNumber : null,
    meta: {
      title: t('delete.meta.title', { site: SITE.name }),
      description: t('delete.meta.description'),
    },
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'account')
  const formData = await readForm(request)
  const profile = await getProfile(user.id)
  if (profile && !profile.hasPassword && profile.phoneNumber) {
    const phone = profile.phoneNumber
    if (formData.get('intent') === 'send-code') {
      const sent = await sendSignInCode(phone, locale, context.clientIp || null)
      // The account's own sign-in number is a mobile: only the limits can hold a code back.
      const message =
        sent.ok || sent.reason === 'not-mobile' ? null : codeHeldBackMessage(sent, locale)
      return data(
        {
          result: message ? { status: 'error' as const, error: { '': [message] } } : null,
          codeSent: true,
        },
        { status: message ? 429 : 200 },
      )
    }
    const submission = parseWithZod(formData, { schema: DeleteAccountByCodeSchema })
    if (submission.status !== 'success')
      return data(
        { result: submission.reply({ hideFields: ['code'] }), codeSent: true },
        { status: 400 },
      )
    const checked = await confirmWithCode(phone, submission.value.code)
    if (checked !== 'ok')
      return data(
        {
          result: submission.reply({
            fieldErrors: { code: [translateRefOnServer(locale, CODE_REFUSALS[checked])] },
            hideFields: ['code'],
          }),
          codeSent: true,
        },
        { status: 400 },
      )
    return deleteAndSignOut(request, context, user.id, t('delete.toast.deleted'))
  }
  const submission = parseWithZod(formData, { schema: DeleteAccountSchema })
  if (submission.status !== 'success')
    return data(
      { result: submission.reply({ hideFields: ['password'] }), codeSent: false },
      { status: 400 },
    )
  if (!(await verifyAccountPassword(user.id, submission.value.password))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: [t('delete.errors.wrongPassword')] },
          hideFields: ['password'],
        }),
        codeSent: false,
      },
      { status: 400 },
    )
  }
  return deleteAndSignOut(request, context, user.id, t('delete.toast.deleted'))
}

async function deleteAndSignOut(
  request: Request,
  context: { clientIp: string },
  userId: string,
  title: string,
) {
  const headers = await signOut(authHeaders(request, context))
  await deleteAccount(userId)
  return redirectWithToast(localizedPath(request, '/home'), { type: 'success', title }, { headers })
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('account')
  const auth = useT('auth')
  const localize = useLocalizePath()
  const navigation = useNavigation()
  const byCode = loaderData.byCode
  const schema = byCode ? DeleteAccountByCodeSchema : DeleteAccountSchema
  const [form, fields] = useForm<{ password?: string; code?: string; confirm?: string }>({
    id: 'delete-account-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
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
      {byCode ? (
        <Form method="post" className="mb-6 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <p>
            {actionData?.codeSent ? (
              <Message
                ns="auth"
                k="phone.codeSent"
                values={{ phone: formatIndianPhone(byCode) }}
                components={[<strong key="phone" translate="no" className="whitespace-nowrap" />]}
              />
            ) : (
              t('delete.byCode')
            )}
          </p>
          <button type="submit" name="intent" value="send-code" className="btn-secondary mt-2">
            {actionData?.codeSent ? auth('phone.resend') : auth('phone.send')}
          </button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        {byCode ? (
          <InputField
            field={fields.code}
            label={auth('phone.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        ) : (
          <InputField
            field={fields.password}
            label={t('delete.password')}
            type="password"
            autoComplete="current-password"
          />
        )}
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
