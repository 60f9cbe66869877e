import { and, desc, eq, gt, inArray, or } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { account, session, user } from '#app/db/schema/auth.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'

export async function getProfile(userId: string) {
  const [row] = await getDb()
    .select({ name: user.name, email: user.email, phone: user.phone, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
  return row ?? null
}

export async function updateProfile(userId: string, input: { name: string; phone: string }, ipAddress: string | null) {
  await getDb().transaction(async (tx) => {
    await tx.update(user).set({ name: input.name, phone: input.phone, updatedAt: new Date() }).where(eq(user.id, userId))
    await recordAudit(tx, { action: 'profile.updated', actorUserId: userId, subjectType: 'user', subjectId: userId, ipAddress })
  })
}

/** The account's signed-in devices, newest first; never the session tokens. */
export async function listActiveSessions(userId: string, currentSessionId: string | null) {
  const rows = await getDb()
    .select({ id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
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
    await recordAudit(tx, { action: 'sessions.revoked_all', actorUserId: userId, subjectType: 'user', subjectId: userId, ipAddress })
  })
}

/** Everything we hold about the account, for the person it belongs to (right of access). */
export async function exportAccountData(userId: string) {
  const db = getDb()
  const [profile] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phone,
      role: user.role,
      privacyConsentAt: user.privacyConsentAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
  if (!profile) return null
  const [sessions, logins, messages, activity, bookings] = await Promise.all([
    db
      .select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, userId)),
    db.select({ providerId: account.providerId, createdAt: account.createdAt }).from(account).where(eq(account.userId, userId)),
    db
      .select({
        createdAt: contactMessages.createdAt,
        subject: contactMessages.subject,
        message: contactMessages.message,
        phone: contactMessages.phone,
        status: contactMessages.status,
      })
      .from(contactMessages)
      .where(eq(contactMessages.email, profile.email)),
    db
      .select({ at: auditLog.at, action: auditLog.action, ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(or(eq(auditLog.actorUserId, userId), and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId))))
      .orderBy(desc(auditLog.at)),
    db
      .select({
        doctor: doctors.name,
        startsAt: appointments.startsAt,
        mode: appointments.mode,
        status: appointments.status,
        reason: appointments.reason,
        name: appointments.patientName,
        phone: appointments.patientPhone,
        createdAt: appointments.createdAt,
      })
      .from(appointments)
      .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
      .where(eq(appointments.patientUserId, userId)),
  ])
  return {
    exportedAt: new Date().toISOString(),
    profile,
    signInMethods: logins,
    sessions,
    appointments: bookings,
    contactMessages: messages,
    accountActivity: activity,
  }
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

/**
 * Deletes the account (right to erasure). Personal data goes: the profile, sign-in methods and
 * sessions, and the text of contact messages sent from its address. What must be kept for the
 * clinic's records stays, anonymised: the audit trail keeps the opaque account id but loses IP
 * addresses, and contact messages keep only their date and subject.
 */
export async function deleteAccount(userId: string) {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId))
    if (!row) return
    await tx
      .update(contactMessages)
      .set({ name: '[deleted]', email: `deleted-${userId}@invalid`, phone: '', message: '[deleted at the sender’s request]' })
      .where(eq(contactMessages.email, row.email))
    // Appointments are medical records: kept, without contact details; future ones are cancelled
    // so their times become free.
    await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: 'Account deleted', updatedAt: new Date() })
      .where(and(eq(appointments.patientUserId, userId), inArray(appointments.status, ['requested', 'confirmed']), gt(appointments.startsAt, new Date())))
    await tx
      .update(appointments)
      .set({ patientName: '[deleted]', patientEmail: `deleted-${userId}@invalid`, patientPhone: '', reason: '' })
      .where(eq(appointments.patientUserId, userId))
    await tx.update(auditLog).set({ ipAddress: null }).where(or(eq(auditLog.actorUserId, userId), eq(auditLog.subjectId, userId)))
    await tx.delete(user).where(eq(user.id, userId))
    await recordAudit(tx, { action: 'account.deleted', actorUserId: userId, subjectType: 'user', subjectId: userId })
  })
}
