import { type SQL, sql } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import type { AuditAction, AuditSubject } from './audit-actions.ts'

export type AuditEntry = {
  action: AuditAction
  actorUserId?: string | null
  subjectType?: AuditSubject | null
  subjectId?: string | null
  ipAddress?: string | null
  details?: Record<string, string | number | boolean | null>
}

/** Appends to the audit log, inside the caller's transaction when one is given. */
export async function recordAudit(executor: Pick<Database, 'insert'>, entry: AuditEntry) {
  await executor.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId ?? null,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    ipAddress: entry.ipAddress ?? null,
    details: entry.details ?? {},
  })
}

/**
 * Audits as part of a bigger statement: SQL that inserts the entry once for each row of the
 * earlier `WITH` entry `after`, whose `id` is the subject (nothing when that entry wrote nothing).
 */
export function auditAfter(after: string, entry: Omit<AuditEntry, 'subjectId'>): SQL {
  return sql`insert into ${auditLog} (action, actor_user_id, subject_type, subject_id, ip_address, details)
    select ${entry.action}, ${entry.actorUserId ?? null}, ${entry.subjectType ?? null}, id::text,
      ${entry.ipAddress ?? null}, ${JSON.stringify(entry.details ?? {})}::jsonb
    from ${sql.identifier(after)}`
}
