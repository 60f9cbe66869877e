import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Who did what to which record, when and from where. Rows are only ever inserted: the app has no
 * code path that updates or deletes them (account deletion only blanks the IP address). `details`
 * holds identifiers and outcomes, never passwords, tokens or health information.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorUserId),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId),
  ],
)
