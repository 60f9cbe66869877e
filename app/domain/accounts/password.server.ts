import { isAPIError } from 'better-auth/api'
import { getDb } from '#app/db/client.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { CLIENT_IP_HEADER, getAuth, withMailLocale } from '#app/domain/accounts/auth.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { onlyCookies } from '#app/domain/accounts/session.server.ts'

/**
 * Sends a reset link if the address has an account. The caller answers the same way either way,
 * so the form never reveals who has an account. The e-mail is written in `locale`.
 */
export async function requestPasswordReset(
  email: string,
  headers: Headers,
  locale: Locale,
): Promise<void> {
  await withMailLocale(locale, () =>
    getAuth().api.requestPasswordReset({
      body: { email, redirectTo: `${appUrl()}${localizePath('/reset-password', locale)}` },
      headers,
    }),
  )
}

/** Sets a new password from a one-time link; every session of the account ends. */
export async function resetPasswordWithToken(
  token: string,
  newPassword: string,
): Promise<{ ok: boolean }> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } })
    return { ok: true }
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return { ok: false }
    throw error
  }
}

export type ChangePasswordResult =
  { ok: true; headers: Headers } | { ok: false; reason: 'wrong-current' }

/** Changes the password (the current one is required) and signs out every other device. */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<ChangePasswordResult> {
  try {
    const result = await getAuth().api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    })
    const id = result.response.user.id
    await recordAudit(getDb(), {
      action: 'password.changed',
      actorUserId: id,
      subjectType: 'user',
      subjectId: id,
      ipAddress: headers.get(CLIENT_IP_HEADER),
    })
    return { ok: true, headers: onlyCookies(result.headers) }
  } catch (error) {
    if (isAPIError(error) && (error.statusCode === 400 || error.statusCode === 401))
      return { ok: false, reason: 'wrong-current' }
    throw error
  }
}
