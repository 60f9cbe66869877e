import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Rate-limit counters live in the database so that every server process shares them. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
