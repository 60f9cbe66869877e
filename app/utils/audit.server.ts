import { type Database } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'

export type AuditEntry = {
  action: string
  actorUserId?: string | null
  subjectType?: string | null
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
