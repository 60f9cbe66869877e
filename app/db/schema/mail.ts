import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export type MailAttachment = { filename: string; contentType: string; content: string }

/**
 * The outbox: mail is written here in the same transaction as the change that causes it, and a
 * worker delivers it with retries, so a crash between "saved" and "sent" never loses a message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Why the mail exists (e.g. contact.acknowledgement); never personal data. */
    kind: text('kind').notNull(),
    /** The language the mail is written in (the reader's): the dev mailbox marks it so. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt)],
)

/** Where mail is delivered when no SMTP server is configured (demo mode), shown at /dev/mailbox. */
export const devMailbox = pgTable('dev_mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  outboxId: uuid('outbox_id').notNull().unique(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
})
