import { count, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { labOrders, labPathologists } from '#app/db/schema/lab.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { postgresError } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Actor } from './staff-appointments.server.ts'

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * A pathologist's credentials: what lets a laboratory account verify reports, printed on every
 * report it verifies. Admins give, correct and take them away on the person's page.
 */
export type PathologistCredentials = { qualification: string; registrationNumber: string }

/** The account's credentials, or null when it has none. */
export async function getPathologistCredentials(
  userId: string,
): Promise<PathologistCredentials | null> {
  const [row] = await getDb()
    .select({
      qualification: labPathologists.qualification,
      registrationNumber: labPathologists.registrationNumber,
    })
    .from(labPathologists)
    .where(eq(labPathologists.userId, userId))
  return row ?? null
}

/** Gives a laboratory account a pathologist's credentials, or corrects them. */
export async function savePathologistCredentials(
  userId: string,
  input: PathologistCredentials,
  actor: Actor,
) {
  await getDb().transaction(async (tx) => {
    const [account] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId))
    if (account?.role !== 'lab')
      throw new DomainError('invalid', messageRef('staff', 'people.pathologist.notLab'))
    const [before] = await tx
      .select({ userId: labPathologists.userId })
      .from(labPathologists)
      .where(eq(labPathologists.userId, userId))
    await tx
      .insert(labPathologists)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: labPathologists.userId, set: input })
    await recordAudit(tx, {
      action: 'lab.pathologist_saved',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress: actor.ipAddress,
      details: { ...input, first: !before },
    })
  })
}

/**
 * Takes an account's credentials away: it can no longer verify reports. The credentials of a
 * pathologist who has verified reports stay (the reports show them); disabling the account stops
 * that person instead.
 */
export async function removePathologistCredentials(userId: string, actor: Actor) {
  const hasReports = () =>
    new DomainError('conflict', messageRef('staff', 'people.pathologist.hasReports'))
  try {
    await getDb().transaction(async (tx) => {
      const [signed] = await tx
        .select({ n: count() })
        .from(labOrders)
        .where(eq(labOrders.verifiedBy, userId))
      if (Number(signed?.n ?? 0) > 0) throw hasReports()
      const removed = await tx
        .delete(labPathologists)
        .where(eq(labPathologists.userId, userId))
        .returning({ userId: labPathologists.userId })
      if (removed.length === 0) return
      await recordAudit(tx, {
        action: 'lab.pathologist_removed',
        actorUserId: actor.userId,
        subjectType: 'user',
        subjectId: userId,
        ipAddress: actor.ipAddress,
      })
    })
  } catch (error) {
    // A report verified by them between the count and the removal: the reports keep them.
    if (postgresError(error).code === FOREIGN_KEY_VIOLATION) throw hasReports()
    throw error
  }
}
