import { createHash, randomBytes } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { and, eq, isNull } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { account, user } from '#app/db/schema/auth.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { registrationAttemptMail } from './account-mails.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { CLIENT_IP_HEADER, getAuth, withMailLocale } from '#app/domain/accounts/auth.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { saveAccountLanguage } from './language.server.ts'
import { onlyCookies } from '#app/domain/accounts/session.server.ts'

/** Registrations by e-mail one client address may make a minute: each one sends a mail. */
export const EMAIL_REGISTRATIONS_PER_MINUTE = 3
const MINUTE_MS = 60_000

/**
 * Counts a registration by e-mail from this address. Seconds to wait when it is one too many
 * this minute, else null. (The steps of registering by mobile are counted with signing in.)
 */
export async function emailRegistrationHeldBack(ipAddress: string | null): Promise<number | null> {
  if (!ipAddress) return null
  const counted = await windowCounter('sign-up-email', MINUTE_MS).increment(
    createHash('sha256').update(ipAddress).digest('hex'),
  )
  if (counted.totalHits <= EMAIL_REGISTRATIONS_PER_MINUTE) return null
  return Math.max(1, Math.ceil(((counted.resetTime?.getTime() ?? 0) - Date.now()) / 1000))
}

/**
 * Creates a patient account and sends the e-mail verification link, whose use signs the person
 * in. An address that already has an account gets the same answer here, and its owner an e-mail
 * saying someone tried (see onExistingUserSignUp): the form never reveals who has an account.
 * Either e-mail is written in `locale`, the language of the form.
 */
export async function registerPatient(
  input: { name: string; email: string; phone: string; password: string },
  headers: Headers,
  locale: Locale,
): Promise<void> {
  const existing = await findAccountIdByEmail(input.email)
  await withMailLocale(locale, () =>
    getAuth().api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        privacyConsentAt: new Date(),
      },
      headers,
    }),
  )
  if (existing) return
  const created = await findAccountIdByEmail(input.email)
  if (created) {
    // The account speaks the language the person registered in, until they choose another.
    await saveAccountLanguage(created, locale)
    const ipAddress = headers.get(CLIENT_IP_HEADER)
    await recordAudit(getDb(), {
      action: 'account.created',
      actorUserId: created,
      subjectType: 'user',
      subjectId: created,
      ipAddress,
    })
  }
}

async function findAccountIdByEmail(email: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
  return row?.id ?? null
}

/** Sends the e-mail verification link again, written in `locale`. */
export async function resendVerificationEmail(
  email: string,
  headers: Headers,
  locale: Locale,
): Promise<void> {
  await withMailLocale(locale, () =>
    getAuth().api.sendVerificationEmail({ body: { email }, headers }),
  )
}

/** Confirms an e-mail address from the link we sent; signs the person in on success. */
export async function verifyEmailAddress(
  token: string,
): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const result = await getAuth().api.verifyEmail({ query: { token }, returnHeaders: true })
    return { ok: true, headers: onlyCookies(result.headers) }
  } catch (error) {
    if (isAPIError(error)) return { ok: false }
    throw error
  }
}

/**
 * Gives an account made with a mobile number an e-mail address and a password, as a second way
 * in. The address is unverified until its link is opened (so it proves nothing until then). An
 * address that already belongs to another account gets the same answer here and its owner the
 * "someone tried" e-mail: the form never reveals who has an account.
 */
export async function addEmailAndPassword(
  userId: string,
  input: { email: string; password: string },
  locale: Locale,
  ipAddress: string | null,
): Promise<void> {
  const email = input.email.trim().toLowerCase()
  const context = await getAuth().$context
  const taken = async () => {
    const [owner] = await getDb()
      .select({ id: user.id, name: user.name, locale: user.locale })
      .from(user)
      .where(eq(user.email, email))
    if (owner && owner.id !== userId) {
      const page = (path: string) => `${appUrl()}${localizePath(path, owner.locale)}`
      await queueMail(getDb(), {
        to: email,
        kind: 'account.registration-attempt',
        ...registrationAttemptMail(
          owner.name,
          page('/login'),
          page('/forget-password'),
          owner.locale,
        ),
      })
    }
    return Boolean(owner)
  }
  if (await taken()) return
  const hash = await context.password.hash(input.password)
  try {
    await getDb().transaction(async (tx) => {
      const updated = await tx
        .update(user)
        .set({ email, emailVerified: false, updatedAt: new Date() })
        .where(and(eq(user.id, userId), isNull(user.email)))
        .returning({ id: user.id })
      if (updated.length === 0) return
      await tx.insert(account).values({
        id: randomBytes(16).toString('hex'),
        userId,
        accountId: userId,
        providerId: 'credential',
        password: hash,
      })
      await recordAudit(tx, {
        action: 'profile.updated',
        actorUserId: userId,
        subjectType: 'user',
        subjectId: userId,
        ipAddress,
        details: { added: 'email' },
      })
    })
  } catch (error) {
    // The same address taken a moment ago by another account: the same answer.
    if (postgresError(error).code === UNIQUE_VIOLATION && (await taken())) return
    throw error
  }
  await withMailLocale(locale, () => getAuth().api.sendVerificationEmail({ body: { email } }))
}
