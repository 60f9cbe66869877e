import { eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'

/** E-mails the outbox gave up on: the front desk should contact those people another way. */
export async function countUndeliveredMail() {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
  return Number(row?.n ?? 0)
}
