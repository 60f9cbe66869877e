import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export type MailAttachment = { filename: string; contentType: string; content: string }

/**
 * The registered template an SMS or WhatsApp text fills (app/domain/messages/text-messages.ts)
 * and its variables' values in the order the message's language places them: what DLT-bound SMS
 * providers and WhatsApp templates are sent instead of free text (docs/decisions/0011).
 */
export type MessageTemplateRef = { key: string; variables: string[] }

/** How a message goes out: each channel is a provider behind one interface (mail.server.ts). */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]

/**
 * The outbox of every message that leaves the clinic — e-mail, SMS, WhatsApp: written in the same
 * transaction as the change that causes it, and delivered by a worker with retries, so a crash
 * between "saved" and "sent" never loses a message and none is sent twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
    /** An e-mail address, or a mobile number in E.164 form (+919876543210) for SMS and WhatsApp. */
    toAddress: text('to_address').notNull(),
    /** Empty for SMS and WhatsApp. */
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** SMS and WhatsApp: the template the text fills, with its variables; null for e-mail. */
    template: jsonb('template').$type<MessageTemplateRef>(),
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

/**
 * Where messages are delivered when no provider is configured for their channel (demo mode):
 * e-mail shown at /dev/mailbox, SMS and WhatsApp at /dev/sms.
 */
export const devMailbox = pgTable('dev_mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  outboxId: uuid('outbox_id').notNull().unique(),
  channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
})
