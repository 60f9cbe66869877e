import { desc, eq, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** What both local outbox pages show of a message, with the language it was written in. */
const DELIVERED = {
  id: devMailbox.id,
  toAddress: devMailbox.toAddress,
  text: devMailbox.text,
  deliveredAt: devMailbox.deliveredAt,
  // The outbox row may have been cleared since: English then.
  language: sql<Locale>`coalesce(${mailOutbox.language}, 'en')`,
}

/** Newest first; messages delivered together (one run of the worker) newest queued first. */
const NEWEST_FIRST = [desc(devMailbox.deliveredAt), desc(mailOutbox.createdAt)]

/** The newest mail delivered to the local mailbox (demo mode without SMTP). */
export async function listDevMailbox(limit = 50) {
  return getDb()
    .select({ ...DELIVERED, subject: devMailbox.subject, attachments: devMailbox.attachments })
    .from(devMailbox)
    .leftJoin(mailOutbox, eq(mailOutbox.id, devMailbox.outboxId))
    .where(eq(devMailbox.channel, 'email'))
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
}

/** The newest SMS and WhatsApp messages delivered to the local outbox (demo mode without a gateway). */
export async function listDevSms(limit = 50) {
  return getDb()
    .select({ ...DELIVERED, channel: devMailbox.channel })
    .from(devMailbox)
    .leftJoin(mailOutbox, eq(mailOutbox.id, devMailbox.outboxId))
    .where(ne(devMailbox.channel, 'email'))
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
}

/** One attachment of a delivered mail, by its position, or null when there is none. */
export async function findDevMailboxAttachment(mailId: string, index: number) {
  if (!isUuid(mailId) || !Number.isInteger(index) || index < 0) return null
  const [mail] = await getDb()
    .select({ attachments: devMailbox.attachments })
    .from(devMailbox)
    .where(eq(devMailbox.id, mailId))
  return mail?.attachments[index] ?? null
}
