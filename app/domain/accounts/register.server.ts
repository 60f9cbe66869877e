import { isAPIError } from 'better-auth/api'
import { getAuth } from '#app/utils/auth.server.ts'
import { onlyCookies } from '#app/utils/session.server.ts'

export type RegisterResult = { ok: true; headers: Headers } | { ok: false; reason: 'exists' }

/** Creates a patient account, signs it in, and sends the e-mail verification link. */
export async function registerPatient(
  input: { name: string; email: string; phone: string; password: string },
  headers: Headers,
): Promise<RegisterResult> {
  try {
    const result = await getAuth().api.signUpEmail({
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        phone: input.phone,
        privacyConsentAt: new Date(),
      },
      headers,
      returnHeaders: true,
    })
    return { ok: true, headers: onlyCookies(result.headers) }
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 422) return { ok: false, reason: 'exists' }
    throw error
  }
}

/** Confirms an e-mail address from the link we sent; signs the person in on success. */
export async function verifyEmailAddress(token: string): Promise<{ ok: true; headers: Headers } | { ok: false }> {
  try {
    const result = await getAuth().api.verifyEmail({ query: { token }, returnHeaders: true })
    return { ok: true, headers: onlyCookies(result.headers) }
  } catch (error) {
    if (isAPIError(error)) return { ok: false }
    throw error
  }
}
