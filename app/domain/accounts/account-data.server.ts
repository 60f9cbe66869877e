import { and, desc, eq, exists, isNotNull, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { account, session, user } from '#app/db/schema/auth.ts'
import { getAuth } from '#app/domain/accounts/auth.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'

// The account's own data: its profile, its sessions and its password. Its export and its
// deletion, which reach into every area's records, are in app/domain/privacy/.

export async function getProfile(userId: string) {
  const [row] = await getDb()
    .select({
      name: user.name,
      email: user.email,
      phone: user.phone,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: user.phoneNumberVerified,
      emailVerified: user.emailVerified,
      mobileChannel: user.mobileChannel,
      emailNotices: user.emailNotices,
      abhaNumber: user.abhaNumber,
      abhaAddress: user.abhaAddress,
      createdAt: user.createdAt,
      // Accounts made with a mobile number have no password (they sign in by code).
      hasPassword: sql<boolean>`${exists(
        getDb()
          .select({ one: sql`1` })
          .from(account)
          .where(
            and(
              eq(account.userId, user.id),
              eq(account.providerId, 'credential'),
              isNotNull(account.password),
            ),
          ),
      )}`,
    })
    .from(user)
    .where(eq(user.id, userId))
  return row ?? null
}

export async function updateProfile(
  userId: string,
  input: { name: string; phone: string },
  ipAddress: string | null,
) {
  await getDb().transaction(async (tx) => {
    await tx
      .update(user)
      .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
      .where(eq(user.id, userId))
    await recordAudit(tx, {
      action: 'profile.updated',
      actorUserId: userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress,
    })
  })
}

/** The account's signed-in devices, newest first; never the session tokens. */
export async function listActiveSessions(userId: string, currentSessionId: string | null) {
  const rows = await getDb()
    .select({
      id: session.id,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt))
  const now = Date.now()
  return rows
    .filter((row) => row.expiresAt.getTime() > now)
    .map((row) => ({ ...row, current: row.id === currentSessionId }))
}

/** Ends every session of the account, this device's included. */
export async function signOutEverywhere(userId: string, ipAddress: string | null) {
  await getDb().transaction(async (tx) => {
    await tx.delete(session).where(eq(session.userId, userId))
    await recordAudit(tx, {
      action: 'sessions.revoked_all',
      actorUserId: userId,
      subjectType: 'user',
      subjectId: userId,
      ipAddress,
    })
  })
}
export async function verifyAccountPassword(userId: string, password: string): Promise<boolean> {
  const [credential] = await getDb()
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  if (!credential?.hash) return false
  const context = await getAuth().$context
  return context.password.verify({ hash: credential.hash, password })
}
