// npx tsx scripts/message-templates.ts [--json]
// What to register for the app's text messages (README "Text messages: DLT and WhatsApp
// templates"): every kind in English and Hindi, its variables in order, the content template for
// the DLT portal ({#var#}) and the body of the WhatsApp template ({{1}}…). With --json: a
// MESSAGE_TEMPLATES_FILE to fill in with the ids the portals give.
import { parseArgs } from 'node:util'
import { everyTextMessage } from '#app/domain/mail/text-messages.server.ts'
import { dltTemplateText, whatsappTemplateBody } from '#app/utils/text-template.ts'

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false } } })
const messages = everyTextMessage()

if (values.json) {
  const file: {
    sms: Record<string, Record<string, object>>
    whatsapp: Record<string, Record<string, object>>
  } = { sms: {}, whatsapp: {} }
  for (const { kind, locale, whatsapp, parts } of messages) {
    file.sms[kind] ??= {}
    file.sms[kind][locale] = {
      dltTemplateId: '',
      msg91TemplateId: '',
      text: dltTemplateText(parts),
    }
    if (whatsapp) {
      file.whatsapp[kind] ??= {}
      file.whatsapp[kind][locale] = { name: kind.replace(/\W/g, '_'), language: locale }
    }
  }
  console.log(JSON.stringify(file, null, 2))
} else {
  for (const { kind, locale, whatsapp, parts } of messages) {
    const variables = parts.flatMap((part) => ('variable' in part ? [part.variable] : []))
    console.log(`${kind} (${locale})  variables: ${variables.join(', ')}`)
    console.log(`  DLT:      ${JSON.stringify(dltTemplateText(parts))}`)
    if (whatsapp) console.log(`  WhatsApp: ${JSON.stringify(whatsappTemplateBody(parts))}`)
  }
}
