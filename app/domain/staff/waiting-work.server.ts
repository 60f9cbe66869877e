import { eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'

/** Counts only: the overview shows no patient details, so reading it is not a patient-data access. */
export async function countWaitingWork() {
  const db = getDb()
  const [[messages], [mail]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
  ])
  return { newContactMessages: Number(messages?.n ?? 0), failedMail: Number(mail?.n ?? 0) }
}
