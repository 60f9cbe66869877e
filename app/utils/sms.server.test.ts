import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { getDb, queryRows } from '#app/db/client.server.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { listDevMailbox, listDevSms } from '#app/domain/mail/dev-mailbox.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { deliverDueMail, queueMail, queueMailAfter } from './mail.server.ts'
import {
  httpSmsGateway,
  NotAMobileNumberError,
  queueSms,
  type SmsDelivery,
  smsSegments,
} from './sms.server.ts'
import { isIndianMobile } from './phone.ts'

const sms = {
  to: '+919876543210',
  text: 'MainDoctor: your code is 482913',
  kind: 'test.sms',
  language: 'en' as const,
  template: { key: 'test.sms', variables: ['482913'] },
}

describe('SMS text', () => {
  it('counts plain Latin text as 7-bit, 160 to a message, and longer text in parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 })
    expect(smsSegments('a'.repeat(161)).segments).toBe(2)
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 })
  })

  it('sends Hindi as Unicode, 70 to a message, and longer text in parts of 67', () => {
    expect(smsSegments('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 })
    expect(smsSegments('क'.repeat(71)).segments).toBe(2)
    expect(smsSegments('कोड 482913').encoding).toBe('ucs2')
  })

  it('goes only to Indian mobile numbers', () => {
    expect(isIndianMobile('+919876543210')).toBe(true)
    expect(isIndianMobile('+915222345678')).toBe(false)
    expect(isIndianMobile('9876543210')).toBe(false)
  })
})

describe('the HTTP gateway', () => {
  const message: SmsDelivery = {
    outboxId: '0f8c1a5e-6d1b-4a53-9a51-6f7f4c1f2a10',
    channel: 'sms',
    to: '+919876543210',
    text: 'आपका कोड 482913 है',
    kind: 'test.sms',
    language: 'hi',
    template: { key: 'test.sms', variables: ['482913'] },
  }

  it('posts one JSON message with the key, the sender, Unicode for Hindi and a reference', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = []
    const gateway = httpSmsGateway({
      url: 'https://sms.example/send',
      key: 'secret-key',
      sender: 'MNDCTR',
      fetch: async (url, init) => {
        sent.push({ url: String(url), init: init ?? {} })
        return new Response('{}', { status: 202 })
      },
    })
    await gateway(message)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('https://sms.example/send')
    expect(new Headers(sent[0]!.init.headers).get('authorization')).toBe('Bearer secret-key')
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      to: '+919876543210',
      text: 'आपका कोड 482913 है',
      sender: 'MNDCTR',
      channel: 'sms',
      unicode: true,
      reference: message.outboxId,
      kind: 'test.sms',
      language: 'hi',
      template: 'test.sms',
      variables: ['482913'],
    })
  })

  it('treats any answer but 2xx as a failure to retry', async () => {
    const gateway = httpSmsGateway({
      url: 'https://sms.example/send',
      sender: 'MNDCTR',
      fetch: async () => new Response('busy', { status: 503 }),
    })
    await expect(gateway(message)).rejects.toThrow('503')
  })
})

describeOnEachDatabase('SMS through the outbox', () => {
  beforeEach(async () => {
    await getDb().delete(mailOutbox)
    await getDb().delete(devMailbox)
  })

  it('delivers a queued SMS through the SMS provider exactly once, and mail through the mail one', async () => {
    await queueSms(getDb(), sms)
    await queueMail(getDb(), {
      to: 'patient@example.com',
      subject: 'Hello',
      text: 'Body',
      kind: 'test.mail',
      language: 'en',
    })
    const texts: SmsDelivery[] = []
    const mails: string[] = []
    const transports = {
      smsTransport: async (message: SmsDelivery) => void texts.push(message),
      transport: async (mail: { to: string }) => void mails.push(mail.to),
    }
    expect(await deliverDueMail(transports)).toEqual({ claimed: 2, sent: 2 })
    expect(await deliverDueMail(transports)).toEqual({ claimed: 0, sent: 0 })
    expect(texts).toEqual([
      expect.objectContaining({ channel: 'sms', to: '+919876543210', text: sms.text }),
    ])
    expect(mails).toEqual(['patient@example.com'])
  })

  it('keeps the template and its variables with the text, queued alone or with a change', async () => {
    await queueSms(getDb(), sms)
    await queryRows(sql`with changed as (select 1) ${queueMailAfter('changed', [], [sms])}`)
    const rows = await getDb().select({ template: mailOutbox.template }).from(mailOutbox)
    expect(rows).toEqual(
      [sms, sms].map(() => ({ template: { key: 'test.sms', variables: ['482913'] } })),
    )
    const texts: SmsDelivery[] = []
    await deliverDueMail({ smsTransport: async (message) => void texts.push(message) })
    expect(texts.map((message) => [message.kind, message.language, message.template])).toEqual(
      [sms, sms].map(() => ['test.sms', 'en', { key: 'test.sms', variables: ['482913'] }]),
    )
  })

  it('keeps a failed SMS to try again later', async () => {
    await queueSms(getDb(), sms)
    const failing = async () => {
      throw new Error('gateway down')
    }
    expect(await deliverDueMail({ smsTransport: failing })).toEqual({ claimed: 1, sent: 0 })
    const [row] = await getDb().select().from(mailOutbox)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down' })
  })

  it('without a gateway, puts SMS in the local outbox (/dev/sms), apart from the mailbox', async () => {
    await queueSms(getDb(), { ...sms, language: 'hi', text: 'आपका कोड 482913 है' })
    await deliverDueMail()
    await deliverDueMail()
    const local = await listDevSms()
    expect(local).toEqual([
      expect.objectContaining({
        channel: 'sms',
        toAddress: '+919876543210',
        text: 'आपका कोड 482913 है',
        language: 'hi',
      }),
    ])
    expect(await listDevMailbox()).toEqual([])
  })

  it('refuses a landline or a number that is not normalised, and queues nothing', async () => {
    await expect(queueSms(getDb(), { ...sms, to: '+915222345678' })).rejects.toThrow(
      NotAMobileNumberError,
    )
    await expect(queueSms(getDb(), [sms, { ...sms, to: '98765 43210' }])).rejects.toThrow(
      NotAMobileNumberError,
    )
    expect(await getDb().select().from(mailOutbox)).toEqual([])
  })
})
