import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { recordAudit } from '#app/utils/audit.server.ts'

/** What happened to one ABHA field: the audit names it, never the value. */
function change(before: string | null, after: string | null) {
  return before === after ? 'unchanged' : after === null ? 'removed' : 'set'
}

/**
 * Keeps the holder's own ABHA number (14 digits) and address (stored form), or clears either when
 * left out. Audited as a change of the profile, naming what changed but never the values.
 */
export async function saveAccountAbha(
  userId: string,
  input: { abhaNumber?: string; abhaAddress?: string },
  ipAddress: string | null,
) {
  const abhaNumber = input.abhaNumber ?? null
  const abhaAddress = input.abhaAddress ?? null
  await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ abhaNumber: user.abhaNumber, abhaAddress: user.abhaAddress })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    if (!before) return
    await tx
      .update(user)
      .set({ abhaNumber, abhaAddress, updatedAt: new Date() })
      .where(eq(user.id, userId))
    await recordAudit(tx, {
      action: 'profile.updated',
      actorUserId: userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress,
      details: {
        abhaNumber: change(before.abhaNumber, abhaNumber),
        abhaAddress: change(before.abhaAddress, abhaAddress),
      },
    })
  })
}
