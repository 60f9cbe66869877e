import { CONTACT, SITE } from '#app/content/site.ts'
import { textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { MailContent } from '#app/utils/mail-content.ts'
import { type TextMessage, textMessage } from '#app/domain/mail/index.server.ts'
import type { RejectReason } from './status-flow.ts'

/**
 * What the patient is told when the laboratory releases a report, cancels an order or cannot test
 * a sample: by SMS, and by e-mail when they gave one, in the language they booked in. Every
 * message names the order's number and a way on (the order's page, the booking page, a phone).
 */

export type LabNotice = { sms: TextMessage; mail: MailContent }

type OrderFacts = { number: string; locale: Locale }

function notice(locale: Locale, sms: TextMessage, subject: string, body: string[]): LabNotice {
  const text = body.join('\n\n')
  return { sms, mail: { language: locale, subject, text, html: textToHtml(text) } }
}

/** The report is ready: read and download it from the order's private page. */
export function releasedNotice(order: OrderFacts, orderUrl: string): LabNotice {
  const t = getT(order.locale, 'lab')
  const values = { site: SITE.name, number: order.number, url: orderUrl }
  return notice(
    order.locale,
    textMessage('lab.released', order.locale, values),
    t('notice.released.subject', values),
    [t('notice.released.body', values), t('notice.released.link', values), t('notice.doctor')],
  )
}

const bookingUrl = (locale: Locale) => `${appUrl()}${localizePath('/lab-tests', locale)}`

/** The laboratory called the order off, with its reason. */
export function cancelledNotice(order: OrderFacts, reason: string): LabNotice {
  const t = getT(order.locale, 'lab')
  const values = {
    site: SITE.name,
    number: order.number,
    reason,
    phone: CONTACT.receptionPhone,
    url: bookingUrl(order.locale),
  }
  return notice(
    order.locale,
    textMessage('lab.cancelled', order.locale, values),
    t('notice.cancelled.subject', values),
    [t('notice.cancelled.body', values), t('notice.rebook', values)],
  )
}

/** The sample could not be tested: a new one is needed, booked again (at no cost, says the desk). */
export function rejectedNotice(order: OrderFacts, reason: RejectReason, note: string): LabNotice {
  const t = getT(order.locale, 'lab')
  const why = t(`notice.reject.${reason}` as 'notice.reject.other')
  const values = {
    site: SITE.name,
    number: order.number,
    reason: note ? `${why} (${note})` : why,
    phone: CONTACT.receptionPhone,
    url: bookingUrl(order.locale),
  }
  return notice(
    order.locale,
    textMessage('lab.rejected', order.locale, values),
    t('notice.rejected.subject', values),
    [t('notice.rejected.body', values), t('notice.rebook', values)],
  )
}
