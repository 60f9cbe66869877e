import type { MobileChannel } from '#app/db/schema/family-values.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import type { OutgoingMail } from '#app/utils/mail.server.ts'
import type { OutgoingSms } from '#app/utils/sms.server.ts'
import {
  type AppointmentForMail,
  appointmentSms,
  bookingConfirmationMail,
  cancellationMail,
  clinicConfirmedMail,
  reminderMail,
  rescheduleMail,
} from './appointment-mails.ts'

/** Everything a patient is told about their appointment. */
export type NoticeKind = 'booked' | 'confirmed' | 'reminder' | 'moved' | 'cancelled'

/** An account holder's choice (user.mobile_channel, user.email_notices); guests have none. */
export type NoticePreferences = { mobileChannel: MobileChannel; emailNotices: boolean }

/**
 * Notices that change what the patient must do (the booking and its private link, a new time, a
 * cancellation) reach them even when they turned every channel off: by e-mail when the
 * appointment has an address, else by SMS to a mobile. A reminder and the front desk's
 * confirmation respect "off" entirely.
 */
const ESSENTIAL: ReadonlySet<NoticeKind> = new Set(['booked', 'moved', 'cancelled'])

/** Where a notice goes: the e-mail address, and the mobile with its channel, or neither. */
export function noticeChannels(
  a: Pick<AppointmentForMail, 'patientEmail' | 'patientPhone'>,
  kind: NoticeKind,
  preferences: NoticePreferences | null,
): { email: string | null; text: { to: string; channel: 'sms' | 'whatsapp' } | null } {
  const mobile = isIndianMobile(a.patientPhone) ? a.patientPhone : null
  const mobileChannel = preferences?.mobileChannel ?? 'sms'
  const email = a.patientEmail && (preferences?.emailNotices ?? true) ? a.patientEmail : null
  const text = mobile && mobileChannel !== 'none' ? { to: mobile, channel: mobileChannel } : null
  if (email || text || !ESSENTIAL.has(kind)) return { email, text }
  if (a.patientEmail) return { email: a.patientEmail, text: null }
  return { email: null, text: mobile ? { to: mobile, channel: 'sms' } : null }
}

/**
 * How a notice went out, as the patient (or the front desk) is told it: by e-mail, to the mobile
 * by SMS or WhatsApp, both, or (rarely: no address and no mobile) not at all.
 */
export type NoticeSent = 'email' | 'sms' | 'whatsapp' | 'emailSms' | 'emailWhatsapp' | 'none'

function noticeSent(email: boolean, text: 'sms' | 'whatsapp' | null): NoticeSent {
  if (email && text) return text === 'sms' ? 'emailSms' : 'emailWhatsapp'
  return email ? 'email' : (text ?? 'none')
}

/**
 * The one place that decides how a patient hears about their appointment: the e-mail (when the
 * appointment has an address and the account wants mail) and the text message (to a mobile, by
 * SMS or WhatsApp as the account chose; guests get SMS), each in the appointment's language.
 * Queue both in the transaction (or statement) that makes the change.
 */
export function appointmentNotices(
  a: AppointmentForMail,
  kind: NoticeKind,
  options: {
    /** The private manage link (for the messages that carry it). */
    manageUrl: string
    preferences: NoticePreferences | null
    /** Why the front desk cancelled, passed on by e-mail only: a text shows on a lock screen. */
    reason?: string | null
  },
): { mails: OutgoingMail[]; texts: OutgoingSms[]; sent: NoticeSent } {
  const { email, text } = noticeChannels(a, kind, options.preferences)
  const mails: OutgoingMail[] = email
    ? [{ to: email, kind: `appointment.${kind}`, ...mailFor(a, kind, options) }]
    : []
  const texts: OutgoingSms[] = text
    ? [
        {
          to: text.to,
          channel: text.channel,
          kind: `appointment.${kind}.${text.channel}`,
          ...appointmentSms(a, kind, options.manageUrl),
        },
      ]
    : []
  return { mails, texts, sent: noticeSent(mails.length > 0, text?.channel ?? null) }
}

function mailFor(
  a: AppointmentForMail,
  kind: NoticeKind,
  options: { manageUrl: string; reason?: string | null },
) {
  switch (kind) {
    case 'booked':
      return bookingConfirmationMail(a, options.manageUrl)
    case 'confirmed':
      return clinicConfirmedMail(a)
    case 'reminder':
      return reminderMail(a)
    case 'moved':
      return rescheduleMail(a, options.manageUrl)
    case 'cancelled':
      return cancellationMail(a, { reason: options.reason ?? undefined })
  }
}
