// One "server process" doing only the background work, for the several-processes test: it
// queues due reminders and delivers due mail and SMS until nothing is left, writing each delivery's
// outbox id to WORKER_SENT_FILE (appended, one line each) instead of sending it.
import { appendFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { closeDatabase, openDatabase, queryRows } from '#app/db/client.server.ts'
import { queueDueReminders } from '#app/domain/appointments/manage-appointment.server.ts'
import { deliverDueMail } from '#app/utils/mail.server.ts'

const file = process.env.WORKER_SENT_FILE!
await openDatabase({ kind: 'postgres', url: process.env.WORKER_DATABASE_URL! })
const deadline = Date.now() + 30_000
while (Date.now() < deadline) {
  await queueDueReminders()
  await deliverDueMail({
    batchSize: 3,
    transport: async (mail) => {
      // A little time per mail, as a real SMTP server takes, so the processes overlap.
      await new Promise((resolve) => setTimeout(resolve, 5))
      appendFileSync(file, `${mail.outboxId}\n`)
    },
    // Text messages (reminders to a mobile) go through the same outbox and are counted the same.
    smsTransport: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      appendFileSync(file, `${message.outboxId}\n`)
    },
  })
  const [left] = await queryRows<{ pending: number }>(
    sql`select count(*)::int as pending from mail_outbox where status = 'pending'`,
  )
  if (left?.pending === 0) break
}
await closeDatabase()
