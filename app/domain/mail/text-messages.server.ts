import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { MessageTemplateRef } from '#app/db/schema/mail.ts'
import type { Namespace } from '#app/utils/i18n/catalogs.ts'
import { serverI18n } from '#app/utils/i18n/i18n.server.ts'
import { LOCALES, type Locale } from '#app/utils/i18n/locales.ts'
import {
  type CompiledText,
  fillTemplate,
  type TemplatePart,
  templateParts,
} from '#app/utils/text-template.ts'

/**
 * Every SMS and WhatsApp message the app sends, by kind: the catalogue message that is its words
 * (in both languages) and the variables it fills. Indian operators deliver a commercial SMS only
 * when its text is a DLT-registered template with the variables filled in, and WhatsApp sends a
 * message the business starts only from an approved template, so each kind is registered once
 * per language (README "Text messages: DLT and WhatsApp templates") and configured in
 * MESSAGE_TEMPLATES_FILE; the start-up check (template-check.server.ts) refuses to serve in
 * production while one is missing.
 *
 * The registered text is the catalogue message with each `{name}` as a variable, counted in the
 * order the language places them: rewording a message here means registering it again.
 */
type TextMessageDefinition = {
  namespace: Namespace
  key: string
  /** Its placeholders, for the README and the values' type (the order is each language's). */
  variables: readonly string[]
  /** Text after the message in both languages, with placeholders of its own. */
  suffix?: string
  /** Whether it may go by WhatsApp (the account's choice): it needs an approved template too. */
  whatsapp?: boolean
}

const appointment = (key: string, variables: readonly string[]) =>
  ({ namespace: 'mail', key, variables, whatsapp: true }) as const

export const TEXT_MESSAGES = {
  'account.sign-in-code': {
    namespace: 'accountMail',
    key: 'sms.signInCode',
    // The WebOTP line (`@host #code`) that lets the phone offer the code to the sign-in page.
    suffix: '\n\n@{host} #{code}',
    variables: ['code', 'site', 'minutes', 'host'],
  },
  'ambulance.received': {
    namespace: 'ambulance',
    key: 'sms.received',
    variables: ['site', 'number', 'url', 'emergency', 'ambulance'],
  },
  'ambulance.assigned': {
    namespace: 'ambulance',
    key: 'sms.assigned',
    variables: ['site', 'vehicle', 'number', 'driver', 'phone', 'url'],
  },
  'ambulance.assigned-eta': {
    namespace: 'ambulance',
    key: 'sms.assignedEta',
    variables: ['site', 'vehicle', 'number', 'eta', 'driver', 'phone', 'url'],
  },
  'ambulance.cancelled': {
    namespace: 'ambulance',
    key: 'sms.cancelled',
    variables: ['site', 'number', 'reason', 'emergency', 'ambulance'],
  },
  'appointment.booked': appointment('sms.booked', ['site', 'when', 'url']),
  'appointment.confirmed': appointment('sms.confirmed', ['site', 'when', 'url']),
  'appointment.moved': appointment('sms.moved', ['site', 'when', 'url']),
  'appointment.reminder': appointment('sms.reminder', ['site', 'when', 'url']),
  'appointment.cancelled': appointment('sms.cancelled', ['site', 'when', 'phone']),
  // An earlier time freed up and held for a patient in the doctor's waitlist (decision 0023).
  'appointment.earlier_offer': appointment('sms.earlierOffer', ['site', 'when', 'minutes', 'url']),
  'prescription.issued': { namespace: 'mail', key: 'sms.prescription', variables: ['site', 'url'] },
  'prescription.cancelled': {
    namespace: 'mail',
    key: 'sms.prescriptionCancelled',
    variables: ['site', 'number', 'url'],
  },
  'lab.booked': {
    namespace: 'lab',
    key: 'booked.sms',
    variables: ['site', 'number', 'when', 'total', 'url'],
  },
  'lab.released': {
    namespace: 'lab',
    key: 'notice.released.sms',
    variables: ['site', 'number', 'url'],
  },
  'lab.cancelled': {
    namespace: 'lab',
    key: 'notice.cancelled.sms',
    variables: ['site', 'number', 'reason', 'phone'],
  },
  'lab.rejected': {
    namespace: 'lab',
    key: 'notice.rejected.sms',
    variables: ['site', 'number', 'reason', 'phone', 'url'],
  },
  'pharmacy.received': {
    namespace: 'pharmacy',
    key: 'notice.received.sms',
    variables: ['site', 'number', 'url'],
  },
  'pharmacy.awaiting_patient': {
    namespace: 'pharmacy',
    key: 'notice.awaiting_patient.sms',
    variables: ['site', 'number', 'total', 'url'],
  },
  'pharmacy.confirmed': {
    namespace: 'pharmacy',
    key: 'notice.confirmed.sms',
    variables: ['site', 'number', 'total', 'url'],
  },
  'pharmacy.rejected': {
    namespace: 'pharmacy',
    key: 'notice.rejected.sms',
    variables: ['site', 'number', 'reason', 'phone', 'url'],
  },
  'pharmacy.packed': {
    namespace: 'pharmacy',
    key: 'notice.packed.sms',
    variables: ['site', 'number', 'url'],
  },
  'pharmacy.out_for_delivery': {
    namespace: 'pharmacy',
    key: 'notice.out_for_delivery.sms',
    variables: ['site', 'number', 'total', 'url'],
  },
  'pharmacy.ready_for_pickup': {
    namespace: 'pharmacy',
    key: 'notice.ready_for_pickup.sms',
    variables: ['site', 'number', 'total', 'url'],
  },
  'pharmacy.delivered': {
    namespace: 'pharmacy',
    key: 'notice.delivered.sms',
    variables: ['site', 'number'],
  },
  'pharmacy.collected': {
    namespace: 'pharmacy',
    key: 'notice.collected.sms',
    variables: ['site', 'number'],
  },
  'pharmacy.cancelled': {
    namespace: 'pharmacy',
    key: 'notice.cancelled.sms',
    variables: ['site', 'number', 'reason', 'phone'],
  },
  'opd.token': {
    namespace: 'opd',
    key: 'sms.token',
    variables: ['site', 'token', 'doctor', 'url'],
    whatsapp: true,
  },
  'opd.near_turn': {
    namespace: 'opd',
    key: 'sms.nearTurn',
    variables: ['site', 'token', 'ahead', 'minutes', 'url'],
    whatsapp: true,
  },
  'application.received': {
    namespace: 'join',
    key: 'notice.received.sms',
    variables: ['site', 'number', 'url'],
  },
  'application.info_requested': {
    namespace: 'join',
    key: 'notice.info_requested.sms',
    variables: ['site', 'number', 'url'],
  },
  'application.approved': {
    namespace: 'join',
    key: 'notice.approved.sms',
    variables: ['site', 'number', 'url'],
  },
  'application.rejected': {
    namespace: 'join',
    key: 'notice.rejected.sms',
    variables: ['site', 'number', 'url'],
  },
} as const satisfies Record<string, TextMessageDefinition>

