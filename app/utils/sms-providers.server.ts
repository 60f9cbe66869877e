import { DeliveryError, httpDeliveryError, loggableDetail } from './delivery-error.ts'
import { type Env, getEnv, textProviders } from './env.server.ts'
import {
  loadMessageTemplates,
  type MessageTemplates,
  type SmsTemplate,
  smsTemplate,
  type WhatsAppTemplate,
  whatsappTemplate,
} from './message-templates.server.ts'
import { httpSmsGateway, type SmsDelivery, smsSegments, type SmsTransport } from './sms.server.ts'
import { fillRegisteredText } from './text-template.ts'

/**
 * The providers that take text messages out of the outbox (docs/decisions/0011): two Indian SMS
 * providers that deliver DLT-registered templates (MSG91's Flow API, Gupshup Enterprise), Meta's
 * WhatsApp Cloud API with approved templates, and the development gateway (sms.server.ts).
 *
 * Each sends the registered template of the message's kind and language with its variables in
 * order, never free text. A message whose kind has no template is refused without a request
 * (the start-up check makes that impossible in production). Credentials go in headers or a POST
 * body, never in an address, and no error message carries them or the recipient's number.
 */

const TIMEOUT_MS = 15_000

/** +919876543210 → 919876543210: every provider here wants the country code without "+". */
function digits(to: string): string {
  return to.replace(/^\+/, '')
}

function missingTemplate(provider: string, message: SmsDelivery, what: string): DeliveryError {
  return new DeliveryError(
    `${provider}: no ${what} for ${message.template?.key ?? message.kind} (${message.language}) in MESSAGE_TEMPLATES_FILE`,
    { permanent: true, code: `${provider}-no-template` },
  )
}

function registeredSms(
  provider: string,
  templates: MessageTemplates,
  message: SmsDelivery,
  field: keyof SmsTemplate,
): { template: SmsTemplate; variables: string[] } {
  const key = message.template?.key
  const template = key ? smsTemplate(templates, key, message.language) : undefined
  if (!template?.[field]) throw missingTemplate(provider, message, field)
  return { template, variables: message.template!.variables }
}

/** The answer's text, at most a few kilobytes of it (an error page may be large). */
async function answerText(response: Response): Promise<string> {
  const text = await response.text()
  return text.slice(0, 4096)
}

/**
 * MSG91, Flow API v5: POST https://control.msg91.com/api/v5/flow/ with the `authkey` header and
 * `{ template_id, short_url, recipients: [{ mobiles, VAR1, VAR2 … }] }`. The template is MSG91's
 * (SMS → Templates, linked there to the DLT template id), its variables named ##VAR1##, ##VAR2##…
 * in order. MSG91 answers `{ type: "success", message: <request id> }`, or `type: "error"` with
 * the reason, sometimes with a 200: that is a refusal too.
 */
