import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type Role, user } from '#app/db/schema/auth.ts'
import { getAuth, RESET_PASSWORD_TOKEN_SECONDS } from '#app/domain/accounts/auth.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { DEFAULT_LOCALE, type Locale, localizePath } from '#app/utils/i18n/locales.ts'

/** Only admins create accounts this way: the message is the staff pages'. */
export class AccountExistsError extends DomainError {
  constructor() {
    super('conflict', messageRef('staff', 'people.accountExists'), 'email')
  }
}

/**
 * Creates an account whose owner chooses the password through a one-time link (valid one hour),
 * the same link a password reset sends. Used for admins, staff and doctors. The link opens the
 * page in `locale` (English unless said: the command-line script makes the first admin).
 */
export async function createAccountWithSetPasswordLink(input: {
  email: string
  name: string
  role: Role
  phone?: string | null
  createdBy?: string | null
  locale?: Locale
}): Promise<{ userId: string; setPasswordUrl: string }> {
  const email = input.email.trim().toLowerCase()
  const [existing] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email))
  if (existing) throw new AccountExistsError()

  const context = await getAuth().$context
  const created = await context.internalAdapter.createUser(
    {
      email,
      name: input.name.trim(),
      emailVerified: true,
      role: input.role,
      phone: input.phone ?? null,
    },
    { method: 'admin' },
  )
  // A credential account with a random password nobody knows, until the link sets a real one.
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash(randomBytes(32).toString('base64url')),
  })
  const token = randomBytes(24).toString('base64url')
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: created.id,
    expiresAt: new Date(Date.now() + RESET_PASSWORD_TOKEN_SECONDS * 1000),
  })
  await recordAudit(getDb(), {
    action: 'account.created',
    actorUserId: input.createdBy ?? null,
    subjectType: 'user',
    subjectId: created.id,
    details: { role: input.role },
  })
  const page = localizePath('/reset-password', input.locale ?? DEFAULT_LOCALE)
  return { userId: created.id, setPasswordUrl: `${appUrl()}${page}?token=${token}` }
}
