import type { MailContent } from '#app/utils/mail-content.ts'
import {
  addressLine,
  CONTACT,
  type ContactSubject,
  contactSubjectLabel,
  SITE,
} from '#app/content/site.ts'
import { escapeHtml, richHtml, textToHtml } from '#app/utils/html.ts'
import { getT, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import type { ContactInput } from './contact-schema.ts'

/** A message's subject as the sender chose it, in the mail's language. */
function subjectLabel(subject: ContactSubject, locale: Locale): string {
  return translateRefOnServer(locale, contactSubjectLabel(subject))
}

/** A translated message without its numbered tags, for the plain-text part. */
function plainText(text: string) {
  return text.replace(/<\/?\d+>/g, '')
}

/** The e-mail that tells the sender we have their message, in the language they wrote in. */
export function contactAcknowledgement(
  input: ContactInput,
  reference: string,
  locale: Locale,
): MailContent {
  const t = getT(locale, 'contactMail')
  const label = subjectLabel(input.subject, locale)
  const thanks = (quoted: string) =>
    t('ack.thanks', {
      site: SITE.name,
      subject: quoted,
      hours: getT(locale, 'common')('site.hours'),
    })
  const emergency = { emergency: CONTACT.emergencyPhone, ambulance: CONTACT.nationalAmbulance }
  const text = `${t('ack.greeting', { name: input.name })}

${thanks(`"${label}"`)}

${plainText(t('ack.reference', { reference }))}

${t('ack.yourMessage')}
${input.message}

${t('ack.emergencyText', emergency)}

${SITE.name}
${addressLine(locale)}
${CONTACT.receptionPhone}`
  const html = `<p>${escapeHtml(t('ack.greeting', { name: input.name }))}</p>
<p>${escapeHtml(thanks(`“${label}”`))}</p>
<p>${richHtml(t('ack.reference', { reference }), [['<strong>', '</strong>']])}</p>
<p>${escapeHtml(t('ack.yourMessage'))}</p><blockquote>${textToHtml(input.message)}</blockquote>
<p>${richHtml(t('ack.emergencyHtml', emergency), [
    ['<strong>', '</strong>'],
    [`<a href="${CONTACT.emergencyPhoneHref}">`, '</a>'],
  ])}</p>
<p>${SITE.name}<br>${escapeHtml(addressLine(locale))}<br>${CONTACT.receptionPhone}</p>`
  return { subject: t('ack.subject', { reference }), text, html, language: locale }
}

/**
 * The e-mail that tells the front desk a message is waiting. It is written in the desk's language
 * (English unless told otherwise) and names the sender's language when it is not English, so the
 * reply can be written in it.
 */
export function contactNotification(
  input: ContactInput,
  reference: string,
  senderLocale: Locale,
  locale: Locale = 'en',
): MailContent {
  const t = getT(locale, 'contactMail')
  const label = subjectLabel(input.subject, locale)
  const rows: Array<[string, string]> = [
    [t('notify.reference'), reference],
    [t('notify.subjectLabel'), label],
    [t('notify.name'), input.name],
    [t('notify.email'), input.email],
    [t('notify.phone'), input.phone],
    ...(senderLocale === 'en'
      ? []
      : [[t('notify.language'), t(`language.${senderLocale}`)] as [string, string]]),
  ]
  const text = `${t('notify.intro')}

${rows.map(([name, value]) => `${name}: ${value}`).join('\n')}

${input.message}`
  const html = `<p>${escapeHtml(t('notify.intro'))}</p>
<table>
${rows.map(([name, value]) => `<tr><th align="left">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${textToHtml(input.message)}`
  return {
    subject: t('notify.subject', { subject: label, reference }),
    text,
    html,
    language: locale,
  }
}

/** The front desk's answer to a message, in the language the sender wrote in. */
export function contactReply(
  to: { name: string; locale: Locale },
  reply: { body: string; authorName: string; reference: string },
): MailContent {
  const t = getT(to.locale, 'contactMail')
  const text = `${t('ack.greeting', { name: to.name })}

${reply.body}

${reply.authorName}
${t('reply.signature', { site: SITE.name })}

${t('reply.reference', { reference: reply.reference })}`
  return {
    language: to.locale,
    subject: t('reply.subject', { site: SITE.name, reference: reply.reference }),
    text,
    html: textToHtml(text),
  }
}

/** A short reference a patient can quote on the phone, from the message id. */
export function contactReference(id: string): string {
  return `MSG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
