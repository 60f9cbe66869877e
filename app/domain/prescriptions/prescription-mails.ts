import { CONTACT, SITE } from '#app/content/site.ts'
import type { MailContent } from '#app/utils/mail-content.ts'
import { textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { type TextMessage, textMessage } from '#app/domain/mail/index.server.ts'

export type IssuedPrescriptionFacts = {
  patientName: string
  doctorName: string
  number: string
  /** The patient's page for it (with the private key for a guest). */
  url: string
  verifyUrl: string
  replacedNumber: string | null
  /** The appointment's language. */
  locale: Locale
}

/** The e-mail that brings the patient their prescription, in the appointment's language. */
export function prescriptionMail(p: IssuedPrescriptionFacts): MailContent {
  const t = getT(p.locale, 'mail')
  const body = [
    t('greeting', { name: p.patientName }),
    t('prescription.intro', { doctor: p.doctorName, number: p.number }),
    ...(p.replacedNumber ? [t('prescription.replaces', { old: p.replacedNumber })] : []),
    t('prescription.link', { url: p.url }),
    t('prescription.verify', { url: p.verifyUrl }),
  ]
  return {
    language: p.locale,
    subject: t('prescription.subject', { doctor: p.doctorName, number: p.number }),
    text: body.join('\n\n'),
    html: textToHtml(body.join('\n\n')),
  }
}

/**
 * The SMS for a patient without e-mail: only the link, no doctor or medicine (a shared phone
 * shows it on the lock screen).
 */
export function prescriptionSms(p: IssuedPrescriptionFacts): TextMessage {
  return textMessage('prescription.issued', p.locale, { site: SITE.name, url: p.url })
}

export type CancelledPrescriptionFacts = {
  patientName: string
  doctorName: string
  number: string
  reason: string
  /** The patient's page for the consultation's prescriptions (with the key for a guest). */
  url: string
  locale: Locale
}

/** The e-mail that tells the patient a prescription was cancelled, and not to use it. */
export function prescriptionCancelledMail(p: CancelledPrescriptionFacts): MailContent {
  const t = getT(p.locale, 'mail')
  const body = [
    t('greeting', { name: p.patientName }),
    t('prescription.cancelledIntro', { doctor: p.doctorName, number: p.number }),
    t('prescription.cancelledReason', { reason: p.reason }),
    t('prescription.cancelledLink', { url: p.url }),
    t('prescription.cancelledQuestions', { phone: CONTACT.receptionPhone }),
  ]
  return {
    language: p.locale,
    subject: t('prescription.cancelledSubject', { number: p.number }),
    text: body.join('\n\n'),
    html: textToHtml(body.join('\n\n')),
  }
}

/** The SMS for a patient without e-mail: the number and the link, no reason (a lock screen). */
export function prescriptionCancelledSms(p: CancelledPrescriptionFacts): TextMessage {
  return textMessage('prescription.cancelled', p.locale, {
    site: SITE.name,
    number: p.number,
    url: p.url,
  })
}
