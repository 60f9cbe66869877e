import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /**
     * The account that sent it while signed in. A guest's message is joined to an account only
     * through an address that account has verified (see account-data.server.ts).
     */
    senderUserId: text('sender_user_id'),
    /** The language the sender wrote in ('en' or 'hi'): the front desk's reply goes out in it. */
    locale: text('locale', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['new', 'read', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_sender_idx').on(table.senderUserId),
    index('contact_messages_email_idx').on(table.email),
  ],
)

/** Replies the front desk sent from the dashboard, kept with the message they answer. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId)],
)
