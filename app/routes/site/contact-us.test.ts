import { eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { action } from '#app/routes/site/contact-us.tsx'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'

const valid = {
  name: 'Ravi Kumar',
  email: 'Ravi@Example.com',
  phone: '+91 98765 43210',
  subject: 'appointments',
  message: 'Is Dr. Verma available on Saturday mornings?',
}

function post(fields: Record<string, string>, path = '/contact-us') {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  return action({
    request,
    params: {},
    context: { cspNonce: '', requestId: 'test' },
  } as unknown as Parameters<typeof action>[0])
}

async function counts() {
  const db = getDb()
  const [messages] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages)
  const [mails] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)
  return { messages: Number(messages?.n), mails: Number(mails?.n) }
}

describeOnEachDatabase('contact messages', () => {
  beforeEach(async () => {
    await getDb().delete(contactMessages)
    await getDb().delete(mailOutbox)
  })

  it('stores the message with both e-mails in the outbox', async () => {
    const { id, reference } = await saveContactMessage({
      ...valid,
      email: 'ravi@example.com',
      phone: '+919876543210',
      subject: 'appointments',
      website: undefined,
    })
    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', status: 'new' })
    const mails = await getDb().select().from(mailOutbox)
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['contact.acknowledgement', 'ravi@example.com'],
      ['contact.notification', 'frontdesk@maindoctor.in'],
    ])
    expect(mails.every((m) => m.status === 'pending' && m.subject.includes(reference))).toBe(true)
  })

  it('accepts a valid form post and redirects to the confirmation', async () => {
    const response = await post(valid)
    expect(response).toBeInstanceOf(Response)
    const redirect = response as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toMatch(/^\/contact-us\?sent=MSG-[0-9A-F]{8}$/)
    expect(await counts()).toEqual({ messages: 1, mails: 2 })
  })

  it('answers a message sent from the Hindi page in Hindi', async () => {
    const response = (await post(valid, '/hi/contact-us')) as Response
    expect(response.headers.get('Location')).toMatch(/^\/hi\/contact-us\?sent=MSG-[0-9A-F]{8}$/)
    const mails = await getDb().select().from(mailOutbox)
    const byKind = Object.fromEntries(mails.map((m) => [m.kind, m.subject]))
    expect(byKind['contact.acknowledgement']).toMatch(/^आपका मैसेज हमें मिल गया है \(MSG-/)
    // The front desk reads English, and is told the sender wrote in Hindi.
    expect(byKind['contact.notification']).toMatch(/^\[Contact\] Appointments — MSG-/)
    const notification = mails.find((m) => m.kind === 'contact.notification')
    expect(notification?.text).toContain('Language: Hindi')
  })

  it('answers a filled honeypot in the page language', async () => {
    const result = (await post(
      { ...valid, website: 'http://spam.example' },
      '/hi/contact-us',
    )) as unknown as { data: { result: { error: Record<string, string[]> } } }
    expect(result.data.result.error['']).toEqual([
      'यह मैसेज नहीं भेजा जा सका। कृपया फिर कोशिश करें, या हमें +91 5248 222 410 पर कॉल करें।',
    ])
  })

  it.each([
    ['a bad e-mail', { email: 'nope' }],
    ['a bad phone', { phone: '12' }],
    ['a missing message', { message: '' }],
    ['an unknown subject', { subject: 'prize' }],
    ['a filled honeypot', { website: 'http://spam.example' }],
  ])('stores nothing for %s and answers 400 with the typed values', async (_label, change) => {
    const result = (await post({ ...valid, ...change })) as unknown as {
      init: { status: number }
      data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }
    }
    expect(result.init.status).toBe(400)
    expect(result.data.result.initialValue.name).toBe('Ravi Kumar')
    expect(Object.keys(result.data.result.error).length).toBeGreaterThan(0)
    expect(await counts()).toEqual({ messages: 0, mails: 0 })
  })
})
