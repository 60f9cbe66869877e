import { type Env, getEnv, textProviders } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { loadMessageTemplates, type MessageTemplates } from '#app/utils/message-templates.server.ts'
import { dltTemplateText, matchesRegisteredText } from '#app/utils/text-template.ts'
import { everyTextMessage, TEXT_MESSAGES } from './text-messages.server.ts'

/**
 * What is missing or wrong in the registered templates for the configured providers: every kind
 * of text message, in both languages, needs its DLT template (and MSG91's id with MSG91) when SMS
 * leave through a provider, and its approved WhatsApp template when WhatsApp goes through the
 * Cloud API; a registered text must be the catalogue's message. Empty with no provider (demo mode:
 * the local outbox at /dev/sms).
 */
export function messageTemplateProblems(env: Env, templates: MessageTemplates): string[] {
  const providers = textProviders(env)
  const registered = Object.keys(templates.sms).length + Object.keys(templates.whatsapp).length
  // Demo mode with nothing registered: nothing to check (and no catalogue compiled at start-up).
  if (!providers.sms && providers.whatsapp !== 'cloud' && registered === 0) return []
  const problems: string[] = []
  for (const { kind, locale, whatsapp, parts } of everyTextMessage()) {
    const sms = templates.sms[kind]?.[locale]
    const where = `${kind} (${locale})`
    if (providers.sms) {
      if (!sms) problems.push(`sms ${where}: no DLT template`)
      else if (providers.sms === 'msg91' && !sms.msg91TemplateId)
        problems.push(`sms ${where}: no msg91TemplateId`)
    }
    if (sms && !matchesRegisteredText(parts, sms.text))
      problems.push(
        `sms ${where}: the registered text is not the message "${dltTemplateText(parts)}"`,
      )
    if (providers.whatsapp === 'cloud' && whatsapp && !templates.whatsapp[kind]?.[locale])
      problems.push(`whatsapp ${where}: no WhatsApp template`)
  }
  for (const [channel, entries] of Object.entries(templates))
    for (const kind of Object.keys(entries))
      if (!(kind in TEXT_MESSAGES)) problems.push(`${channel} ${kind}: no such kind of message`)
  return problems
}

/**
 * Run at start-up: in production a missing or mismatched template stops the server with the
 * kinds named, rather than a message failing when it is sent at 2 am; elsewhere it is a warning
 * (the message is refused when sent, and says why in the outbox).
 */
export function checkMessageTemplates(env: Env = getEnv()): void {
  const problems = messageTemplateProblems(env, loadMessageTemplates(env.MESSAGE_TEMPLATES_FILE))
  if (problems.length === 0) return
  const summary = `Text message templates are missing or wrong for the configured SMS/WhatsApp providers (MESSAGE_TEMPLATES_FILE; README "Text messages: DLT and WhatsApp templates"):\n  ${problems.join('\n  ')}`
  if (env.NODE_ENV !== 'production') {
    logger.warn({ problems }, 'text message templates are missing or wrong')
    return
  }
  // Logged whole as well: a worker preparing the database logs only an error's first line.
  logger.fatal({ problems }, 'text message templates are missing or wrong: not starting')
  throw new Error(summary)
}
