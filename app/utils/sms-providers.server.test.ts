import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { textMessage } from '#app/domain/mail/text-messages.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { DeliveryError } from './delivery-error.ts'
import { type Env, getEnv } from './env.server.ts'
import { deliverDueMail, MAX_MAIL_ATTEMPTS } from './mail.server.ts'
import type { MessageTemplates } from './message-templates.server.ts'
import { queueSms, type SmsDelivery } from './sms.server.ts'
import {
  currentTextTransports,
  gupshupSms,
  msg91Sms,
  whatsappCloud,
} from './sms-providers.server.ts'

/**
 * Each provider's adapter against a stand-in on 127.0.0.1 that records the request (method, path,
 * headers, body) and gives the provider's documented answers, its refusals included.
 */
type Received = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}
type Answer = { status: number; body: string; type?: string }

const provider = {
  server: null as http.Server | null,
  url: '',
  received: [] as Received[],
  answers: [] as Answer[],
}

/** The next requests are answered with these, in order; the last one repeats. */
function answer(...answers: Answer[]) {
  provider.answers = answers
}

beforeAll(async () => {
  provider.server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      provider.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const next = provider.answers.length > 1 ? provider.answers.shift()! : provider.answers[0]!
      response.writeHead(next.status, { 'content-type': next.type ?? 'application/json' })
      response.end(next.body)
    })
  })
  await new Promise<void>((resolve) => provider.server!.listen(0, '127.0.0.1', resolve))
  provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => provider.server?.close(resolve))
})

beforeEach(() => {
  provider.received = []
})

const AUTH_KEY = 'msg91-secret-authkey'
const PASSWORD = 'gupshup-secret-password'
const TOKEN = 'EAAG-whatsapp-secret-token'

const templates: MessageTemplates = {
  sms: {
    'appointment.booked': {
      en: {
        dltTemplateId: '1107170000000000101',
        msg91TemplateId: '65f0c0ffee0000000000b00c',
        text: '{#var#}: appointment {#var#} booked. Details and changes: {#url#}',
      },
      hi: {
        dltTemplateId: '1107170000000000102',
        msg91TemplateId: '65f0c0ffee0000000000b00d',
        text: '{#var#}: {#var#} अपॉइंटमेंट बुक: {#url#}',
      },
    },
  },
  whatsapp: {
    'appointment.booked': {
      en: { name: 'appointment_booked', language: 'en' },
      hi: { name: 'appointment_booked', language: 'hi' },
    },
  },
}

const URL_ = 'https://maindoctor.in/appointments/manage/Zm9vYmFy'
const booked = (language: 'en' | 'hi') =>
  textMessage('appointment.booked', language, {
    site: 'MainDoctor',
    when: language === 'en' ? '5 Dec, 10:40 am' : '5 दिस., सुबह 10:40',
    url: URL_,
    phone: '+91 522 400 1234',
  })

const delivery = (language: 'en' | 'hi' = 'en'): SmsDelivery => ({
  outboxId: '0f8c1a5e-6d1b-4a53-9a51-6f7f4c1f2a10',
  channel: 'sms',
  to: '+919876543210',
  kind: 'appointment.booked.sms',
  ...booked(language),
})

/** What a send threw, for its fields. */
async function refusal(send: Promise<void>): Promise<DeliveryError> {
  const error = await send.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DeliveryError)
  return error as DeliveryError
}

describe('MSG91 (Flow API v5)', () => {
  const msg91 = () =>
    msg91Sms({ authKey: AUTH_KEY, url: `${provider.url}/api/v5/flow/`, templates })

  it('posts the template id and the variables in order as VAR1…, with the authkey header', async () => {
    answer({ status: 200, body: '{"message":"3567426b4d6c313233343536","type":"success"}' })
    await msg91()(delivery('hi'))
    expect(provider.received).toHaveLength(1)
    const [request] = provider.received
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow/' })
    expect(request!.headers).toMatchObject({
      authkey: AUTH_KEY,
      'content-type': 'application/json',
      accept: 'application/json',
    })
    expect(request!.headers.authorization).toBeUndefined()
    expect(JSON.parse(request!.body)).toEqual({
      template_id: '65f0c0ffee0000000000b00d',
      short_url: '0',
      recipients: [
        { mobiles: '919876543210', VAR1: 'MainDoctor', VAR2: '5 दिस., सुबह 10:40', VAR3: URL_ },
      ],
    })
  })

  it('takes an error answer with a 200 as a refusal, not a delivery', async () => {
    answer({ status: 200, body: '{"message":"Template ID is not valid","type":"error"}' })
    const error = await refusal(msg91()(delivery()))
    expect(error).toMatchObject({ permanent: true, code: 'msg91-error' })
    expect(error.message).toContain('Template ID is not valid')
  })

  it('gives up on a 4xx at once and retries a 5xx; the key never shows in the error', async () => {
    answer({ status: 401, body: '{"message":"Authentication failure","type":"error"}' })
    const refused = await refusal(msg91()(delivery()))
    expect(refused).toMatchObject({ permanent: true, code: 'msg91-401' })
    answer({ status: 502, body: '<html>Bad gateway</html>', type: 'text/html' })
    const later = await refusal(msg91()(delivery()))
    expect(later).toMatchObject({ permanent: false, code: 'msg91-502' })
    answer({ status: 429, body: '{"message":"Too many requests","type":"error"}' })
    expect(await refusal(msg91()(delivery()))).toMatchObject({ permanent: false })
    for (const error of [refused, later]) expect(error.message).not.toContain(AUTH_KEY)
  })

  it('sends nothing for a kind without a template, and says which', async () => {
    const error = await refusal(
      msg91Sms({ authKey: AUTH_KEY, url: provider.url, templates: { sms: {}, whatsapp: {} } })(
        delivery(),
      ),
    )
    expect(error).toMatchObject({ permanent: true, code: 'msg91-no-template' })
    expect(error.message).toContain('appointment.booked (en)')
    expect(provider.received).toEqual([])
  })
})

