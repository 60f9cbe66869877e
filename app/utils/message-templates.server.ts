import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { getEnv } from './env.server.ts'
import type { Locale } from './i18n/locales.ts'

/**
 * The templates the clinic registered for its text messages (README "Text messages: DLT and
 * WhatsApp templates"), read from the JSON file MESSAGE_TEMPLATES_FILE:
 *
 * ```json
 * {
 *   "sms": {
 *     "appointment.booked": {
 *       "en": { "dltTemplateId": "1107…", "msg91TemplateId": "65f…", "text": "{#var#}: appointment {#var#} booked. …" },
 *       "hi": { … }
 *     }
 *   },
 *   "whatsapp": {
 *     "appointment.booked": { "en": { "name": "appointment_booked", "language": "en" }, "hi": { … } }
 *   }
 * }
 * ```
 *
 * One entry per message kind and language (each language is a template of its own on DLT).
 * `text` is the content template exactly as registered: the start-up check compares it with the
 * catalogue, so a reworded message cannot go out to be dropped by the operators.
 */

// Messages here are for the operator reading the start-up log, in English.
/* eslint-disable i18n/no-ui-literals */
const SmsTemplateSchema = z.object({
  /** The content template id the DLT portal gave (19 digits). */
  dltTemplateId: z.string().regex(/^\d{10,30}$/, 'must be the digits the DLT portal gave'),
  /** MSG91's own id for the template (SMS → Templates), mapped there to the DLT id. */
  msg91TemplateId: z.string().min(1).optional(),
  /** The registered text, variables as {#var#} (or another DLT variable type). */
  text: z.string().min(1),
})
const WhatsAppTemplateSchema = z.object({
  /** The approved template's name in WhatsApp Manager: lower case, digits and _. */
  name: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be lower case letters, digits and _'),
  /** Its language code there: en, en_US, hi… */
  language: z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a code such as en, en_US or hi'),
})
/* eslint-enable i18n/no-ui-literals */

const ByLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema.optional(), hi: schema.optional() }).strict()

const MessageTemplatesSchema = z
  .object({
    sms: z.record(z.string(), ByLanguage(SmsTemplateSchema)).default({}),
    whatsapp: z.record(z.string(), ByLanguage(WhatsAppTemplateSchema)).default({}),
  })
  .strict()

export type SmsTemplate = z.infer<typeof SmsTemplateSchema>
export type WhatsAppTemplate = z.infer<typeof WhatsAppTemplateSchema>
export type MessageTemplates = z.infer<typeof MessageTemplatesSchema>

export const NO_TEMPLATES: MessageTemplates = { sms: {}, whatsapp: {} }

/** Parses a templates file's JSON; a bad file stops the server at start-up with what is wrong. */
export function parseMessageTemplates(json: string, source: string): MessageTemplates {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (error) {
    throw new Error(`${source} is not JSON: ${error instanceof Error ? error.message : ''}`)
  }
  const parsed = MessageTemplatesSchema.safeParse(value)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`${source} is not a valid templates file:\n  ${problems.join('\n  ')}`)
  }
  return parsed.data
}

let cached: { file: string | undefined; templates: MessageTemplates } | undefined

/** The registered templates (MESSAGE_TEMPLATES_FILE), read once; none when it is not set. */
export function loadMessageTemplates(file = getEnv().MESSAGE_TEMPLATES_FILE): MessageTemplates {
  if (cached && cached.file === file) return cached.templates
  let templates = NO_TEMPLATES
  if (file) {
    let json: string
    try {
      json = readFileSync(file, 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
      throw new Error(`MESSAGE_TEMPLATES_FILE ${file} cannot be read (${code})`)
    }
    templates = parseMessageTemplates(json, `MESSAGE_TEMPLATES_FILE ${file}`)
  }
  cached = { file, templates }
  return templates
}

export function smsTemplate(
  templates: MessageTemplates,
  key: string,
  language: Locale,
): SmsTemplate | undefined {
  return templates.sms[key]?.[language]
}

export function whatsappTemplate(
  templates: MessageTemplates,
  key: string,
  language: Locale,
): WhatsAppTemplate | undefined {
  return templates.whatsapp[key]?.[language]
}
