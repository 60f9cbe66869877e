import { ADDRESS_ONE_LINE, CONTACT, SITE } from '#app/content/site.ts'
import type { ConsultationMode } from '#app/db/schema/appointment-values.ts'
import type { MailAttachment } from '#app/db/schema/mail.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { textToHtml } from '#app/utils/html.ts'
import { howItHappens, MODE_LABELS } from './consultation-modes.ts'
import { appointmentIcs } from './ics.ts'

export type AppointmentForMail = {
  id: string
  patientName: string
  patientEmail: string
  patientPhone: string
  doctorName: string
  departmentName: string
  startsAt: Date
  endsAt: Date
  mode: ConsultationMode
  location: string
  reason: string
  /** Whether the front desk has confirmed it; until then the calendar entry is tentative. */
  confirmed?: boolean
}

type Mail = { subject: string; text: string; html: string; attachments?: MailAttachment[] }

const html = (paragraphs: string[]) => textToHtml(paragraphs.join('\n\n'))

function details(a: AppointmentForMail): string[] {
  return [
    `Doctor: ${a.doctorName} (${a.departmentName})`,
    `When: ${formatClinicDateTime(a.startsAt)}`,
    `How: ${MODE_LABELS[a.mode]}`,
    howItHappens(a.mode, a.location),
  ]
}

function calendarFile(
  a: AppointmentForMail,
  status: 'tentative' | 'confirmed' | 'cancelled' = a.confirmed ? 'confirmed' : 'tentative',
): MailAttachment {
  const cancelled = status === 'cancelled'
  return {
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: appointmentIcs({
      uid: `${a.id}@maindoctor.in`,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      summary: `${SITE.name}: appointment with ${a.doctorName}`,
      location: a.mode === 'in_person' ? `${a.location}, ${ADDRESS_ONE_LINE}` : MODE_LABELS[a.mode],
      description: howItHappens(a.mode, a.location),
      status,
    }),
  }
}

const manageLine = (url: string) =>
  `To cancel (up to 2 hours before) or move this appointment, open your private link: ${url}`

export function bookingConfirmationMail(a: AppointmentForMail, manageUrl: string): Mail {
  const body = [
    `Dear ${a.patientName},`,
    `Your appointment is booked. Our front desk will confirm it shortly.`,
    ...details(a),
    manageLine(manageUrl),
    `Questions? Call ${CONTACT.receptionPhone}. In an emergency call ${CONTACT.emergencyPhone} (24/7).`,
  ]
  return {
    subject: `Appointment booked: ${a.doctorName}, ${formatClinicDateTime(a.startsAt)}`,
    text: body.join('\n\n'),
    html: html(body),
    attachments: [calendarFile(a)],
  }
}

export function clinicBookingNotification(
  a: AppointmentForMail,
  what: 'booked' | 'cancelled' | 'moved',
): Mail {
  const body = [
    `Appointment ${what}.`,
    ...details(a).slice(0, 3),
    `Patient: ${a.patientName}, ${a.patientPhone}, ${a.patientEmail}`,
    a.reason ? `Reason given: ${a.reason}` : 'No reason given.',
  ]
  return {
    subject: `[Appointment ${what}] ${a.doctorName} — ${formatClinicDateTime(a.startsAt)}`,
    text: body.join('\n'),
    html: html(body),
  }
}

export function cancellationMail(a: AppointmentForMail): Mail {
  const body = [
    `Dear ${a.patientName},`,
    `Your appointment with ${a.doctorName} on ${formatClinicDateTime(a.startsAt)} is cancelled.`,
    `You can book another time at any moment on our website or by calling ${CONTACT.receptionPhone}.`,
  ]
  return {
    subject: `Appointment cancelled: ${a.doctorName}`,
    text: body.join('\n\n'),
    html: html(body),
    attachments: [calendarFile(a, 'cancelled')],
  }
}

export function rescheduleMail(a: AppointmentForMail, manageUrl: string | null): Mail {
  const body = [
    `Dear ${a.patientName},`,
    `Your appointment has moved to a new time.`,
    ...details(a),
    manageUrl ? manageLine(manageUrl) : `You can manage it from your account at ${SITE.name}.`,
  ]
  return {
    subject: `Appointment moved: ${a.doctorName}, ${formatClinicDateTime(a.startsAt)}`,
    text: body.join('\n\n'),
    html: html(body),
    attachments: [calendarFile(a)],
  }
}

export function reminderMail(a: AppointmentForMail): Mail {
  const body = [
    `Dear ${a.patientName},`,
    `A reminder of your appointment tomorrow.`,
    ...details(a),
    `Cannot come? Please cancel from the link in your booking e-mail or call ${CONTACT.receptionPhone}, so someone else can have the time.`,
  ]
  return {
    subject: `Reminder: ${a.doctorName}, ${formatClinicDateTime(a.startsAt)}`,
    text: body.join('\n\n'),
    html: html(body),
  }
}

/** The front desk confirmed the booking: the calendar entry becomes confirmed. */
export function clinicConfirmedMail(a: AppointmentForMail): Mail {
  const body = [
    `Dear ${a.patientName},`,
    `Your appointment with ${a.doctorName} on ${formatClinicDateTime(a.startsAt)} is confirmed.`,
    SITE.name,
  ]
  return {
    subject: `Appointment confirmed: ${a.doctorName}, ${formatClinicDateTime(a.startsAt)}`,
    text: body.join('\n\n'),
    html: html(body),
    attachments: [calendarFile(a, 'confirmed')],
  }
}
