import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import {
  joinWaitlistForAppointment,
  leaveWaitlistForAppointment,
} from '#app/domain/waitlist/join-waitlist.server.ts'
import { ManageWaitlistSchema } from '#app/domain/waitlist/waitlist-schema.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const WAITLIST_INTENTS = new Set(['join-waitlist', 'leave-waitlist'])

/**
 * The manage page's "Tell me of an earlier time" and "Leave the list" (decision 0023). A refusal
 * (the booking can no longer change, already on the list) is shown above the page's details.
 */
export async function answerWaitlistIntent(
  formData: FormData,
  appointmentId: string,
  actor: { userId: string | null; ipAddress: string | null; locale: Locale },
  here: string,
) {
  const submission = parseWithZod(formData, { schema: ManageWaitlistSchema })
  if (submission.status !== 'success')
    return data({ intent: null, result: submission.reply(), alternatives: null }, { status: 400 })
  const t = getT(actor.locale, 'booking')
  try {
    if (submission.value.intent === 'join-waitlist') {
      await joinWaitlistForAppointment(appointmentId, actor)
      return redirectWithToast(here, { type: 'success', title: t('waitlist.toast.joinedManage') })
    }
    await leaveWaitlistForAppointment(appointmentId)
    return redirectWithToast(here, { type: 'success', title: t('waitlist.toast.left') })
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent: null } })
  }
}