export function msg91Sms(options: {
  authKey: string
  url: string
  templates: MessageTemplates
  fetch?: typeof fetch
}): SmsTransport {
  const post = options.fetch ?? fetch
  return async (message) => {
    const { template, variables } = registeredSms(
      'msg91',
      options.templates,
      message,
      'msg91TemplateId',
    )
    const recipient: Record<string, string> = { mobiles: digits(message.to) }
    variables.forEach((value, i) => (recipient[`VAR${i + 1}`] = value))
    const response = await post(options.url, {
      method: 'POST',
      headers: {
        authkey: options.authKey,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        template_id: template.msg91TemplateId,
        // Our links are registered (whitelisted) on DLT as they are; MSG91's short links are not.
        short_url: '0',
        recipients: [recipient],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await answerText(response)
    let answer: { type?: unknown; message?: unknown } = {}
    try {
      answer = JSON.parse(text) as typeof answer
    } catch {
      // Not JSON (a proxy's error page): the status decides.
    }
    const reason = typeof answer.message === 'string' ? answer.message : ''
    if (!response.ok) throw httpDeliveryError('msg91', response.status, reason)
    if (answer.type !== 'success')
      throw new DeliveryError(`msg91 refused the message: ${loggableDetail(reason || text)}`, {
        permanent: true,
        code: 'msg91-error',
      })
  }
}

/**
 * Gupshup Enterprise SMS: POST (form) https://enterprise.smsgupshup.com/GatewayAPI/rest with
 * method=SendMessage, send_to, msg, msg_type (TEXT, or Unicode_text for Hindi), userid, password,
 * auth_scheme=plain, v=1.1, format=text, the sender id as `mask`, and the DLT ids
 * (principalEntityId, dltTemplateId). `msg` is the registered text with its variables filled,
 * since the operator matches the text against it. Gupshup answers 200 with
 * `success | <number> | <id>` or `error | <code> | <reason>`.
 */
export function gupshupSms(options: {
  url: string
  userId: string
  password: string
  entityId: string
  sender: string
  templates: MessageTemplates
  fetch?: typeof fetch
}): SmsTransport {
  const post = options.fetch ?? fetch
  return async (message) => {
    const { template, variables } = registeredSms(
      'gupshup',
      options.templates,
      message,
      'dltTemplateId',
    )
    let text: string
    try {
      text = fillRegisteredText(template.text, variables)
    } catch (error) {
      throw new DeliveryError(`gupshup: ${error instanceof Error ? error.message : ''}`, {
        permanent: true,
        code: 'gupshup-variables',
      })
    }
    const form = new URLSearchParams({
      method: 'SendMessage',
      send_to: digits(message.to),
      msg: text,
      msg_type: smsSegments(text).encoding === 'ucs2' ? 'Unicode_text' : 'TEXT',
      userid: options.userId,
      password: options.password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      mask: options.sender,
      principalEntityId: options.entityId,
      dltTemplateId: template.dltTemplateId,
    })
    const response = await post(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = (await answerText(response)).trim()
    if (!response.ok) throw httpDeliveryError('gupshup', response.status)
    const [status, ...rest] = answer.split('|').map((part) => part.trim())
    if (status?.toLowerCase() === 'success') return
    // `error | 175 | …`, or with the number first: the code is the first short run of digits.
    const code = rest.find((part) => /^\d{1,5}$/.test(part)) ?? 'unknown'
    const reason = rest.filter((part) => part !== code && !/^\+?\d{8,}$/.test(part)).join(' ')
    throw new DeliveryError(`gupshup refused the message (${code}): ${loggableDetail(reason)}`, {
      permanent: true,
      code: `gupshup-${code}`,
    })
  }
}

/**
 * WhatsApp Cloud API error codes that mean "later": rate limits (4, 80007, 130429, 131048,
 * 131056), and Meta's own trouble (1, 2, 131000, 131016, 133004). Any other 4xx is final.
 */
const WHATSAPP_RETRYABLE = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004])

/**
 * WhatsApp Cloud API: POST https://graph.facebook.com/<version>/<phone number id>/messages with
 * the access token as a bearer token and `{ messaging_product: "whatsapp", to, type: "template",
 * template: { name, language: { code }, components: [{ type: "body", parameters }] } }`: a
 * message the business starts must be an approved template, its body variables {{1}}, {{2}}… in
 * order. Meta answers 200 with the message's id, or an error object whose code says what is wrong.
 */
export function whatsappCloud(options: {
  graphUrl: string
  version: string
  phoneNumberId: string
  accessToken: string
  templates: MessageTemplates
  fetch?: typeof fetch
}): SmsTransport {
  const post = options.fetch ?? fetch
  const url = `${options.graphUrl.replace(/\/$/, '')}/${options.version}/${options.phoneNumberId}/messages`
  return async (message) => {
    const key = message.template?.key
    const template: WhatsAppTemplate | undefined = key
      ? whatsappTemplate(options.templates, key, message.language)
      : undefined
    if (!template) throw missingTemplate('whatsapp', message, 'WhatsApp template')
    const parameters = message.template!.variables.map((value) => ({
      type: 'text',
      // WhatsApp refuses an empty parameter, and new lines, tabs or long runs of spaces in one.
      text: value.replace(/\s+/g, ' ').trim() || '-',
    }))
    const response = await post(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: digits(message.to),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: parameters.length > 0 ? [{ type: 'body', parameters }] : [],
        },
        // Comes back in the status webhooks: which outbox row a delivery report is about.
        biz_opaque_callback_data: message.outboxId,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await answerText(response)
    if (response.ok) return
    let error: { code?: unknown; message?: unknown; error_data?: { details?: unknown } } = {}
    try {
      error = (JSON.parse(text) as { error?: typeof error }).error ?? {}
    } catch {
      // Not JSON: the status decides.
    }
    const code = typeof error.code === 'number' ? error.code : null
    const details = typeof error.error_data?.details === 'string' ? error.error_data.details : ''
    const reason = [typeof error.message === 'string' ? error.message : '', details]
      .filter(Boolean)
      .join(' — ')
    if (code === null) throw httpDeliveryError('whatsapp', response.status, reason)
    const retry = response.status >= 500 || response.status === 429 || WHATSAPP_RETRYABLE.has(code)
    throw new DeliveryError(
      `whatsapp answered ${response.status} (${code}): ${loggableDetail(reason)}`,
      { permanent: !retry, code: `whatsapp-${code}` },
    )
  }
}

export type TextTransports = { sms: SmsTransport | null; whatsapp: SmsTransport | null }

/**
 * The configured providers by channel; null where there is none (that channel's messages go to
 * the local outbox, /dev/sms). WhatsApp without a provider of its own goes by SMS when there is an
 * SMS provider: the patient still hears, by the registered SMS template.
 */
export function currentTextTransports(env: Env = getEnv()): TextTransports {
  const chosen = textProviders(env)
  const sms = smsTransportFor(chosen.sms, env)
  const whatsapp = whatsappTransportFor(chosen.whatsapp, env) ?? sms
  return { sms, whatsapp }
}

function smsTransportFor(provider: ReturnType<typeof textProviders>['sms'], env: Env) {
  switch (provider) {
    case 'gateway':
      return gateway(env)
    case 'msg91':
      return msg91Sms({
        authKey: env.MSG91_AUTH_KEY!,
        url: env.MSG91_FLOW_URL,
        templates: loadMessageTemplates(env.MESSAGE_TEMPLATES_FILE),
      })
    case 'gupshup':
      return gupshupSms({
        url: env.GUPSHUP_URL,
        userId: env.GUPSHUP_USERID!,
        password: env.GUPSHUP_PASSWORD!,
        entityId: env.DLT_ENTITY_ID!,
        sender: env.SMS_SENDER,
        templates: loadMessageTemplates(env.MESSAGE_TEMPLATES_FILE),
      })
    case null:
      return null
  }
}

function whatsappTransportFor(provider: ReturnType<typeof textProviders>['whatsapp'], env: Env) {
  switch (provider) {
    case 'gateway':
      return gateway(env)
    case 'cloud':
      return whatsappCloud({
        graphUrl: env.WHATSAPP_GRAPH_URL,
        version: env.WHATSAPP_API_VERSION,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
        accessToken: env.WHATSAPP_ACCESS_TOKEN!,
        templates: loadMessageTemplates(env.MESSAGE_TEMPLATES_FILE),
      })
    case null:
      return null
  }
}

function gateway(env: Env): SmsTransport {
  return httpSmsGateway({
    url: env.SMS_GATEWAY_URL!,
    key: env.SMS_GATEWAY_KEY,
    sender: env.SMS_SENDER,
  })
}