describe('Gupshup Enterprise SMS', () => {
  const gupshup = () =>
    gupshupSms({
      url: `${provider.url}/GatewayAPI/rest`,
      userId: '2000123456',
      password: PASSWORD,
      entityId: '1101600000000000001',
      sender: 'MNDCTR',
      templates,
    })

  it('posts SendMessage with the registered text filled in and the DLT entity and template ids', async () => {
    answer({
      status: 200,
      body: 'success | 919876543210 | 3865423987654321098-123456789012345678',
      type: 'text/plain',
    })
    await gupshup()(delivery())
    const [request] = provider.received
    expect(request).toMatchObject({ method: 'POST', path: '/GatewayAPI/rest' })
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      method: 'SendMessage',
      send_to: '919876543210',
      msg: `MainDoctor: appointment 5 Dec, 10:40 am booked. Details and changes: ${URL_}`,
      msg_type: 'TEXT',
      userid: '2000123456',
      password: PASSWORD,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      mask: 'MNDCTR',
      principalEntityId: '1101600000000000001',
      dltTemplateId: '1107170000000000101',
    })
    // The password travels in the body only, never in the address a proxy would log.
    expect(request!.path).not.toContain(PASSWORD)
  })

  it('sends Hindi as Unicode text', async () => {
    answer({ status: 200, body: 'success | 919876543210 | 1', type: 'text/plain' })
    await gupshup()(delivery('hi'))
    const form = new URLSearchParams(provider.received[0]!.body)
    expect(form.get('msg_type')).toBe('Unicode_text')
    expect(form.get('msg')).toBe(`MainDoctor: 5 दिस., सुबह 10:40 अपॉइंटमेंट बुक: ${URL_}`)
    expect(form.get('dltTemplateId')).toBe('1107170000000000102')
  })

  it('takes "error | code | reason" as a refusal, without the number or the password', async () => {
    answer({
      status: 200,
      body: 'error | 919876543210 | 175 | The message content does not match the DLT template',
      type: 'text/plain',
    })
    const error = await refusal(gupshup()(delivery()))
    expect(error).toMatchObject({ permanent: true, code: 'gupshup-175' })
    expect(error.message).toContain('does not match the DLT template')
    expect(error.message).not.toMatch(/9876543210|gupshup-secret/)
    answer({ status: 503, body: 'Service Unavailable', type: 'text/plain' })
    expect(await refusal(gupshup()(delivery()))).toMatchObject({
      permanent: false,
      code: 'gupshup-503',
    })
  })
})

