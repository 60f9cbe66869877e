import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { session, user, verification } from '#app/db/schema/auth.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { listDevSms } from '#app/domain/mail/dev-mailbox.server.ts'
import { deliverDueMail } from '#app/utils/mail.server.ts'
import { smsSegments } from '#app/utils/sms.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { CONTACT_SUBJECTS } from '#app/content/site.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'
import { getProfile } from './account-data.server.ts'
import { exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { addEmailAndPassword, registerPatient } from './register.server.ts'
import { signInWithPassword } from './sign-in.server.ts'
import { readSession } from './session.server.ts'
import {
  CODES_PER_NUMBER_PER_HOUR,
  completePhoneRegistration,
  sendSignInCode,
  verifySignInCode,
} from './phone-sign-in.server.ts'

const NUMBER = '+919812345678'
const OTHER = '+919812345679'
const IP = '203.0.113.9'

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

/** Lets the 30-second resend interval pass, as if half a minute went by. */
async function letResendIntervalPass() {
  await getDb()
    .update(rateLimitBuckets)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimitBuckets.key} LIKE 'phone-code-resend:%'`)
}

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

async function signedInUser(headers: Headers) {
  const request = new Request('http://localhost:3000/account', {
    headers: { cookie: cookiesOf(headers) },
  })
  return (await readSession(request)).user
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describeOnEachDatabase('sign-in by mobile number', () => {
  beforeEach(async () => {
    const db = getDb()
    await db.delete(session)
    await db.delete(verification)
    await db.delete(auditLog)
    await db.delete(user)
    await db.delete(mailOutbox)
    await db.delete(devMailbox)
    await db.delete(rateLimitBuckets)
  })

  it('registers with a code, then signs in with a new code; each code works once', async () => {
    expect(await sendSignInCode(NUMBER, 'en', IP)).toEqual({ ok: true, resendAfterSeconds: 30 })
    const code = await codeSentTo(NUMBER)
    const registered = await verifySignInCode({
      phone: NUMBER,
      code,
      ipAddress: IP,
      registration: { name: 'Sunita Devi', locale: 'hi' },
    })
    expect(registered).toMatchObject({ ok: true, kind: 'signed-in', created: true, locale: 'hi' })
    const person = await signedInUser((registered as { headers: Headers }).headers)
    expect(person).toMatchObject({ name: 'Sunita Devi', email: null, role: 'patient' })
    const [stored] = await getDb().select().from(user)
    expect(stored).toMatchObject({ phoneNumber: NUMBER, phoneNumberVerified: true, email: null })
    expect(stored?.privacyConsentAt).toBeInstanceOf(Date)

    // The same code again: spent.
    expect(await verifySignInCode({ phone: NUMBER, code, ipAddress: IP })).toEqual({
      ok: false,
      reason: 'expired',
    })

    // A used code lets the next one follow at once (signing in on another device).
    expect(await sendSignInCode(NUMBER, 'en', IP)).toMatchObject({ ok: true })
    const again = await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
    })
    expect(again).toMatchObject({ ok: true, kind: 'signed-in', created: false })
    expect(await getDb().select({ id: user.id }).from(user)).toHaveLength(1)
  })

  it('answers the same for a number with and without an account, and sends both a code', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
      registration: { name: 'Known Person', locale: 'en' },
    })
    await letResendIntervalPass()
    const known = await sendSignInCode(NUMBER, 'en', IP)
    const unknown = await sendSignInCode(OTHER, 'en', IP)
    expect(known).toEqual(unknown)
    expect(await codeSentTo(NUMBER)).toMatch(/^\d{6}$/)
    expect(await codeSentTo(OTHER)).toMatch(/^\d{6}$/)
    // Wrong codes look the same too.
    const wrongKnown = await verifySignInCode({ phone: NUMBER, code: '000000', ipAddress: IP })
    const wrongUnknown = await verifySignInCode({ phone: OTHER, code: '000000', ipAddress: IP })
    if ((await codeSentTo(NUMBER)) !== '000000' && (await codeSentTo(OTHER)) !== '000000')
      expect(wrongKnown).toEqual(wrongUnknown)
  })

  it('spends a code after five wrong tries, even for the right code after', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    const code = await codeSentTo(NUMBER)
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(
        await verifySignInCode({ phone: NUMBER, code: wrongCode(code), ipAddress: IP }),
      ).toEqual({ ok: false, reason: 'wrong' })
    expect(await verifySignInCode({ phone: NUMBER, code, ipAddress: IP })).toEqual({
      ok: false,
      reason: 'too-many',
    })
    expect(await getDb().select().from(session)).toHaveLength(0)
    const failures = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in.failure'))
    expect(failures).toHaveLength(6)
  })

  it('refuses a code older than five minutes', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    const code = await codeSentTo(NUMBER)
    await getDb()
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
    expect(await verifySignInCode({ phone: NUMBER, code, ipAddress: IP })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('sends a new code no sooner than 30 seconds after the last, and five an hour', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    const refused = await sendSignInCode(NUMBER, 'en', IP)
    expect(refused).toMatchObject({ ok: false, reason: 'wait' })
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(25)
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(30)
    // Another number is not held up.
    expect(await sendSignInCode(OTHER, 'en', IP)).toMatchObject({ ok: true })
    for (let sent = 2; sent <= CODES_PER_NUMBER_PER_HOUR; sent++) {
      await letResendIntervalPass()
      expect(await sendSignInCode(NUMBER, 'en', IP)).toMatchObject({ ok: true })
    }
    await letResendIntervalPass()
    expect(await sendSignInCode(NUMBER, 'en', IP)).toMatchObject({ ok: false, reason: 'too-many' })
    const codes = await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, NUMBER))
    expect(codes).toHaveLength(CODES_PER_NUMBER_PER_HOUR)
  })

  it('refuses landlines and caps the codes one address may ask for', async () => {
    expect(await sendSignInCode('+911234567890', 'en', IP)).toEqual({
      ok: false,
      reason: 'not-mobile',
    })
    let last
    for (let n = 0; n < 21; n++)
      last = await sendSignInCode(`+9198000000${String(n).padStart(2, '0')}`, 'en', '198.51.100.1')
    expect(last).toMatchObject({ ok: false, reason: 'too-many' })
  })

  it('asks a new number for a name and consent before making the account', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    const proven = await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
    })
    expect(proven).toMatchObject({ ok: true, kind: 'new-number' })
    expect(await getDb().select().from(user)).toHaveLength(0)
    const token = (proven as { registrationToken: string }).registrationToken
    const done = await completePhoneRegistration({
      registrationToken: token,
      name: 'Mohan Lal',
      locale: 'en',
      ipAddress: IP,
    })
    expect(done).toMatchObject({ ok: true, created: true })
    // The proof works once.
    expect(
      await completePhoneRegistration({
        registrationToken: token,
        name: 'Someone Else',
        locale: 'en',
        ipAddress: IP,
      }),
    ).toEqual({ ok: false, reason: 'expired' })
    expect(await getDb().select({ name: user.name }).from(user)).toEqual([{ name: 'Mohan Lal' }])
  })

  it('joins a guest’s records to an account only through a mobile number it has verified', async () => {
    await getDb().delete(contactMessages)
    await saveContactMessage({
      name: 'Guest Sender',
      email: 'guest@example.com',
      phone: NUMBER,
      subject: CONTACT_SUBJECTS[0]!.value,
      message: 'A private question sent as a guest',
    })
    // An e-mail account that merely typed the number (unverified) gets nothing of it.
    await registerPatient(
      {
        name: 'Impostor',
        email: 'impostor@example.com',
        phone: NUMBER,
        password: 'kettle-monsoon-47',
      },
      new Headers({ origin: 'http://localhost:3000' }),
      'en',
    )
    const [impostor] = await getDb().select({ id: user.id }).from(user)
    expect(JSON.stringify(await exportAccountData(impostor!.id))).not.toContain(
      'A private question sent as a guest',
    )
    // Whoever proves the number by code owns what was sent with it.
    await sendSignInCode(NUMBER, 'en', IP)
    const owner = await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
      registration: { name: 'Real Owner', locale: 'en' },
    })
    expect(JSON.stringify(await exportAccountData((owner as { userId: string }).userId))).toContain(
      'A private question sent as a guest',
    )
  })

  it('an account made with a mobile number adds an e-mail address and a password', async () => {
    await registerPatient(
      {
        name: 'Other Person',
        email: 'taken@example.com',
        phone: OTHER,
        password: 'kettle-monsoon-47',
      },
      new Headers({ origin: 'http://localhost:3000' }),
      'en',
    )
    await sendSignInCode(NUMBER, 'en', IP)
    const made = await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
      registration: { name: 'Sunita Devi', locale: 'en' },
    })
    const id = (made as { userId: string }).userId
    expect((await getProfile(id))?.hasPassword).toBe(false)

    // Someone else's address: the same (silent) answer, nothing changes, its owner is told.
    await addEmailAndPassword(
      id,
      { email: 'Taken@example.com', password: 'river-lamp-2026' },
      'en',
      IP,
    )
    const [unchanged] = await getDb()
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, id))
    expect(unchanged?.email).toBeNull()
    const told = await getDb()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'taken@example.com'),
          eq(mailOutbox.kind, 'account.registration-attempt'),
        ),
      )
    expect(told).toHaveLength(1)

    await addEmailAndPassword(
      id,
      { email: 'Sunita@example.com', password: 'river-lamp-2026' },
      'en',
      IP,
    )
    const [stored] = await getDb()
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, id))
    expect(stored).toEqual({ email: 'sunita@example.com', verified: false })
    expect((await getProfile(id))?.hasPassword).toBe(true)
    const link = await getDb()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'sunita@example.com'),
          eq(mailOutbox.kind, 'account.verify-email'),
        ),
      )
    expect(link).toHaveLength(1)
    const signedIn = await signInWithPassword(
      { email: 'sunita@example.com', password: 'river-lamp-2026' },
      new Headers({ origin: 'http://localhost:3000', 'x-forwarded-for': IP }),
    )
    expect(signedIn).toMatchObject({ ok: true, userId: id })
  })

  it('does not sign in a disabled account', async () => {
    await sendSignInCode(NUMBER, 'en', IP)
    await verifySignInCode({
      phone: NUMBER,
      code: await codeSentTo(NUMBER),
      ipAddress: IP,
      registration: { name: 'Sunita Devi', locale: 'en' },
    })
    await getDb().update(user).set({ disabledAt: new Date() })
    await letResendIntervalPass()
    await sendSignInCode(NUMBER, 'en', IP)
    expect(
      await verifySignInCode({ phone: NUMBER, code: await codeSentTo(NUMBER), ipAddress: IP }),
    ).toEqual({ ok: false, reason: 'disabled' })
  })

  it('sends the code in the person’s language, short, and exactly once across a restart', async () => {
    await sendSignInCode(NUMBER, 'hi', IP)
    const [queued] = await getDb().select().from(mailOutbox)
    expect(queued).toMatchObject({ channel: 'sms', language: 'hi' })
    expect(queued?.text).toMatch(/[\u0900-\u097F]/)
    expect(queued?.text).toMatch(/@localhost #\d{6}$/)
    expect(smsSegments(queued!.text).segments).toBeLessThanOrEqual(2)
    await sendSignInCode(OTHER, 'en', IP)
    const english = await getDb()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, OTHER))
    expect(smsSegments(english[0]!.text).segments).toBe(1)

    // A worker that stopped after claiming leaves nothing lost and nothing doubled: two runs of
    // the delivery (as before and after a restart) put each message in the outbox once.
    await deliverDueMail()
    await deliverDueMail()
    const delivered = await listDevSms()
    expect(delivered.filter((m) => m.toAddress === NUMBER)).toHaveLength(1)
    expect(delivered.filter((m) => m.toAddress === OTHER)).toHaveLength(1)
  })
})
