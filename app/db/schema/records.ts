import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { RECORD_KINDS } from './record-values.ts'

export {
  DEFAULT_SHARE_LIFETIME,
  RECORD_KINDS,
  type RecordKindValue,
  SHARE_LIFETIMES,
  type ShareLifetime,
} from './record-values.ts'

/**
 * A patient's link to one of their records, for a doctor elsewhere (issue 50): opens the record
 * without signing in until `expires_at`, or until the patient revokes it. The token is derived
 * from the form's one-time key with the server secret (app/utils/private-link.server.ts), so a
 * form sent twice makes one link and the patient's list can show it again; only its SHA-256 is
 * stored. Every opening counts here and is written to the audit log.
 */
export const recordShares = pgTable(
  'record_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountUserId: text('account_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recordKind: text('record_kind', { enum: RECORD_KINDS }).notNull(),
    /** The record's id in its own table (appointment, OPD visit, prescription, lab order). */
    recordId: uuid('record_id').notNull(),
    /** The sharing form's one-time key: the token is made from it. */
    requestKey: text('request_key').notNull().unique(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [
    index('record_shares_account_idx').on(table.accountUserId, table.createdAt),
    check('record_shares_expiry_after_creation', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
)
