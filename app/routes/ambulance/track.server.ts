import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { SITE } from '#app/content/site.ts'
import { CallerCancelSchema, CallerNoteSchema } from '#app/domain/ambulance/request-schema.ts'
import {
  addCallerNote,
  cancelByCaller,
  findTracking,
} from '#app/domain/ambulance/requests.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The caller's page for the request behind `token`: where it stands; a 404 for no such link. */
export async function ambulanceTrackingPage(request: Request, token: string) {
  const tracking = await findTracking(token)
  const t = getT(requestLocale(request), 'ambulance')
  if (!tracking) throw data({ title: t('track.notFound', { site: SITE.name }) }, { status: 404 })
  return {
    meta: {
      title: t('track.meta.title', { number: tracking.number, site: SITE.name }),
      description: t('track.meta.description'),
    },
    tracking,
    sent: new URL(request.url).searchParams.get('sent') === '1',
    // Without JavaScript the note and cancel forms are on a view that stays still (`?write=1`).
    writing: new URL(request.url).searchParams.get('write') === '1',
    now: new Date().toISOString(),
  }
}

/** The caller adds a note or cancels; a link that no longer leads to a request is a 404. */
export async function answerCaller(request: Request, token: string) {
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const locale = requestLocale(request)
  const t = getT(locale, 'ambulance')
  const back = localizedPath(request, `/ambulance/track/${token}`)
  if (intent === 'cancel') {
    const submission = parseWithZod(formData, { schema: CallerCancelSchema })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply() }, { status: 400 })
    }
    const { reason, details } = submission.value
    try {
      await cancelByCaller(
        token,
        [t(`cancel.reason.${reason}`), details].filter(Boolean).join(' — '),
      )
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') {
        throw data(null, { status: 404 })
      }
      return replyWithDomainError(submission, error, { locale, extra: { intent } })
    }
    return redirectWithToast(back, { type: 'success', title: t('cancel.done') })
  }
  if (intent === 'note') {
    const submission = parseWithZod(formData, { schema: CallerNoteSchema })
    if (submission.status !== 'success') {
      return data({ intent, result: submission.reply() }, { status: 400 })
    }
    try {
      await addCallerNote(token, submission.value.note)
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not-found') {
        throw data(null, { status: 404 })
      }
      return replyWithDomainError(submission, error, { locale, extra: { intent } })
    }
    return redirectWithToast(back, { type: 'success', title: t('note.done') })
  }
  throw data(null, { status: 400 })
}
