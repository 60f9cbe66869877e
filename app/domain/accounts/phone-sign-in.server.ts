import { createHash, randomBytes } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type Role, user } from '#app/db/schema/auth.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { getAuth, isAccountDisabled, withMailLocale } from './auth.server.ts'
import { onlyCookies } from './session.server.ts'

/** A new code for the same number no sooner than this. */
export const RESEND_AFTER_SECONDS = 30
/** Codes one number may receive in an hour, and one client address (SMS cost money). */
export const CODES_PER_NUMBER_PER_HOUR = 5
export const CODES_PER_ADDRESS_PER_HOUR = 20
/** How long a proven number may wait for the registration step (name and consent). */
export const REGISTRATION_WINDOW_SECONDS = 15 * 60

const HOUR_MS = 60 * 60_000

// Counters are keyed by a hash: the number itself never sits in the table.
const hashed = (value: string) => createHash('sha256').update(value).digest('hex')

function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000))
}

export type SendCodeResult =
  | { ok: true; resendAfterSeconds: number }
  | { ok: false; reason: 'not-mobile' }
  | { ok: false; reason: 'wait' | 'too-many'; retryAfterSeconds: number }

/**
 * Sends a sign-in code by SMS, in `locale`, whether or not the number has an account: the answer
 * is the same either way (no one learns who has an account). A number gets a new code no sooner
 * than 30 seconds after the last one, at most 5 an hour; a client address at most 20 an hour.
 */
export async function sendSignInCode(
  phone: string,
  locale: Locale,
  ipAddress: string | null,
): Promise<SendCodeResult> {
  if (!isIndianMobile(phone)) return { ok: false, reason: 'not-mobile' }
  const key = hashed(phone)
  const resend = windowCounter('phone-code-resend', RESEND_AFTER_SECONDS * 1000)
  const recent = await resend.get(key)
  if (recent && recent.totalHits > 0 && recent.resetTime)
    return { ok: false, reason: 'wait', retryAfterSeconds: secondsUntil(recent.resetTime) }
  const perNumber = await windowCounter('phone-code-number', HOUR_MS).increment(key)
  if (perNumber.totalHits > CODES_PER_NUMBER_PER_HOUR)
    return { ok: false, reason: 'too-many', retryAfterSeconds: secondsUntil(perNumber.resetTime!) }
  if (ipAddress) {
    const perAddress = await windowCounter('phone-code-address', HOUR_MS).increment(
      hashed(ipAddress),
    )
    if (perAddress.totalHits > CODES_PER_ADDRESS_PER_HOUR)
      return {
        ok: false,
        reason: 'too-many',
        retryAfterSeconds: secondsUntil(perAddress.resetTime!),
      }
  }
  await resend.increment(key)
  await withMailLocale(locale, () =>
    getAuth().api.sendPhoneNumberOTP({ body: { phoneNumber: phone } }),
  )
  return { ok: true, resendAfterSeconds: RESEND_AFTER_SECONDS }
}

/**
 * The 30 seconds hold back a second code while one is on its way; once a code is used, the next
 * one (signing in again, on another device) may follow at once. The hourly cap still counts it.
 */
async function codeUsed(phone: string) {
  await windowCounter('phone-code-resend', RESEND_AFTER_SECONDS * 1000).resetKey(hashed(phone))
}

/** Seconds until this number may have a new code (0: now). */
export async function secondsUntilResend(phone: string): Promise<number> {
  const recent = await windowCounter('phone-code-resend', RESEND_AFTER_SECONDS * 1000).get(
    hashed(phone),
  )
  return recent?.totalHits && recent.resetTime ? secondsUntil(recent.resetTime) : 0
}

export type CodeRefusal = 'wrong' | 'expired' | 'too-many' | 'disabled'

export type SignedIn = {
  kind: 'signed-in'
  headers: Headers
  userId: string
  role: Role
  locale: Locale
  created: boolean
}

export type VerifyCodeResult =
  | ({ ok: true } & SignedIn)
  /** The code was right and the number has no account: the registration step comes next. */
  | { ok: true; kind: 'new-number'; registrationToken: string }
  | { ok: false; reason: CodeRefusal }

/**
 * Checks a sign-in code (used once; wrong five times, it is spent; expired after five minutes).
 * A right code signs in the number's account; for a number without one, it creates the account
 * when `registration` carries the person's name and consent, else returns a token for the
 * registration step.
 */
export async function verifySignInCode(input: {
  phone: string
  code: string
  ipAddress: string | null
  registration?: { name: string; locale: Locale }
}): Promise<VerifyCodeResult> {
  const checked = await consumeCode(input.phone, input.code)
  if (checked === 'ok') await codeUsed(input.phone)
  else {
    await recordAudit(getDb(), {
      action: 'sign_in.failure',
      ipAddress: input.ipAddress,
      details: { method: 'phone' },
    })
    return { ok: false, reason: checked }
  }
  const existing = await findAccountByPhone(input.phone)
  if (existing) {
    if (isAccountDisabled(existing)) return { ok: false, reason: 'disabled' }
    return { ok: true, ...(await signIn(existing, input.ipAddress, false)) }
  }
  if (input.registration)
    return {
      ok: true,
      ...(await createPhoneAccount(input.phone, input.registration, input.ipAddress)),
    }
  return {
    ok: true,
    kind: 'new-number',
    registrationToken: await rememberProvenNumber(input.phone),
  }
}

/**
 * The registration step after a proven number: the person's name and consent. The token is the
 * proof (single use, 15 minutes); a number that got an account meanwhile just signs in.
 */
