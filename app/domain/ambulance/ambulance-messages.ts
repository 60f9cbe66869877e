import { CONTACT, SITE } from '#app/content/site.ts'
import type { MailContent } from '#app/utils/mail-content.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { type TextMessage, textMessage } from '#app/domain/mail/index.server.ts'

/**
 * What the caller is told by SMS (and e-mail, when they gave one), in the language they asked in.
 * Every message names the request's number and the phone numbers to call: an SMS may be read when
 * the page is no longer open.
 */

type Sms = TextMessage

export function receivedSms(number: string, trackingUrl: string, locale: Locale): Sms {
  return textMessage('ambulance.received', locale, {
    site: SITE.name,
    number,
    url: trackingUrl,
    emergency: CONTACT.emergencyPhone,
    ambulance: CONTACT.nationalAmbulance,
  })
}

export function assignedSms(
  request: { number: string; locale: Locale; etaAt: Date | null },
  vehicle: { registrationNumber: string; driverName: string; driverPhone: string },
  trackingUrl: string,
): Sms {
  const values = {
    site: SITE.name,
    number: request.number,
    vehicle: vehicle.registrationNumber,
    driver: vehicle.driverName,
    phone: formatIndianPhone(vehicle.driverPhone),
    url: trackingUrl,
  }
  // Two registered texts: with the expected time, and without one.
  return request.etaAt
    ? textMessage('ambulance.assigned-eta', request.locale, {
        ...values,
        eta: formatClinicTime(request.etaAt, request.locale),
      })
    : textMessage('ambulance.assigned', request.locale, values)
}

export function cancelledSms(number: string, reason: string, locale: Locale): Sms {
  return textMessage('ambulance.cancelled', locale, {
    site: SITE.name,
    number,
    reason,
    emergency: CONTACT.emergencyPhone,
    ambulance: CONTACT.nationalAmbulance,
  })
}

export function receivedMail(number: string, trackingUrl: string, locale: Locale): MailContent {
  const t = getT(locale, 'ambulance')
  const body = [
    t('mail.received.intro', { number }),
    t('mail.received.track', { url: trackingUrl }),
    t('mail.received.call', {
      emergency: CONTACT.emergencyPhone,
      ambulance: CONTACT.nationalAmbulance,
    }),
  ]
  return {
    language: locale,
    subject: t('mail.received.subject', { site: SITE.name, number }),
    text: body.join('\n\n'),
    html: textToHtml(body.join('\n\n')),
  }
}
