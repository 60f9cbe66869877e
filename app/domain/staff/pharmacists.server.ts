import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { pharmacists } from '#app/db/schema/pharmacy.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Actor } from './staff-appointments.server.ts'

/**
 * A pharmacist's qualification and registration with the State Pharmacy Council: what lets a
 * pharmacist account check medicine orders, copied onto every order and step they take. Admins
 * give, correct and take them away on the person's page (like a pathologist's credentials).
 */
export type PharmacistCredentials = { qualification: string; registrationNumber: string }

/** The account's credentials, or null when it has none. */
export async function getPharmacistCredentials(
  userId: string,
): Promise<PharmacistCredentials | null> {
  const [row] = await getDb()
    .select({
      qualification: pharmacists.qualification,
      registrationNumber: pharmacists.registrationNumber,
    })
    .from(pharmacists)
    .where(eq(pharmacists.userId, userId))
  return row ?? null
}

/** Gives a pharmacist account its credentials, or corrects them. */
export async function savePharmacistCredentials(
  userId: string,
  input: PharmacistCredentials,
  actor: Actor,
) {
  await getDb().transaction(async (tx) => {
    const [account] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId))
    if (account?.role !== 'pharmacist')
      throw new DomainError('invalid', messageRef('pharmacyStaff', 'people.notPharmacist'))
    const [before] = await tx
      .select({ userId: pharmacists.userId })
      .from(pharmacists)
      .where(eq(pharmacists.userId, userId))
    await tx
      .insert(pharmacists)
      .values({ userId, ...input })
      .onConflictDoUpdate({ target: pharmacists.userId, set: input })
    await recordAudit(tx, {
      action: 'pharmacy.pharmacist_saved',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress: actor.ipAddress,
      details: { ...input, first: !before },
    })
  })
}

/**
 * Takes an account's credentials away (a registration lapsed, a pharmacist left): it can no longer
 * check orders. Orders it checked keep the name and registration copied onto them, and their
 * timelines and audit records theirs.
 */
export async function removePharmacistCredentials(userId: string, actor: Actor) {
  await getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(pharmacists)
      .where(eq(pharmacists.userId, userId))
      .returning({ userId: pharmacists.userId })
    if (removed.length === 0) return
    await recordAudit(tx, {
      action: 'pharmacy.pharmacist_removed',
      actorUserId: actor.userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress: actor.ipAddress,
    })
  })
}
