import { and, count, desc, eq, gte, like, lt } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { addDays, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { PAGE_SIZE } from './staff-appointments.server.ts'

/** The audit trail for admins: read-only, newest first, filtered by action, person, record or day. */
export async function listAuditEntries(filters: {
  action?: string | null
  actor?: string | null
  subject?: string | null
  date?: string | null
  page?: number
}) {
  const conditions = []
  if (filters.action)
    conditions.push(like(auditLog.action, `${filters.action.replace(/[%_\\]/g, '')}%`))
  if (filters.actor) conditions.push(eq(user.email, filters.actor.toLowerCase()))
  if (filters.subject) conditions.push(eq(auditLog.subjectId, filters.subject))
  if (filters.date) {
    conditions.push(gte(auditLog.at, clinicTimeToUtc(filters.date, '00:00')))
    conditions.push(lt(auditLog.at, clinicTimeToUtc(addDays(filters.date, 1), '00:00')))
  }
  const where = conditions.length ? and(...conditions) : undefined
  const page = Math.max(1, filters.page ?? 1)
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        actorName: user.name,
        actorEmail: user.email,
        actorUserId: auditLog.actorUserId,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        ipAddress: auditLog.ipAddress,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(user, eq(auditLog.actorUserId, user.id))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    getDb()
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(user, eq(auditLog.actorUserId, user.id))
      .where(where),
  ])
  return {
    rows,
    total: Number(total?.n ?? 0),
    page,
    pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / PAGE_SIZE)),
  }
}