export type TextMessageKind = keyof typeof TEXT_MESSAGES

export type TextMessageValues<K extends TextMessageKind> = Record<
  (typeof TEXT_MESSAGES)[K]['variables'][number],
  string | number
>

/** What `queueSms` takes besides the number: the words, their language and their template. */
export type TextMessage = { text: string; language: Locale; template: MessageTemplateRef }

export const TEXT_MESSAGE_KINDS = Object.keys(TEXT_MESSAGES) as TextMessageKind[]

const partsCache = new Map<string, TemplatePart[]>()

/** A kind's message in a language as literal parts and placeholders (its registered template). */
export function textMessageParts(kind: TextMessageKind, locale: Locale): TemplatePart[] {
  const cacheKey = `${locale}:${kind}`
  let parts = partsCache.get(cacheKey)
  if (!parts) {
    const definition: TextMessageDefinition = TEXT_MESSAGES[kind]
    const id = `${definition.namespace}:${definition.key}`
    const compiled = serverI18n(locale).messages[id] as CompiledText | undefined
    if (compiled === undefined) throw new Error(`No message "${id}" in the ${locale} catalogues`)
    parts = templateParts(compiled)
    if (definition.suffix) {
      const suffix = templateParts(compileMessage(definition.suffix) as CompiledText)
      const last = parts.at(-1)
      const first = suffix[0]
      if (last && first && 'literal' in last && 'literal' in first) {
        parts = [
          ...parts.slice(0, -1),
          { literal: last.literal + first.literal },
          ...suffix.slice(1),
        ]
      } else parts = [...parts, ...suffix]
    }
    partsCache.set(cacheKey, parts)
  }
  return parts
}

/**
 * A text message of a kind, in the reader's language: its text, and the template it fills with
 * the variables' values in order, for `queueSms` (spread it: `{ to, kind, ...textMessage(…) }`).
 */
export function textMessage<K extends TextMessageKind>(
  kind: K,
  locale: Locale,
  values: TextMessageValues<K>,
): TextMessage {
  const { text, variables } = fillTemplate(textMessageParts(kind, locale), values)
  return { text, language: locale, template: { key: kind, variables } }
}

/** Every kind in every language, for the start-up check and the template list. */
export function everyTextMessage(): Array<{
  kind: TextMessageKind
  locale: Locale
  whatsapp: boolean
  parts: TemplatePart[]
}> {
  return TEXT_MESSAGE_KINDS.flatMap((kind) =>
    LOCALES.map((locale) => ({
      kind,
      locale,
      whatsapp: 'whatsapp' in TEXT_MESSAGES[kind],
      parts: textMessageParts(kind, locale),
    })),
  )
}
