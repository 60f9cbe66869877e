import type { ConsultationMode } from '#app/db/schema/appointment-values.ts'
/** The modes as the rest of the app knows them (components never import the database schema). */
export type { ConsultationMode }
import { ADDRESS_ONE_LINE, CONTACT } from '#app/content/site.ts'

export const MODE_LABELS: Record<ConsultationMode, string> = {
  in_person: 'In person at the clinic',
  phone: 'Phone call',
  video: 'Video call',
  chat: 'Chat (WhatsApp)',
}

/** What the patient should expect, per mode: where to go or how we will reach them. */
export function howItHappens(mode: ConsultationMode, location: string): string {
  switch (mode) {
    case 'in_person':
      return `Come to ${location}, ${ADDRESS_ONE_LINE}, 10 minutes early. Bring earlier prescriptions, reports and any medicines you take.`
    case 'phone':
      return 'The doctor will call you on the phone number you gave at the appointment time. Keep earlier prescriptions and reports at hand.'
    case 'video':
      return `We will send a video-call link on WhatsApp to the phone number you gave, 15 minutes before the appointment. Need help? Call ${CONTACT.receptionPhone}.`
    case 'chat':
      return `The doctor will message you on WhatsApp from ${CONTACT.emergencyPhone} at the appointment time. You can send photos of reports there.`
  }
}
