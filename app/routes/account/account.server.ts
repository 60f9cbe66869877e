import { data, redirect } from 'react-router'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Route } from './+types/account'
import { SITE } from '#app/content/site.ts'
import {
  getProfile,
  listActiveSessions,
  signOutEverywhere,
  updateProfile,
} from '#app/domain/accounts/account-data.server.ts'
import { addEmailAndPassword } from '#app/domain/accounts/register.server.ts'
import { AccountActionSchema } from '#app/domain/accounts/auth-schemas.server.ts'
import { changePassword } from '#app/domain/accounts/password.server.ts'
import { updateNoticePreferences } from '#app/domain/accounts/notice-preferences.server.ts'
import { saveAccountAbha } from '#app/domain/accounts/account-abha.server.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { authHeaders, readSession, type SessionUser } from '#app/domain/accounts/session.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'

/** The account page: the profile, the devices signed in, and the page's title in its language. */
export async function accountPage(request: Request, user: SessionUser) {
  const { sessionId } = await readSession(request)
  const [profile, sessions] = await Promise.all([
    getProfile(user.id),
    listActiveSessions(user.id, sessionId),
  ])
  if (!profile) throw redirect(localizedPath(request, '/login'))
  const t = getT(requestLocale(request), 'account')
  return {
    profile,
    sessions,
    role: user.role,
    meta: {
      title: t('account.meta.title', { site: SITE.name }),
      description: t('account.meta.description'),
    },
  }
}

/** One of the account page's forms, by its intent; a refused one answers 400 with its values. */
export async function answerAccountForm({ request, context }: Route.ActionArgs, user: SessionUser) {
  const hide = { hideFields: ['currentPassword', 'newPassword', 'password'] }
  const submission = parseWithZod(await readForm(request), { schema: AccountActionSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(hide) }, { status: 400 })
  const input = submission.value
  const t = getT(requestLocale(request), 'account')
  const here = localizedPath(request, '/account')
  switch (input.intent) {
    case 'profile':
      await updateProfile(user.id, input, context.clientIp)
      return redirectWithToast(here, { type: 'success', title: t('account.toast.saved') })
    case 'password': {
      const result = await changePassword(input, authHeaders(request, context))
      if (!result.ok) {
        return data(
          {
            intent,
            result: submission.reply({
              ...hide,
              fieldErrors: { currentPassword: [t('account.errors.wrongCurrentPassword')] },
            }),
          },
          { status: 400 },
        )
      }
      return redirectWithToast(
        here,
        {
          type: 'success',
          title: t('account.toast.passwordChanged'),
          description: t('account.toast.otherDevicesSignedOut'),
        },
        { headers: result.headers },
      )
    }
    case 'sign-out-everywhere':
      await signOutEverywhere(user.id, context.clientIp)
      return redirectWithToast(localizedPath(request, '/login'), {
        type: 'success',
        title: t('account.toast.signedOutEverywhere'),
      })
    case 'add-email':
      await addEmailAndPassword(user.id, input, requestLocale(request), context.clientIp || null)
      return redirectWithToast(here, {
        type: 'info',
        title: t('addEmail.toast'),
        description: t('addEmail.toastDescription'),
      })
    case 'notices':
      await updateNoticePreferences(user.id, input, context.clientIp)
      return redirectWithToast(here, { type: 'success', title: t('notices.toast.saved') })
    case 'abha':
      await saveAccountAbha(user.id, input, context.clientIp)
      return redirectWithToast(here, { type: 'success', title: t('abha.toast.saved') })
    case 'resend-verification':
      if (!user.email) return redirect(here)
      await getAuth().api.sendVerificationEmail({
        body: { email: user.email },
        headers: authHeaders(request, context),
      })
      return redirectWithToast(here, {
        type: 'info',
        title: t('account.toast.verificationSent'),
      })
  }
}
