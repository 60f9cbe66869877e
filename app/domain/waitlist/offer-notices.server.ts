import { SITE } from '#app/content/site.ts'
import { type MobileChannel } from '#app/db/schema/family-values.ts'
import { noticeChannels } from '#app/domain/appointments/index.server.ts'
import { textMessage } from '#app/domain/mail/index.server.ts'
import { formatClinicBrief, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { markEnglish, textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { type OutgoingMail } from '#app/utils/mail.server.ts'
import { type OutgoingSms } from '#app/utils/sms.server.ts'

/** The one-tap page of an offer, in the patient's language. */
export const offerUrlFor = (token: string, locale: Locale) =>
  `${appUrl()}${localizePath(`/appointments/offer/${token}`, locale)}`

/**
 * The offer of an earlier time, by the channels the patient's notices go by (their account's
 * choice of SMS or WhatsApp and e-mail; a guest's mobile by SMS, and e-mail when they gave one).
 * They asked for it, so, like a booking's own notices, it reaches them even with every channel
 * turned off (appointment-notices.ts, ESSENTIAL).
 */
export function offerNotices(
  entry: {
    patientName: string
    patientPhone: string
    patientEmail: string | null
    locale: Locale
    doctorName: string
    startsAt: Date
    mobileChannel: MobileChannel | null
    emailNotices: boolean | null
  },
  offer: { token: string; minutes: number },
): { texts: OutgoingSms[]; mails: OutgoingMail[] } {
  const preferences =
    entry.mobileChannel !== null && entry.emailNotices !== null
      ? { mobileChannel: entry.mobileChannel, emailNotices: entry.emailNotices }
      : null
  const { email, text } = noticeChannels(entry, 'booked', preferences)
  const url = offerUrlFor(offer.token, entry.locale)
  const texts: OutgoingSms[] = text
    ? [
        {
          to: text.to,
          channel: text.channel,
          kind: `appointment.earlier_offer.${text.channel}`,
          ...textMessage('appointment.earlier_offer', entry.locale, {
            site: SITE.name,
            when: formatClinicBrief(entry.startsAt, entry.locale),
            minutes: offer.minutes,
            url,
          }),
        },
      ]
    : []
  const t = getT(entry.locale, 'mail')
  const when = formatClinicDateTime(entry.startsAt, entry.locale)
  const body = [
    t('greeting', { name: entry.patientName }),
    t('earlierOffer.intro', { doctor: entry.doctorName, when, minutes: offer.minutes }),
    t('earlierOffer.link', { url }),
    t('earlierOffer.otherwise'),
  ]
  const mails: OutgoingMail[] = email
    ? [
        {
          to: email,
          kind: 'appointment.earlier_offer',
          language: entry.locale,
          subject: t('earlierOffer.subject', { doctor: entry.doctorName, when }),
          text: body.join('\n\n'),
          html: markEnglish(textToHtml(body.join('\n\n')), [entry.doctorName]),
        },
      ]
    : []
  return { texts, mails }
}
