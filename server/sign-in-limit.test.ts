import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// Each test comes from an address of its own (X-Forwarded-For from the loopback proxy).
const app = await startAppUnderTest({ env: { TRUST_PROXY: 'loopback' } })
afterAll(async () => {
  await app.close()
})

const WAIT_WORDS = 'Please try again in about 1 minute'

let addresses = 0
const newAddress = () => `198.51.100.${++addresses}`
let numbers = 0
const newMobile = () => `+91981100${String(++numbers).padStart(4, '0')}`

/** Posts a form from `ip`: to the page (no JavaScript) or its data twin (React Router's fetch). */
function post(ip: string, path: string, fields: Record<string, string>) {
  return app.send({
    method: 'POST',
    path,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': ip,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

async function codeSentTo(phone: string): Promise<string> {
  const [row] = await getDb()
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, phone), eq(mailOutbox.kind, 'account.sign-in-code')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  if (!row) throw new Error('no code was sent')
  return /\b(\d{6})\b/.exec(row.text)![1]!
}

/** As if the 30 seconds before a new code may be asked for had passed. */
async function letResendIntervalPass() {
  await getDb()
    .update(rateLimitBuckets)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimitBuckets.key} LIKE 'phone-code-resend:%'`)
}

const wrongCodeFor = (right: string) => (right === '000000' ? '111111' : '000000')

describe('the sign-in limit per address', () => {
  it('never cuts one person signing in by code with mistakes', async () => {
    const ip = newAddress()
    const phone = newMobile()
    // A mistyped number, the code sent, four codes mistyped, a new code, the right code.
    expect((await post(ip, '/login', { intent: 'phone-send', phone: '98110' })).status).toBe(400)
    expect((await post(ip, '/login.data', { intent: 'phone-send', phone })).status).toBe(200)
    const wrong = wrongCodeFor(await codeSentTo(phone))
    for (let i = 0; i < 4; i++) {
      const answer = await post(ip, '/login.data', { intent: 'phone-verify', phone, code: wrong })
      expect(answer.status, `mistake ${i + 1}`).toBe(400)
    }
    await letResendIntervalPass()
    expect((await post(ip, '/login.data', { intent: 'phone-resend', phone })).status).toBe(200)
    const right = await codeSentTo(phone)
    const signedIn = await post(ip, '/login', { intent: 'phone-verify', phone, code: right })
    // The right code: on to the registration step (a new number), not "please wait".
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toContain('name="token"')
  })

  it('never cuts registering by mobile with mistakes', async () => {
    const ip = newAddress()
    const phone = newMobile()
    const carried = { phone, name: 'Kamla Prasad', consent: 'on' }
    expect((await post(ip, '/register.data', { intent: 'phone-send', ...carried })).status).toBe(
      200,
    )
    const right = await codeSentTo(phone)
    for (let i = 0; i < 4; i++) {
      const answer = await post(ip, '/register.data', {
        intent: 'phone-verify',
        ...carried,
        code: wrongCodeFor(right),
      })
      expect(answer.status, `mistake ${i + 1}`).toBe(400)
    }
    const done = await post(ip, '/register.data', {
      intent: 'phone-verify',
      ...carried,
      code: right,
    })
    // Signed in: React Router's redirect for a data request.
    expect(done.status).toBe(202)
    expect(done.headers['set-cookie']?.join(';')).toContain('session_token')
  })

  it('answers the step over the limit in the form, code step kept, with and without JavaScript', async () => {
    const ip = newAddress()
    const phone = newMobile()
    expect((await post(ip, '/login.data', { intent: 'phone-send', phone })).status).toBe(200)
    const wrong = wrongCodeFor(await codeSentTo(phone))
    let answer = await post(ip, '/login.data', { intent: 'phone-verify', phone, code: wrong })
    for (let steps = 2; answer.status !== 429 && steps <= 10; steps++)
      answer = await post(ip, '/login.data', { intent: 'phone-verify', phone, code: wrong })
    // A data request gets the route's own answer (React Router's stream), which the form shows.
    expect(answer.status).toBe(429)
    expect(answer.headers['content-type']).toContain('text/x-script')
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(answer.body).toContain(WAIT_WORDS)
    expect(answer.body).toContain('phoneStep')
    expect(answer.body).toContain(phone)

    // Without JavaScript: the page, with the same words and the code field.
    const page = await post(ip, '/login', { intent: 'phone-verify', phone, code: wrong })
    expect(page.status).toBe(429)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain(WAIT_WORDS)
    expect(page.body).toMatch(/name="code"/)
    expect(page.body).toContain(`value="${phone}"`)

    // Nothing was tried: not even the right code signs in until the minute is over.
    const right = await post(ip, '/login.data', {
      intent: 'phone-verify',
      phone,
      code: await codeSentTo(phone),
    })
    expect(right.status).toBe(429)
    expect(right.headers['set-cookie']).toBeUndefined()
  })

  it('answers a password sign-in over the limit in its form, the address kept', async () => {
    const ip = newAddress()
    const attempt = () =>
      post(ip, '/login.data', { email: 'limit@example.com', password: 'wrong-password-x' })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const blocked = await attempt()
    expect(blocked.status).toBe(429)
    expect(blocked.body).toContain(WAIT_WORDS)
    expect(blocked.body).toContain('limit@example.com')
    expect(blocked.body).not.toContain('wrong-password-x')
  })

  it('still limits registrations by e-mail to three a minute, said in the form', async () => {
    const ip = newAddress()
    const register = (n: number) =>
      post(ip, '/register', {
        name: 'Ravi Kumar',
        email: `limit-${n}@example.com`,
        phone: '9811122233',
        password: 'a-long-enough-password-9',
        confirmPassword: 'a-long-enough-password-9',
        consent: 'on',
      })
    for (let n = 1; n <= 3; n++) expect((await register(n)).status, `registration ${n}`).toBe(302)
    const blocked = await register(4)
    expect(blocked.status).toBe(429)
    expect(blocked.body).toContain(WAIT_WORDS)
    expect(blocked.body).toContain('limit-4@example.com')
  })
})