export async function completePhoneRegistration(input: {
  registrationToken: string
  name: string
  locale: Locale
  ipAddress: string | null
}): Promise<({ ok: true } & SignedIn) | { ok: false; reason: 'expired' | 'disabled' }> {
  const phone = await takeProvenNumber(input.registrationToken)
  if (!phone) return { ok: false, reason: 'expired' }
  const existing = await findAccountByPhone(phone)
  if (existing) {
    if (isAccountDisabled(existing)) return { ok: false, reason: 'disabled' }
    return { ok: true, ...(await signIn(existing, input.ipAddress, false)) }
  }
  return { ok: true, ...(await createPhoneAccount(phone, input, input.ipAddress)) }
}

/**
 * Checks a code sent to the signed-in person's own number, to confirm something grave (deleting
 * an account that has no password). Same rules as signing in: once, 5 minutes, 5 wrong tries.
 */
export async function confirmWithCode(phone: string, code: string): Promise<'ok' | CodeRefusal> {
  const checked = await consumeCode(phone, code)
  if (checked === 'ok') await codeUsed(phone)
  return checked
}

async function consumeCode(phone: string, code: string): Promise<'ok' | CodeRefusal> {
  try {
    await getAuth().api.consumePhoneNumberOTP({ body: { phoneNumber: phone, code } })
    return 'ok'
  } catch (error) {
    if (!isAPIError(error)) throw error
    const reason = (error.body as { code?: string } | undefined)?.code
    if (reason === 'TOO_MANY_ATTEMPTS') return 'too-many'
    if (reason === 'OTP_EXPIRED' || reason === 'OTP_NOT_FOUND') return 'expired'
    return 'wrong'
  }
}

async function findAccountByPhone(phone: string) {
  const [row] = await getDb()
    .select({ id: user.id, disabledAt: user.disabledAt, role: user.role, locale: user.locale })
    .from(user)
    .where(eq(user.phoneNumber, phone))
  return row ?? null
}

async function createPhoneAccount(
  phone: string,
  profile: { name: string; locale: Locale },
  ipAddress: string | null,
): Promise<SignedIn> {
  // Written here, not through better-auth: its user type insists on an e-mail address.
  const id = randomBytes(24).toString('base64url')
  try {
    await getDb().insert(user).values({
      id,
      name: profile.name.trim(),
      phoneNumber: phone,
      phoneNumberVerified: true,
      locale: profile.locale,
      privacyConsentAt: new Date(),
    })
  } catch (error) {
    // The same number registered a moment ago (another tab): that account is this person's.
    const existing =
      postgresError(error).code === UNIQUE_VIOLATION && (await findAccountByPhone(phone))
    if (!existing || isAccountDisabled(existing)) throw error
    return signIn(existing, ipAddress, false)
  }
  await recordAudit(getDb(), {
    action: 'account.created',
    actorUserId: id,
    subjectType: 'user',
    subjectId: id,
    ipAddress,
    details: { method: 'phone' },
  })
  return signIn({ id, role: 'patient', locale: profile.locale }, ipAddress, true)
}

async function signIn(
  account: { id: string; role: Role; locale: Locale },
  ipAddress: string | null,
  created: boolean,
) {
  const userId = account.id
  const result = await getAuth().api.createSessionForProvenUser({
    body: { userId },
    returnHeaders: true,
  })
  await recordAudit(getDb(), {
    action: 'sign_in.success',
    actorUserId: userId,
    subjectType: 'user',
    subjectId: userId,
    ipAddress,
    details: { method: 'phone' },
  })
  return {
    kind: 'signed-in' as const,
    headers: onlyCookies(result.headers),
    userId,
    role: account.role,
    locale: account.locale,
    created,
  }
}

const PROVEN_PREFIX = 'phone-proven:'

async function rememberProvenNumber(phone: string): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const context = await getAuth().$context
  await context.internalAdapter.createVerificationValue({
    identifier: `${PROVEN_PREFIX}${token}`,
    value: phone,
    expiresAt: new Date(Date.now() + REGISTRATION_WINDOW_SECONDS * 1000),
  })
  return token
}

async function takeProvenNumber(token: string): Promise<string | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null
  const context = await getAuth().$context
  const identifier = `${PROVEN_PREFIX}${token}`
  const consumed = await context.internalAdapter.consumeVerificationValue(identifier)
  if (!consumed || consumed.expiresAt < new Date()) return null
  return consumed.value
}

export type ConfirmMobileResult = { ok: true } | { ok: false; reason: CodeRefusal | 'taken' }

/**
 * Adds (or changes) the mobile number a signed-in person signs in with, once the code sent to it
 * is typed back: a number is only ever stored proven. A number that already signs in to another
 * account is refused (said only to whoever holds that phone).
 */
export async function confirmAccountMobile(input: {
  userId: string
  phone: string
  code: string
  headers: Headers
  ipAddress: string | null
}): Promise<ConfirmMobileResult> {
  try {
    await getAuth().api.verifyPhoneNumber({
      body: { phoneNumber: input.phone, code: input.code, updatePhoneNumber: true },
      headers: input.headers,
    })
  } catch (error) {
    if (!isAPIError(error)) throw error
    const reason = (error.body as { code?: string } | undefined)?.code
    if (reason === 'PHONE_NUMBER_EXIST') return { ok: false, reason: 'taken' }
    if (reason === 'TOO_MANY_ATTEMPTS') return { ok: false, reason: 'too-many' }
    if (reason === 'OTP_EXPIRED' || reason === 'OTP_NOT_FOUND')
      return { ok: false, reason: 'expired' }
    if (reason === 'INVALID_OTP') return { ok: false, reason: 'wrong' }
    throw error
  }
  await codeUsed(input.phone)
  await recordAudit(getDb(), {
    action: 'phone_number.verified',
    actorUserId: input.userId,
    subjectType: 'user',
    subjectId: input.userId,
    ipAddress: input.ipAddress,
  })
  return { ok: true }
}
