import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import type { MobileChannel } from '#app/db/schema/family-values.ts'
import { recordAudit } from '#app/utils/audit.server.ts'

/**
 * Saves how the account wants notices (appointment-notices.ts reads them). The e-mail choice is
 * only offered, and so only changed, when the account has an address: an account by mobile
 * number that adds one later gets e-mail by default, as every account does.
 */
export async function updateNoticePreferences(
  userId: string,
  input: { mobileChannel: MobileChannel; emailNotices?: boolean },
  ipAddress: string | null,
) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId))
    if (!row) return
    const emailNotices = row.email ? Boolean(input.emailNotices) : undefined
    await tx
      .update(user)
      .set({ mobileChannel: input.mobileChannel, emailNotices, updatedAt: new Date() })
      .where(eq(user.id, userId))
    await recordAudit(tx, {
      action: 'notices.changed',
      actorUserId: userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress,
      details: { mobileChannel: input.mobileChannel, emailNotices: emailNotices ?? null },
    })
  })
}
