import { type Database } from '#app/db/client.server.ts'
import { mailOutbox, type MessageTemplateRef } from '#app/db/schema/mail.ts'
import { httpDeliveryError } from './delivery-error.ts'
import { isIndianMobile } from './phone.ts'
import type { Locale } from './i18n/locales.ts'

/**
 * SMS and WhatsApp messages, queued in the one outbox (mail_outbox, by channel) and delivered by
 * its worker: through the configured providers (sms-providers.server.ts), else into the local
 * outbox shown at /dev/sms (demo mode).
 */
export type OutgoingSms = {
  /** A mobile number in E.164 form: +91 and 10 digits (normalizeIndianPhone). */
  to: string
  text: string
  /** What the message is for, e.g. `appointment.booked`. Logged; never personal data. */
  kind: string
  /** The language it is written in: the reader's. */
  language: Locale
  channel?: 'sms' | 'whatsapp'
  /**
   * The registered template the text fills and its variables: what DLT-bound SMS providers and
   * WhatsApp are sent. Made with the text by `textMessage()` (app/domain/messages/).
   */
  template: MessageTemplateRef
}

export class NotAMobileNumberError extends Error {
  constructor() {
    super('An SMS can only go to an Indian mobile number (+91 and 10 digits from 6 to 9)')
    this.name = 'NotAMobileNumberError'
  }
}

/** Queues SMS in the outbox. Call it in the same transaction as the change that causes it. */
export async function queueSms(
  executor: Pick<Database, 'insert'>,
  sms: OutgoingSms | OutgoingSms[],
) {
  const messages = Array.isArray(sms) ? sms : [sms]
  if (messages.length === 0) return
  if (messages.some((m) => !isIndianMobile(m.to))) throw new NotAMobileNumberError()
  await executor.insert(mailOutbox).values(
    messages.map((m) => ({
      channel: m.channel ?? 'sms',
      toAddress: m.to,
      subject: '',
      text: m.text,
      template: m.template,
      kind: m.kind,
      language: m.language,
    })),
  )
}

// The GSM 03.38 basic alphabet (and its extension table, two units each): text made only of these
// is sent 7-bit, 160 to a message; anything else (Devanagari) as UCS-2, 70 to a message.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€'

/** How an SMS text is encoded and how many messages (segments) it takes. */
export function smsSegments(text: string): {
  encoding: 'gsm7' | 'ucs2'
  units: number
  segments: number
} {
  let units = 0
  let gsm = true
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1
    else if (GSM_EXTENDED.includes(char)) units += 2
    else {
      gsm = false
      break
    }
  }
  if (gsm) return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) }
  // UCS-2 counts UTF-16 code units (Devanagari: one each).
  const ucs = text.length
  return { encoding: 'ucs2', units: ucs, segments: ucs <= 70 ? 1 : Math.ceil(ucs / 67) }
}

/** One claimed SMS or WhatsApp message, as a provider receives it. */
export type SmsDelivery = {
  outboxId: string
  channel: 'sms' | 'whatsapp'
  to: string
  text: string
  kind: string
  language: Locale
  /** Null only for a row queued before templates were recorded. */
  template: MessageTemplateRef | null
}

/** Sends one message; throws on failure (a `DeliveryError` says whether to try again). */
export type SmsTransport = (message: SmsDelivery) => Promise<void>

/**
 * A gateway over HTTP, for development and demos: one JSON POST per message to SMS_GATEWAY_URL
 * with the key as a bearer token — `{ to, text, sender, channel, unicode, reference, kind,
 * language, template, variables }` — where `reference` (the outbox id) lets the gateway drop a
 * repeat. A 5xx (or 408, 425, 429) is retried later; any other non-2xx answer fails the message.
 */
export function httpSmsGateway(options: {
  url: string
  key?: string
  sender: string
  fetch?: typeof fetch
}): SmsTransport {
  const post = options.fetch ?? fetch
  return async (message) => {
    const response = await post(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}),
      },
      body: JSON.stringify({
        to: message.to,
        text: message.text,
        sender: options.sender,
        channel: message.channel,
        unicode: smsSegments(message.text).encoding === 'ucs2',
        reference: message.outboxId,
        kind: message.kind,
        language: message.language,
        template: message.template?.key ?? null,
        variables: message.template?.variables ?? [],
      }),
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    if (!response.ok) throw httpDeliveryError('gateway', response.status)
  }
}
