import { CONTACT, SITE } from '#app/content/site.ts'
import type { Database } from '#app/db/client.server.ts'
import type { RejectReason } from '#app/db/schema/pharmacy-values.ts'
import { textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { textMessage } from '#app/domain/mail/index.server.ts'
import { storedTrackingToken, trackingUrl } from './links.server.ts'

/**
 * What the patient is told at every step of a medicine order: by SMS, and by e-mail when they gave
 * one, in the language they ordered in, queued in the same transaction as the step. Every message
 * names the order's number and links to its tracking page.
 */

export type OrderNoticeKind =
  | 'received'
  | 'awaiting_patient'
  | 'confirmed'
  | 'rejected'
  | 'packed'
  | 'out_for_delivery'
  | 'ready_for_pickup'
  | 'delivered'
  | 'collected'
  | 'cancelled'

/** What a notice needs to know of the order. */
export type NoticeOrder = {
  number: string
  locale: Locale
  phone: string
  email: string | null
  requestKey: string
  trackingTokenHash: string
  totalInr: number
}

/**
 * A rejection's reason (and the pharmacist's note); a cancellation's: the patient's own or their
 * refusal of the whole list (in the catalogue), or the pharmacy's words (`cancelReason`).
 */
type Extra = {
  reason?: RejectReason
  note?: string
  cancelReason?: string
  cancelledBy?: 'patient' | 'refused'
}

type Executor = Pick<Database, 'insert'>

/** Queues the patient's SMS and e-mail about one step of their order. */
export async function tellPatient(
  tx: Executor,
  order: NoticeOrder,
  kind: OrderNoticeKind,
  extra: Extra = {},
) {
  const t = getT(order.locale, 'pharmacy')
  const token = storedTrackingToken(order.requestKey, order.trackingTokenHash)
  const why =
    kind === 'rejected' && extra.reason
      ? t(`reject.${extra.reason}` as 'reject.other')
      : extra.cancelledBy
        ? t(`cancelledBy.${extra.cancelledBy}`)
        : (extra.cancelReason ?? '')
  const values = {
    site: SITE.name,
    number: order.number,
    total: order.totalInr,
    reason: extra.note ? `${why} (${extra.note})` : why,
    phone: CONTACT.receptionPhone,
    url: token ? trackingUrl(token, order.locale) : '',
  }
  const subject = t(`notice.${kind}.subject` as 'notice.received.subject', values)
  const text = [
    t(`notice.${kind}.body` as 'notice.received.body', values),
    t('notice.link', values),
  ]
    .filter(Boolean)
    .join('\n\n')
  const messageKind = `pharmacy.${kind}` as const
  if (isIndianMobile(order.phone))
    await queueSms(tx, {
      to: order.phone,
      kind: messageKind,
      ...textMessage(messageKind, order.locale, values),
    })
  if (order.email)
    await queueMail(tx, {
      to: order.email,
      kind: messageKind,
      language: order.locale,
      subject,
      text,
      html: textToHtml(text),
    })
}
