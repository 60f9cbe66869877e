import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import type { ConsultationMode } from '#app/db/schema/appointment-values.ts'
import type { MailAttachment } from '#app/db/schema/mail.ts'
import type { MailContent } from '#app/utils/mail-content.ts'
import { formatClinicBrief, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { markEnglish, textToHtml } from '#app/utils/html.ts'
import { getT, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { type TextMessage, textMessage } from '#app/domain/mail/index.server.ts'
import { howItHappens, MODE_LABELS } from './consultation-modes.ts'
import { departmentName } from '#app/domain/departments/index.ts'
import { appointmentIcs } from './ics.ts'

export type AppointmentForMail = {
  id: string
  patientName: string
  patientEmail: string | null
  patientPhone: string
  doctorName: string
  departmentSlug: string
  departmentName: string
  startsAt: Date
  endsAt: Date
  mode: ConsultationMode
  location: string
  reason: string
  /** Whether the front desk has confirmed it; until then the calendar entry is tentative. */
  confirmed?: boolean
  /** The patient's language: their e-mails and calendar entries are written in it. */
  locale: Locale
}

type Mail = MailContent

/** The front desk's inbox is read in English, whatever the patient's language. */
const CLINIC_LOCALE: Locale = 'en'

/** The mail's HTML, the place of the visit ("Room 1, MainDoctor Clinic") marked as English. */
const html = (paragraphs: string[], a: Pick<AppointmentForMail, 'location'>) =>
  markEnglish(textToHtml(paragraphs.join('\n\n')), [a.location])

const when = (a: AppointmentForMail, locale: Locale = a.locale) =>
  formatClinicDateTime(a.startsAt, locale)

function how(a: AppointmentForMail, locale: Locale = a.locale): string {
  const { ref, values } = howItHappens(a.mode, a.location, locale)
  return translateRefOnServer(locale, ref, values)
}

function details(a: AppointmentForMail, locale: Locale = a.locale): string[] {
  const t = getT(locale, 'mail')
  return [
    t('details.doctor', {
      doctor: a.doctorName,
      department: departmentName(getT(locale, 'common'), a.departmentSlug, a.departmentName),
    }),
    t('details.when', { when: when(a, locale) }),
    t('details.how', { mode: translateRefOnServer(locale, MODE_LABELS[a.mode]) }),
    how(a, locale),
  ]
}

function calendarFile(
  a: AppointmentForMail,
  status: 'tentative' | 'confirmed' | 'cancelled' = a.confirmed ? 'confirmed' : 'tentative',
): MailAttachment {
  const cancelled = status === 'cancelled'
  const t = getT(a.locale, 'mail')
  return {
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: appointmentIcs({
      uid: `${a.id}@maindoctor.in`,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      summary: t('calendar.summary', { site: SITE.name, doctor: a.doctorName }),
      location:
        a.mode === 'in_person'
          ? `${a.location}, ${addressLine(a.locale)}`
          : translateRefOnServer(a.locale, MODE_LABELS[a.mode]),
      description: how(a),
      status,
      language: a.locale,
    }),
  }
}

/** What a text message about an appointment says: each kind is one catalogue entry, `sms.<kind>`. */
export type AppointmentSmsKind = 'booked' | 'confirmed' | 'moved' | 'reminder' | 'cancelled'

/**
 * A text message (SMS or WhatsApp) about an appointment: when, and the private link or the
 * reception's number. No doctor, clinic, reason or status detail: a family's shared phone shows it
 * on the lock screen. One message in English, at most two in Hindi (Unicode).
 */
export function appointmentSms(
  a: Pick<AppointmentForMail, 'startsAt' | 'locale'>,
  kind: AppointmentSmsKind,
  manageUrl: string,
): TextMessage {
  return textMessage(`appointment.${kind}`, a.locale, {
    site: SITE.name,
    when: formatClinicBrief(a.startsAt, a.locale),
    url: manageUrl,
    phone: CONTACT.receptionPhone,
  })
}

/** The SMS that says a booking is made: when, and the private link. */
export function bookingConfirmationSms(
  a: Pick<AppointmentForMail, 'startsAt' | 'locale'>,
  manageUrl: string,
): TextMessage {
  return appointmentSms(a, 'booked', manageUrl)
}

export function bookingConfirmationMail(a: AppointmentForMail, manageUrl: string): Mail {
  const t = getT(a.locale, 'mail')
  const body = [
    t('greeting', { name: a.patientName }),
    t('booked.intro'),
    ...details(a),
    t('manageLine', { url: manageUrl }),
    t('booked.questions', {
      reception: CONTACT.receptionPhone,
      emergency: CONTACT.emergencyPhone,
    }),
  ]
  return {
    language: a.locale,
    subject: t('booked.subject', { doctor: a.doctorName, when: when(a) }),
    text: body.join('\n\n'),
    html: html(body, a),
    attachments: [calendarFile(a)],
  }
}

/** For the front desk's inbox (in English): a booking was made, cancelled or moved. */
export function clinicBookingNotification(
  a: AppointmentForMail,
  what: 'booked' | 'cancelled' | 'moved',
): Mail {
  const t = getT(CLINIC_LOCALE, 'mail')
  const body = [
    t('clinic.intro', { what: t(`clinic.what.${what}`) }),
    ...details(a, CLINIC_LOCALE).slice(0, 3),
    t('clinic.patient', {
      name: a.patientName,
      phone: a.patientPhone,
      email: a.patientEmail ?? '—',
    }),
    a.reason ? t('clinic.reason', { reason: a.reason }) : t('clinic.noReason'),
  ]
  return {
    language: CLINIC_LOCALE,
    subject: t('clinic.subject', {
      what: t(`clinic.what.${what}`),
      doctor: a.doctorName,
      when: when(a, CLINIC_LOCALE),
    }),
    text: body.join('\n'),
    html: html(body, a),
  }
}

/** The appointment is off; `reason`, when the front desk gave one, is passed on to the patient. */
export function cancellationMail(a: AppointmentForMail, options: { reason?: string } = {}): Mail {
  const t = getT(a.locale, 'mail')
  const reason = options.reason?.trim()
  const body = [
    t('greeting', { name: a.patientName }),
    t('cancelled.intro', { doctor: a.doctorName, when: when(a) }),
    t('cancelled.bookAgain', { phone: CONTACT.receptionPhone }),
    ...(reason ? [t('cancelled.reason', { reason })] : []),
  ]
  return {
    language: a.locale,
    subject: t('cancelled.subject', { doctor: a.doctorName }),
    text: body.join('\n\n'),
    html: html(body, a),
    attachments: [calendarFile(a, 'cancelled')],
  }
}

export function rescheduleMail(a: AppointmentForMail, manageUrl: string | null): Mail {
  const t = getT(a.locale, 'mail')
  const body = [
    t('greeting', { name: a.patientName }),
    t('moved.intro'),
    ...details(a),
    manageUrl
      ? t('manageLine', { url: manageUrl })
      : t('moved.manageInAccount', { site: SITE.name }),
  ]
  return {
    language: a.locale,
    subject: t('moved.subject', { doctor: a.doctorName, when: when(a) }),
    text: body.join('\n\n'),
    html: html(body, a),
    attachments: [calendarFile(a)],
  }
}

export function reminderMail(a: AppointmentForMail): Mail {
  const t = getT(a.locale, 'mail')
  const body = [
    t('greeting', { name: a.patientName }),
    t('reminder.intro'),
    ...details(a),
    t('reminder.cannotCome', { phone: CONTACT.receptionPhone }),
  ]
  return {
    language: a.locale,
    subject: t('reminder.subject', { doctor: a.doctorName, when: when(a) }),
    text: body.join('\n\n'),
    html: html(body, a),
  }
}

/** The front desk confirmed the booking: the calendar entry becomes confirmed. */
export function clinicConfirmedMail(a: AppointmentForMail): Mail {
  const t = getT(a.locale, 'mail')
  const body = [
    t('greeting', { name: a.patientName }),
    t('confirmed.intro', { doctor: a.doctorName, when: when(a) }),
    SITE.name,
  ]
  return {
    language: a.locale,
    subject: t('confirmed.subject', { doctor: a.doctorName, when: when(a) }),
    text: body.join('\n\n'),
    html: html(body, a),
    attachments: [calendarFile(a, 'confirmed')],
  }
}
