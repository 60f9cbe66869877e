import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { session, user, verification } from '#app/db/schema/auth.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { CONTACT_SUBJECTS } from '#app/content/site.ts'
import { saveContactMessage } from '#app/domain/contact/save-contact-message.server.ts'
import { deliverDueMail } from '#app/utils/mail.server.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { readSession } from '#app/domain/accounts/session.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { deleteAccount, exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { createAccountWithSetPasswordLink } from './create-account.server.ts'
import { changePassword, requestPasswordReset, resetPasswordWithToken } from './password.server.ts'
import { registerPatient, verifyEmailAddress } from './register.server.ts'
import { signInWithPassword, signOut } from './sign-in.server.ts'

const ORIGIN = 'http://localhost:3000'
const headersWith = (cookies?: Headers | string) => {
  const headers = new Headers({
    origin: ORIGIN,
    'x-forwarded-for': '203.0.113.7',
    'user-agent': 'vitest',
  })
  if (typeof cookies === 'string') headers.set('cookie', cookies)
  else if (cookies) headers.set('cookie', cookieHeader(cookies))
  return headers
}
/** Turns Set-Cookie answers into the Cookie header a browser would send back. */
function cookieHeader(setCookies: Headers): string {
  return setCookies
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}
const requestWith = (cookies: string) =>
  new Request(`${ORIGIN}/account`, { headers: headersWith(cookies) })

async function latestMail(to: string, kind: string) {
  const [row] = await getDb()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  return row
}
const tokenFrom = (text: string) => decodeURIComponent(/token=([^\s&]+)/.exec(text)![1]!)

const patient = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+919876543210',
  password: 'kettle-monsoon-47',
}

