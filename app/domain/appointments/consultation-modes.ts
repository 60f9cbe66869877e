import type { Locale } from '#app/utils/i18n/locales.ts'
import type { ConsultationMode } from '#app/db/schema/appointment-values.ts'
/** The modes as the rest of the app knows them (components never import the database schema). */
export type { ConsultationMode }
import { addressLine, CONTACT } from '#app/content/site.ts'
import { type MessageRef, type MessageValues, messageRef } from '#app/utils/i18n/catalogs.ts'

/**
 * Each mode's name, as a message of the `booking` catalogue: put into words where it is shown
 * (`useTranslateRef()` in a component, `translateRefOnServer(locale, …)` in a loader).
 */
export const MODE_LABELS: Record<ConsultationMode, MessageRef> = {
  in_person: messageRef('booking', 'mode.inPerson'),
  phone: messageRef('booking', 'mode.phone'),
  video: messageRef('booking', 'mode.video'),
  chat: messageRef('booking', 'mode.chat'),
}

/**
 * What the patient should expect, per mode: where to go or how we will reach them. A message and
 * its values, put into words in the reader's language by the caller.
 */
export function howItHappens(
  mode: ConsultationMode,
  location: string,
  locale: Locale,
): { ref: MessageRef; values: MessageValues } {
  switch (mode) {
    case 'in_person':
      return {
        ref: messageRef('booking', 'how.inPerson'),
        values: { location, address: addressLine(locale) },
      }
    case 'phone':
      return { ref: messageRef('booking', 'how.phone'), values: {} }
    case 'video':
      return { ref: messageRef('booking', 'how.video'), values: { phone: CONTACT.receptionPhone } }
    case 'chat':
      return { ref: messageRef('booking', 'how.chat'), values: { phone: CONTACT.receptionPhone } }
  }
}
