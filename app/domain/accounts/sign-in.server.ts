import { isAPIError } from 'better-auth/api'
import { getAuth } from '#app/utils/auth.server.ts'
import { onlyCookies } from '#app/utils/session.server.ts'

export type SignInResult = { ok: true; headers: Headers } | { ok: false; reason: 'invalid' | 'locked' | 'disabled' }

/** Signs in with e-mail and password; a wrong e-mail and a wrong password look the same. */
export async function signInWithPassword(
  input: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  try {
    const result = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    })
    return { ok: true, headers: onlyCookies(result.headers) }
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 429) return { ok: false, reason: 'locked' }
    if (isAPIError(error) && error.statusCode === 403) return { ok: false, reason: 'disabled' }
    if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) return { ok: false, reason: 'invalid' }
    throw error
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