/** Registers and signs in; returns the session cookie a browser would send. */
async function registerAndSignIn(person: typeof patient): Promise<string> {
  await registerPatient(person, headersWith(), 'en')
  const signedIn = await signInWithPassword(person, headersWith())
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.reason}`)
  return cookieHeader(signedIn.headers)
}

describeOnEachDatabase('accounts', () => {
  beforeEach(async () => {
    const db = getDb()
    await db.delete(session)
    await db.delete(verification)
    await db.delete(user)
    await db.delete(mailOutbox)
    await db.delete(devMailbox)
    await db.delete(rateLimitBuckets)
    await db.delete(auditLog)
  })

  it('registers, verifies the address (which signs in), signs out and signs in again', async () => {
    await registerPatient(patient, headersWith(), 'en')
    // Registering signs nobody in: the e-mailed link does, so an address must be owned to be used.
    expect(await getDb().select().from(session)).toHaveLength(0)
    const [stored] = await getDb().select({ consent: user.privacyConsentAt }).from(user)
    expect(stored?.consent).toBeInstanceOf(Date)

    const mail = await latestMail(patient.email, 'account.verify-email')
    expect(mail?.text).toContain('/verify-email?token=')
    const verified = await verifyEmailAddress(tokenFrom(mail!.text))
    expect(verified.ok).toBe(true)
    const cookies = cookieHeader((verified as { headers: Headers }).headers)
    const signedIn = await readSession(requestWith(cookies))
    expect(signedIn.user).toMatchObject({
      email: 'ravi@example.com',
      role: 'patient',
      emailVerified: true,
      contactPhone: '+919876543210',
    })

    await signOut(headersWith(cookies))
    // The old cookie no longer opens anything.
    expect((await readSession(requestWith(cookies))).user).toBeNull()

    const again = await signInWithPassword(
      { email: patient.email, password: patient.password },
      headersWith(),
    )
    expect(again.ok).toBe(true)
    const audit = await getDb()
      .select({ action: auditLog.action, ip: auditLog.ipAddress })
      .from(auditLog)
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'account.created', ip: '203.0.113.7' },
        { action: 'sign_in.success', ip: '203.0.113.7' },
      ]),
    )
  })

  it('answers a known address as a new one: no second account, and the owner is told by e-mail', async () => {
    await registerPatient(patient, headersWith(), 'en')
    await expect(
      registerPatient(
        {
          ...patient,
          email: 'RAVI@example.com',
          name: 'Someone Else',
          password: 'attacker-chosen-99',
        },
        headersWith(),
        'en',
      ),
    ).resolves.toBeUndefined()
    const accounts = await getDb().select({ name: user.name }).from(user)
    expect(accounts).toEqual([{ name: 'Ravi Kumar' }])
    expect(
      await getDb().select().from(auditLog).where(eq(auditLog.action, 'account.created')),
    ).toHaveLength(1)
    const warning = await latestMail(patient.email, 'account.registration-attempt')
    expect(warning?.subject).toContain('Someone tried to register with your address')
    expect(warning?.text).toContain('/forget-password')
    // The original password still works; the one typed in the attempt does not.
    expect((await signInWithPassword(patient, headersWith())).ok).toBe(true)
    expect(
      (
        await signInWithPassword(
          { email: patient.email, password: 'attacker-chosen-99' },
          headersWith(),
        )
      ).ok,
    ).toBe(false)
  })

  it('applies the password policy and the consent rule to every call into better-auth', async () => {
    const auth = getAuth()
    await expect(
      auth.api.signUpEmail({
        body: { name: 'No Consent', email: 'nc@example.com', password: 'long-enough-pass-1' },
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
    await expect(
      auth.api.signUpEmail({
        body: {
          name: 'Common',
          email: 'common@example.com',
          password: 'password123',
          privacyConsentAt: new Date(),
        },
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
    expect(await getDb().select().from(user)).toHaveLength(0)

    const cookies = await registerAndSignIn(patient)
    await expect(
      auth.api.changePassword({
        body: { currentPassword: patient.password, newPassword: 'qwertyuiop' },
        headers: headersWith(cookies),
      }),
    ).rejects.toMatchObject({ statusCode: 400 })
    expect((await signInWithPassword(patient, headersWith())).ok).toBe(true)

    const changed = await changePassword(
      { currentPassword: patient.password, newPassword: 'river-lantern-88' },
      headersWith(cookies),
    )
    expect(changed.ok).toBe(true)
    const audited = await getDb()
      .select({ ip: auditLog.ipAddress })
      .from(auditLog)
      .where(eq(auditLog.action, 'password.changed'))
    expect(audited).toEqual([{ ip: '203.0.113.7' }])
  })

  it('answers a wrong password and an unknown address identically, and audits both', async () => {
    await registerPatient(patient, headersWith(), 'en')
    const wrongPassword = await signInWithPassword(
      { email: patient.email, password: 'not-my-password' },
      headersWith(),
    )
    const unknownEmail = await signInWithPassword(
      { email: 'nobody@example.com', password: patient.password },
      headersWith(),
    )
    expect(wrongPassword).toEqual({ ok: false, reason: 'invalid' })
    expect(unknownEmail).toEqual(wrongPassword)
    const failures = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in.failure'))
    expect(failures).toHaveLength(2)
    expect(JSON.stringify(failures)).not.toContain('not-my-password')
  })

  it('locks an account after 10 failed sign-ins in 15 minutes, even with the right password', async () => {
    await registerPatient(patient, headersWith(), 'en')
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await signInWithPassword(
            { email: patient.email, password: `wrong-${i}-password` },
            headersWith(),
          )
        ).ok,
      ).toBe(false)
    }
    expect(await signInWithPassword(patient, headersWith())).toEqual({
      ok: false,
      reason: 'locked',
    })
    await getDb()
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
    expect((await signInWithPassword(patient, headersWith())).ok).toBe(true)
  })

  it('resets a password once through the e-mailed link, ending every session', async () => {
    const oldCookies = await registerAndSignIn(patient)
    await requestPasswordReset(patient.email, headersWith(), 'en')
    await requestPasswordReset('nobody@example.com', headersWith(), 'en')
    const mails = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'account.reset-password'))
    expect(mails.map((m) => m.toAddress)).toEqual([patient.email])
    const token = tokenFrom(mails[0]!.text)

    expect(await resetPasswordWithToken(token, 'new-harvest-moon-9')).toEqual({ ok: true })
    expect(await resetPasswordWithToken(token, 'another-one-entirely')).toEqual({ ok: false })
    expect((await readSession(requestWith(oldCookies))).user).toBeNull()
    expect((await signInWithPassword(patient, headersWith())).ok).toBe(false)
    await getDb().delete(rateLimitBuckets)
    expect(
      (
        await signInWithPassword(
          { email: patient.email, password: 'new-harvest-moon-9' },
          headersWith(),
        )
      ).ok,
    ).toBe(true)
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    )
    expect(actions).toContain('password.reset')
  })

  it('writes the verification and reset e-mails in the language of the form, linking to its pages', async () => {
    await registerPatient(patient, headersWith(), 'hi')
    const verify = await latestMail(patient.email, 'account.verify-email')
    expect(verify?.subject).toBe('MainDoctor के लिए अपना ई-मेल पता पक्का करें')
    expect(verify?.text).toContain('प्रिय Ravi Kumar,')
    expect(verify?.text).toContain('/hi/verify-email?token=')
    expect((await verifyEmailAddress(tokenFrom(verify!.text))).ok).toBe(true)

    await requestPasswordReset(patient.email, headersWith(), 'hi')
    const reset = await latestMail(patient.email, 'account.reset-password')
    expect(reset?.subject).toBe('अपने MainDoctor खाते का नया पासवर्ड चुनें')
    expect(reset?.text).toContain('/hi/reset-password?token=')
    await requestPasswordReset(patient.email, headersWith(), 'en')
    const english = await latestMail(patient.email, 'account.reset-password')
    expect(english?.subject).toBe('Reset your MainDoctor password')
    expect(english?.text).not.toContain('/hi/')
  })

  it('refuses an expired reset link', async () => {
    await registerPatient(patient, headersWith(), 'en')
    await requestPasswordReset(patient.email, headersWith(), 'en')
    const mail = await latestMail(patient.email, 'account.reset-password')
    await getDb()
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
    expect(await resetPasswordWithToken(tokenFrom(mail!.text), 'new-harvest-moon-9')).toEqual({
      ok: false,
    })
  })

  it('creates a staff account whose owner sets the password through a one-time link', async () => {
    const { setPasswordUrl } = await createAccountWithSetPasswordLink({
      email: 'Asha@Clinic.in',
      name: 'Asha Mehta',
      role: 'admin',
      locale: 'en',
    })
    const token = new URL(setPasswordUrl).searchParams.get('token')!
    expect(await resetPasswordWithToken(token, 'clinic-admin-secret')).toEqual({ ok: true })
    const signedIn = await signInWithPassword(
      { email: 'asha@clinic.in', password: 'clinic-admin-secret' },
      headersWith(),
    )
    expect(signedIn.ok).toBe(true)
    const state = await readSession(
      requestWith(cookieHeader((signedIn as { headers: Headers }).headers)),
    )
    expect(state.user?.role).toBe('admin')
  })

  it('ends an idle staff session after 30 minutes but keeps an idle patient signed in', async () => {
    const { setPasswordUrl } = await createAccountWithSetPasswordLink({
      email: 'staff@clinic.in',
      name: 'Pooja',
      role: 'staff',
      locale: 'en',
    })
    await resetPasswordWithToken(
      new URL(setPasswordUrl).searchParams.get('token')!,
      'front-desk-rota-5',
    )
    const staff = await signInWithPassword(
      { email: 'staff@clinic.in', password: 'front-desk-rota-5' },
      headersWith(),
    )
    await registerPatient(patient, headersWith(), 'en')
    const person = await signInWithPassword(patient, headersWith())
    const staffCookies = cookieHeader((staff as { headers: Headers }).headers)
    const patientCookies = cookieHeader((person as { headers: Headers }).headers)
    // 31 minutes pass without a request.
    await getDb()
      .update(session)
      .set({ expiresAt: sql`${session.expiresAt} - interval '31 minutes'` })
    expect((await readSession(requestWith(staffCookies))).user).toBeNull()
    expect((await readSession(requestWith(patientCookies))).user?.email).toBe(patient.email)
  })

  it('exports only the caller’s data and deletes it on request', async () => {
    await registerPatient(patient, headersWith(), 'en')
    await registerPatient(
      { ...patient, email: 'other@example.com', name: 'Other Person' },
      headersWith(),
      'en',
    )
    const [me] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, patient.email))
    const exported = await exportAccountData(me!.id)
    const text = JSON.stringify(exported)
    expect(exported?.profile.email).toBe(patient.email)
    expect(text).not.toContain('other@example.com')
    expect(text).not.toContain('Other Person')
    expect(text).not.toMatch(/password|token/i)

    await deleteAccount(me!.id)
    expect(await getDb().select().from(user).where(eq(user.id, me!.id))).toHaveLength(0)
    expect(await getDb().select().from(session).where(eq(session.userId, me!.id))).toHaveLength(0)
    const trail = await getDb().select().from(auditLog).where(eq(auditLog.actorUserId, me!.id))
    expect(trail.map((row) => row.action)).toContain('account.deleted')
    expect(trail.every((row) => row.ipAddress === null)).toBe(true)
    expect(await exportAccountData(me!.id)).toBeNull()
  })

  it('joins a guest’s records to an account only through an address the account has verified', async () => {
    await getDb().delete(contactMessages)
    const guest = {
      name: 'Guest Sender',
      email: patient.email,
      phone: '+919811122233',
      subject: CONTACT_SUBJECTS[0]!.value,
    }
    await saveContactMessage({ ...guest, message: 'A private question from the guest' })
    // Someone else registers with the guest's address; they cannot open its mail, so it is unverified.
    await registerPatient({ ...patient, name: 'Impostor' }, headersWith(), 'en')
    const [impostor] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, patient.email))
    await saveContactMessage(
      { ...guest, name: 'Impostor', phone: '+919800000001', message: 'Sent while signed in' },
      impostor!.id,
    )

    const beforeVerifying = JSON.stringify(await exportAccountData(impostor!.id))
    expect(beforeVerifying).toContain('Sent while signed in')
    expect(beforeVerifying).not.toContain('A private question from the guest')
    expect(beforeVerifying).not.toContain('+919811122233')

    // Deleting the unverified account leaves the guest's message untouched.
    await deleteAccount(impostor!.id)
    const messages = await getDb()
      .select({ message: contactMessages.message, phone: contactMessages.phone })
      .from(contactMessages)
    expect(messages).toContainEqual({
      message: 'A private question from the guest',
      phone: '+919811122233',
    })
    expect(messages.map((m) => m.message)).not.toContain('Sent while signed in')

    // The address's real owner registers and confirms it: the guest message is theirs.
    await registerPatient(patient, headersWith(), 'en')
    const verifyMail = await latestMail(patient.email, 'account.verify-email')
    expect((await verifyEmailAddress(tokenFrom(verifyMail!.text))).ok).toBe(true)
    const [owner] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, patient.email))
    expect(JSON.stringify(await exportAccountData(owner!.id))).toContain(
      'A private question from the guest',
    )
  })

  it('deleting an account removes the mail kept for its address at once', async () => {
    await registerPatient(patient, headersWith(), 'en')
    await registerPatient({ ...patient, email: 'other@example.com' }, headersWith(), 'en')
    await deliverDueMail()
    const [me] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, patient.email))
    expect(
      await getDb().select().from(devMailbox).where(eq(devMailbox.toAddress, patient.email)),
    ).not.toHaveLength(0)
    await deleteAccount(me!.id)
    expect(
      await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, patient.email)),
    ).toHaveLength(0)
    expect(
      await getDb().select().from(devMailbox).where(eq(devMailbox.toAddress, patient.email)),
    ).toHaveLength(0)
    expect(
      await getDb().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'other@example.com')),
    ).not.toHaveLength(0)
  })
})
