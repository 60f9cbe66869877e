import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { CLIENT_IP_HEADER, getAuth, withMailLocale } from '#app/domain/accounts/auth.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { saveAccountLanguage } from './language.server.ts'
import { onlyCookies } from '#app/domain/accounts/session.server.ts'

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
