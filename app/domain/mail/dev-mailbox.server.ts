import { desc, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { devMailbox } from '#app/db/schema/mail.ts'
import { isUuid } from '#app/utils/uuid.ts'

/** The newest mail delivered to the local mailbox (demo mode without SMTP). */
export async function listDevMailbox(limit = 50) {
  return getDb()
    .select({
      id: devMailbox.id,
      toAddress: devMailbox.toAddress,
      subject: devMailbox.subject,
      text: devMailbox.text,
      attachments: devMailbox.attachments,
      deliveredAt: devMailbox.deliveredAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.deliveredAt))
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
