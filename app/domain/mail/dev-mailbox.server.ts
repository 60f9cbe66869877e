import { desc } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { devMailbox } from '#app/db/schema/mail.ts'

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
