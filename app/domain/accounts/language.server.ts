import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'

/** Keeps a person's language in their account: e-mails and messages go out in it. */
export async function saveAccountLanguage(userId: string, locale: Locale): Promise<void> {
  await getDb().update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId))
}

/** The language an account reads in. */
export async function accountLanguage(userId: string): Promise<Locale> {
  const [row] = await getDb()
    .select({ locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  return row?.locale ?? 'en'
}
