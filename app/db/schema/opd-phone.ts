import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { opdVisits } from './opd.ts'

/**
 * What the patient's phone was given for an OPD visit (issue 49 item 5; decision 0022): the
 * private link of a walk-in's token page (only the SHA-256 of its code, like an appointment's
 * manage link) and when the "your turn is near" SMS was claimed. The claim is one conditional
 * statement, so several processes moving the same queue never send it twice.
 */
export const opdVisitNotices = pgTable(
  'opd_visit_notices',
  {
    visitId: uuid('visit_id')
      .primaryKey()
      .references(() => opdVisits.id, { onDelete: 'cascade' }),
    /** SHA-256 of the walk-in's token-page code (null for a booked patient: their manage link). */
    linkTokenHash: text('link_token_hash'),
    /** When the "few patients ahead" message was claimed (at most once per visit). */
    nearTurnAt: timestamp('near_turn_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('opd_visit_notices_link_idx').on(table.linkTokenHash)],
)