describe('WhatsApp Cloud API', () => {
  const cloud = () =>
    whatsappCloud({
      graphUrl: provider.url,
      version: 'v23.0',
      phoneNumberId: '106540352242922',
      accessToken: TOKEN,
      templates,
    })
  const whatsapp = (language: 'en' | 'hi' = 'en'): SmsDelivery => ({
    ...delivery(language),
    channel: 'whatsapp',
    kind: 'appointment.booked.whatsapp',
  })

  it('posts the approved template with its body parameters in order, with the bearer token', async () => {
    answer({
      status: 200,
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQzA' }],
      }),
    })
    await cloud()(whatsapp('hi'))
    const [request] = provider.received
    expect(request).toMatchObject({ method: 'POST', path: '/v23.0/106540352242922/messages' })
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
    })
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'appointment_booked',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'MainDoctor' },
              { type: 'text', text: '5 दिस., सुबह 10:40' },
              { type: 'text', text: URL_ },
            ],
          },
        ],
      },
      biz_opaque_callback_data: '0f8c1a5e-6d1b-4a53-9a51-6f7f4c1f2a10',
    })
  })

  it('gives up on a template Meta does not know, retries its rate limits, never shows the token', async () => {
    const error = (code: number, message: string, status = 400) => ({
      status,
      body: JSON.stringify({
        error: {
          message,
          type: 'OAuthException',
          code,
          error_data: { messaging_product: 'whatsapp', details: message },
          fbtrace_id: 'AbC123',
        },
      }),
    })
    answer(error(132001, '(#132001) Template name does not exist in the translation'))
    const unknown = await refusal(cloud()(whatsapp()))
    expect(unknown).toMatchObject({ permanent: true, code: 'whatsapp-132001' })
    expect(unknown.message).toContain('Template name does not exist')
    answer(error(130429, '(#130429) Rate limit hit'))
    expect(await refusal(cloud()(whatsapp()))).toMatchObject({
      permanent: false,
      code: 'whatsapp-130429',
    })
    answer(error(190, 'Error validating access token: Session has expired', 401))
    const expired = await refusal(cloud()(whatsapp()))
    expect(expired).toMatchObject({ permanent: true, code: 'whatsapp-190' })
    answer({ status: 500, body: 'oops', type: 'text/plain' })
    expect(await refusal(cloud()(whatsapp()))).toMatchObject({ permanent: false })
    for (const e of [unknown, expired]) expect(e.message).not.toContain(TOKEN)
  })
})

describe('choosing the providers', () => {
  const env = (extra: Partial<Env>): Env => ({ ...getEnv(), SMS_GATEWAY_URL: undefined, ...extra })

  it('sends WhatsApp by SMS when only an SMS provider is configured, and neither without one', () => {
    const msg91 = currentTextTransports(env({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' }))
    expect(msg91.sms).not.toBeNull()
    expect(msg91.whatsapp).toBe(msg91.sms)
    const both = currentTextTransports(
      env({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_ACCESS_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
      }),
    )
    expect(both.whatsapp).not.toBe(both.sms)
    expect(currentTextTransports(env({}))).toEqual({ sms: null, whatsapp: null })
  })
})

describeOnEachDatabase('the outbox against a failing provider', () => {
  const msg91 = () =>
    msg91Sms({ authKey: AUTH_KEY, url: `${provider.url}/api/v5/flow/`, templates })

  beforeEach(async () => {
    await getDb().delete(mailOutbox)
    await getDb().delete(devMailbox)
    await queueSms(getDb(), {
      to: '+919876543210',
      kind: 'appointment.booked.sms',
      ...booked('en'),
    })
  })
  afterEach(() => answer({ status: 200, body: '{"type":"success","message":"x"}' }))

  const row = async () => {
    const [found] = await getDb()
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        waitSeconds: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'appointment.booked.sms'))
    return found!
  }
  const due = () =>
    getDb()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })

  it('retries a 500 after the back-off and delivers the message once when the provider recovers', async () => {
    answer(
      { status: 500, body: '{"type":"error","message":"Internal Server Error"}' },
      { status: 200, body: '{"type":"success","message":"3567426b4d6c3132"}' },
    )
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 1, sent: 0 })
    const failed = await row()
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed.lastError).toContain('msg91 answered 500')
    // Held back a minute (the first step of the back-off), not tried again at once.
    expect(failed.waitSeconds).toBeGreaterThan(50)
    expect(failed.waitSeconds).toBeLessThanOrEqual(60)
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 0, sent: 0 })
    expect(provider.received).toHaveLength(1)

    await due()
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 1, sent: 1 })
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    await due()
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 0, sent: 0 })
    expect(provider.received).toHaveLength(2)
    expect(provider.received.map((r) => JSON.parse(r.body).recipients[0].VAR2)).toEqual([
      '5 Dec, 10:40 am',
      '5 Dec, 10:40 am',
    ])
  })

  it('marks a message the provider refuses (a 4xx) failed at once, and never sends it again', async () => {
    answer({ status: 400, body: '{"type":"error","message":"Mobile number is not valid"}' })
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 1, sent: 0 })
    const failed = await row()
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed.attempts).toBeLessThan(MAX_MAIL_ATTEMPTS)
    expect(failed.lastError).toContain('msg91 answered 400: Mobile number is not valid')
    expect(failed.lastError).not.toContain(AUTH_KEY)
    await due()
    expect(await deliverDueMail({ smsTransport: msg91() })).toEqual({ claimed: 0, sent: 0 })
    expect(provider.received).toHaveLength(1)
  })

  it('keeps retrying a provider that keeps failing only up to the last attempt', async () => {
    answer({ status: 503, body: '' })
    await getDb()
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
    await deliverDueMail({ smsTransport: msg91() })
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS })
  })
})
