import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import {
  PhoneCodeSchema,
  PhoneProfileSchema,
  PhoneRegisterStartSchema,
  PhoneStartSchema,
} from '#app/domain/accounts/auth-schemas.ts'
import { ACCOUNT_DISABLED_MESSAGE } from '#app/domain/accounts/auth.server.ts'
import {
  type CodeRefusal,
  completePhoneRegistration,
  RESEND_AFTER_SECONDS,
  secondsUntilResend,
  sendSignInCode,
  verifySignInCode,
  confirmAccountMobile,
} from '#app/domain/accounts/phone-sign-in.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { tooManyRequestsText } from '#app/utils/refusal-page.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { messageRef, type MessageRef } from '#app/utils/i18n/catalogs.ts'
import { localizedPath, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { redirectAfterSignIn } from './signed-in.server.ts'

/** Where the person is in signing in by mobile number; the page shows the matching step. */
export type PhoneStep =
  | { step: 'code'; phone: string; resendAfterSeconds: number; name: string | null }
  | { step: 'profile'; token: string }

type Reply = SubmissionResult<string[]>

export type PhoneActionData = {
  /** Which form the reply belongs to, so its fields show the errors. */
  intent: string
  result: Reply
  phoneStep: PhoneStep | null
  redirectTo: string | null
}

/** Why a code was not accepted, in the person's words (shared with the account-deletion page). */
export const CODE_REFUSALS: Record<CodeRefusal, MessageRef> = {
  wrong: messageRef('auth', 'phone.wrongCode'),
  expired: messageRef('auth', 'phone.expiredCode'),
  'too-many': messageRef('auth', 'phone.tooManyTries'),
  disabled: ACCOUNT_DISABLED_MESSAGE,
}

/** Why no new code was sent: too soon after the last one, or too many this hour. */
export function codeHeldBackMessage(
  refused: { reason: 'wait' | 'too-many'; retryAfterSeconds: number },
  locale: Locale,
): string {
  return refused.reason === 'wait'
    ? translateRefOnServer(locale, messageRef('auth', 'phone.wait'), {
        seconds: refused.retryAfterSeconds,
      })
    : translateRefOnServer(locale, messageRef('auth', 'phone.tooManyCodes'), {
        minutes: Math.ceil(refused.retryAfterSeconds / 60),
      })
}

/**
 * Every step of signing in (or registering) with a mobile number, for the sign-in and the
 * registration page: send a code, send a new one, check it, and — for a new number reached from
 * the sign-in page — the name and consent. Each answer is the next step's page, so it all works
 * without JavaScript; a right code ends in the same redirect as a password sign-in.
 */
export async function handlePhoneStep(
  formData: FormData,
  request: Request,
  context: { clientIp: string; postLimitReached?: number },
  page: 'login' | 'register' | 'account',
  /** On the account page: whose number is being confirmed, and their session. */
  signedIn?: { userId: string; headers: Headers },
): Promise<Response | ReturnType<typeof data<PhoneActionData>>> {
  const locale = requestLocale(request)
  const t = (ref: MessageRef, values?: Record<string, string | number>) =>
    translateRefOnServer(locale, ref, values)
  const intent = String(formData.get('intent'))
  const ip = context.clientIp || null
  const reply = (
    result: Reply,
    phoneStep: PhoneStep | null,
    redirectTo: string | undefined,
    status = 200,
  ) =>
    data<PhoneActionData>(
      { intent, result, phoneStep, redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null },
      { status },
    )

  if (context.postLimitReached !== undefined) {
    // Too many steps from this address: nothing is done, and the person stays at their step
    // (the code step keeps its number) with the words of the "please wait" page.
    const message = tooManyRequestsText(context.postLimitReached, locale)
    const redirectTo = formData.get('redirectTo')?.toString()
    const status = 429
    if (intent === 'phone-register') {
      const token = formData.get('token')?.toString() ?? ''
      const submission = parseWithZod(formData, { schema: PhoneProfileSchema })
      return reply(
        submission.reply({ formErrors: [message] }),
        token ? { step: 'profile', token } : null,
        redirectTo,
        status,
      )
    }
    const onCode = intent === 'phone-verify' || intent === 'phone-resend'
    const phone = formData.get('phone')?.toString() ?? ''
    const submission = parseWithZod(formData, {
      schema: onCode
        ? PhoneCodeSchema
        : page === 'register'
          ? PhoneRegisterStartSchema
          : PhoneStartSchema,
    })
    const keepCode = onCode && isIndianMobile(phone)
    return reply(
      submission.reply({ formErrors: [message], hideFields: ['code'] }),
      keepCode
        ? {
            step: 'code',
            phone,
            resendAfterSeconds: await secondsUntilResend(phone),
            name: page === 'register' ? (formData.get('name')?.toString() ?? null) : null,
          }
        : null,
      redirectTo,
      status,
    )
  }

  if (intent === 'phone-send' || intent === 'phone-resend') {
    const schema = page === 'register' ? PhoneRegisterStartSchema : PhoneStartSchema
    const submission = parseWithZod(formData, { schema })
    const redirectTo = formData.get('redirectTo')?.toString()
    if (submission.status !== 'success') {
      // A new code asked for from the code step: stay there, with the message.
      return reply(submission.reply(), null, redirectTo, 400)
    }
    const value = submission.value
    const name = 'name' in value ? (value.name as string) : null
    const sent = await sendSignInCode(value.phone, locale, ip)
    const codeStep = (resendAfterSeconds: number): PhoneStep => ({
      step: 'code',
      phone: value.phone,
      resendAfterSeconds,
      name,
    })
    if (sent.ok)
      return reply(
        submission.reply({ resetForm: true }),
        codeStep(sent.resendAfterSeconds),
        redirectTo,
      )
    if (sent.reason === 'not-mobile')
      return reply(
        submission.reply({
          fieldErrors: { phone: [t(messageRef('common', 'field.mobileRequired'))] },
        }),
        null,
        redirectTo,
        400,
      )
    const message = codeHeldBackMessage(sent, locale)
    // Asked too soon from the code step: the code already sent still works, so stay on it.
    const stay = intent === 'phone-resend' || sent.reason === 'wait'
    return reply(
      submission.reply({ formErrors: [message] }),
      stay
        ? codeStep(sent.reason === 'wait' ? sent.retryAfterSeconds : RESEND_AFTER_SECONDS)
        : null,
      redirectTo,
      429,
    )
  }

  if (intent === 'phone-verify') {
    const submission = parseWithZod(formData, { schema: PhoneCodeSchema })
    const phone = formData.get('phone')?.toString() ?? ''
    const redirectTo = formData.get('redirectTo')?.toString()
    const name = page === 'register' ? (formData.get('name')?.toString() ?? null) : null
    const stayOnCode = async (): Promise<PhoneStep> => ({
      step: 'code',
      phone,
      resendAfterSeconds: await secondsUntilResend(phone),
      name,
    })
    if (submission.status !== 'success') {
      // A tampered number or name: start again; a mistyped code: type it again.
      const restart = submission.error?.phone || submission.error?.name || submission.error?.consent
      return reply(
        submission.reply(
          restart ? { formErrors: [t(messageRef('auth', 'phone.startAgain'))] } : {},
        ),
        restart ? null : await stayOnCode(),
        redirectTo,
        400,
      )
    }
    const value = submission.value
    if (page === 'account' && signedIn) {
      const confirmed = await confirmAccountMobile({
        userId: signedIn.userId,
        phone: value.phone,
        code: value.code,
        headers: signedIn.headers,
        ipAddress: ip,
      })
      if (confirmed.ok)
        return redirectWithToast(localizedPath(request, '/account'), {
          type: 'success',
          title: t(messageRef('account', 'mobile.saved')),
        })
      const message =
        confirmed.reason === 'taken'
          ? messageRef('auth', 'phone.taken')
          : CODE_REFUSALS[confirmed.reason]
      return reply(
        submission.reply({
          ...(confirmed.reason === 'wrong'
            ? { fieldErrors: { code: [t(message)] } }
            : { formErrors: [t(message)] }),
          hideFields: ['code'],
        }),
        confirmed.reason === 'taken' ? null : await stayOnCode(),
        redirectTo,
        confirmed.reason === 'taken' ? 409 : 400,
      )
    }
    const registration =
      page === 'register' && value.name && value.consent ? { name: value.name, locale } : undefined
    const result = await verifySignInCode({
      phone: value.phone,
      code: value.code,
      ipAddress: ip,
      registration,
    })
    if (!result.ok) {
      const status = result.reason === 'disabled' ? 403 : result.reason === 'wrong' ? 400 : 410
      return reply(
        submission.reply({
          ...(result.reason === 'wrong' ? { fieldErrors: { code: [t(CODE_REFUSALS.wrong)] } } : {}),
          ...(result.reason === 'wrong' ? {} : { formErrors: [t(CODE_REFUSALS[result.reason])] }),
          hideFields: ['code'],
        }),
        result.reason === 'disabled' ? null : await stayOnCode(),
        redirectTo,
        status,
      )
    }
    if (result.kind === 'new-number')
      return reply(
        submission.reply({ resetForm: true }),
        { step: 'profile', token: result.registrationToken },
        redirectTo,
      )
    return redirectAfterSignIn(
      request,
      result,
      value.redirectTo,
      result.created ? 'phone.accountCreated' : 'login.signedIn',
    )
  }

  // intent === 'phone-register': the name and consent for a proven new number.
  const submission = parseWithZod(formData, { schema: PhoneProfileSchema })
  const token = formData.get('token')?.toString() ?? ''
  const redirectTo = formData.get('redirectTo')?.toString()
  if (submission.status !== 'success')
    return reply(submission.reply(), token ? { step: 'profile', token } : null, redirectTo, 400)
  const done = await completePhoneRegistration({
    registrationToken: submission.value.token,
    name: submission.value.name,
    locale,
    ipAddress: ip,
  })
  if (!done.ok)
    return reply(
      submission.reply({
        formErrors: [
          t(
            done.reason === 'disabled'
              ? ACCOUNT_DISABLED_MESSAGE
              : messageRef('auth', 'phone.startAgain'),
          ),
        ],
      }),
      null,
      redirectTo,
      done.reason === 'disabled' ? 403 : 410,
    )
  return redirectAfterSignIn(
    request,
    done,
    submission.value.redirectTo,
    done.created ? 'phone.accountCreated' : 'login.signedIn',
  )
}
