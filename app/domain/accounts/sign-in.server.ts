import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type Role, user } from '#app/db/schema/auth.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { CLIENT_IP_HEADER, getAuth, isAccountDisabled } from '#app/domain/accounts/auth.server.ts'
import { isSignInLocked, recordFailedSignIn } from './sign-in-failures.server.ts'
import { onlyCookies } from '#app/domain/accounts/session.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'

export type SignInResult =
  | { ok: true; headers: Headers; role: Role; userId: string; locale: Locale }
  | { ok: false; reason: 'invalid' | 'locked' | 'disabled' }

/**
 * The sign-in rules, in one place: an account with too many recent failures is locked for 15
 * minutes, a disabled account never signs in, a wrong e-mail and a wrong password look the same,
 * and every attempt is audited (never with the password).
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  const ipAddress = headers.get(CLIENT_IP_HEADER)
  if (await isSignInLocked(email)) return { ok: false, reason: 'locked' }
  const [account] = await getDb()
    .select({ id: user.id, disabledAt: user.disabledAt, role: user.role, locale: user.locale })
    .from(user)
    .where(eq(user.email, email))
  if (account && isAccountDisabled(account)) return { ok: false, reason: 'disabled' }
  try {
    const result = await getAuth().api.signInEmail({
      body: { email, password: input.password },
      headers,
      returnHeaders: true,
    })
    const id = result.response.user.id
    await recordAudit(getDb(), {
      action: 'sign_in.success',
      actorUserId: id,
      subjectType: 'user',
      subjectId: id,
      ipAddress,
    })
    return {
      ok: true,
      headers: onlyCookies(result.headers),
      role: account?.role ?? 'patient',
      userId: id,
      locale: account?.locale ?? 'en',
    }
  } catch (error) {
    if (!isAPIError(error) || (error.statusCode !== 401 && error.statusCode !== 400)) throw error
    await recordFailedSignIn(email)
    await recordAudit(getDb(), {
      action: 'sign_in.failure',
      subjectType: account ? 'user' : null,
      subjectId: account?.id ?? null,
      ipAddress,
    })
    return { ok: false, reason: 'invalid' }
  }
}

/** Ends this device's session on the server; the answer's cookies clear it in the browser. */
export async function signOut(headers: Headers): Promise<Headers> {
  try {
    const result = await getAuth().api.signOut({ headers, returnHeaders: true })
    return onlyCookies(result.headers)
  } catch (error) {
    // No session to end (already signed out, or expired): nothing to do.
    if (isAPIError(error)) return new Headers()
    throw error
  }
}
