import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, getDb, openDatabase } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { seedDemoData, seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'

const WORKERS = 3

// Several server processes on one PostgreSQL: the background work (reminders, the mail outbox)
// must still happen exactly once. Real processes, racing on a real server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('background work with several processes', () => {
  let drop: (() => Promise<void>) | undefined
  let url = ''
  const dir = mkdtempSync(path.join(tmpdir(), 'maindoctor-workers-'))
  const sentFile = path.join(dir, 'sent.txt')

  beforeAll(async () => {
    await closeDatabase()
    const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'md_workers')
    drop = created.drop
    url = created.url
    const database = await openDatabase({ kind: 'postgres', url })
    await database.migrate()
    await seedSiteContent(getDb())
    await seedDemoData(getDb())
  })
  afterAll(async () => {
    await closeDatabase()
    await drop?.()
    rmSync(dir, { recursive: true, force: true })
  })

  it('sends every mail and every reminder once, however many processes run the work', async () => {
    const [doctor] = await getDb().select({ id: doctors.id }).from(doctors).limit(1)
    // Each within the next day: due for its reminder (24 hours ahead), whenever the test runs.
    const booked = await getDb()
      .insert(appointments)
      .values(
        Array.from({ length: 20 }, (_, index) => {
          const startsAt = new Date(Date.now() + (60 + index * 30) * 60_000)
          return {
            doctorId: doctor!.id,
            patientName: `Patient ${index}`,
            patientEmail: `patient-${index}@example.com`,
            patientPhone: '+919876543210',
            startsAt,
            endsAt: new Date(startsAt.getTime() + 10 * 60_000),
            mode: 'in_person' as const,
            status: 'requested' as const,
            manageTokenHash: randomUUID(),
            requestKey: randomUUID(),
          }
        }),
      )
      .returning({ id: appointments.id })
    await queueMail(
      getDb(),
      Array.from({ length: 40 }, (_, index) => ({
        to: `person-${index}@example.com`,
        subject: `Message ${index}`,
        text: 'Hello',
        kind: 'test.message',
        language: 'en' as const,
      })),
    )
    writeFileSync(sentFile, '')

    const exits = await Promise.all(
      Array.from(
        { length: WORKERS },
        () =>
          new Promise<number | null>((resolve) => {
            const child = spawn(
              process.execPath,
              ['--import', 'tsx', 'tests/support/background-worker.ts'],
              {
                env: {
                  ...process.env,
                  WORKER_DATABASE_URL: url,
                  WORKER_SENT_FILE: sentFile,
                  LOG_LEVEL: 'silent',
                },
                stdio: ['ignore', 'ignore', 'inherit'],
              },
            )
            child.on('exit', (code) => resolve(code))
          }),
      ),
    )
    expect(exits).toEqual(Array.from({ length: WORKERS }, () => 0))

    const sent = readFileSync(sentFile, 'utf8').split('\n').filter(Boolean)
    const outbox = await getDb()
      .select({ id: mailOutbox.id, kind: mailOutbox.kind })
      .from(mailOutbox)
    expect(outbox.filter((mail) => mail.kind === 'appointment.reminder')).toHaveLength(
      booked.length,
    )
    // The patients' mobile gets each reminder by SMS too, also exactly once.
    expect(outbox.filter((mail) => mail.kind === 'appointment.reminder.sms')).toHaveLength(
      booked.length,
    )
    expect(sent.length).toBe(new Set(sent).size)
    expect(new Set(sent)).toEqual(new Set(outbox.map((mail) => mail.id)))
    for (const { id } of booked) {
      const [row] = await getDb()
        .select({ reminderSentAt: appointments.reminderSentAt })
        .from(appointments)
        .where(eq(appointments.id, id))
      expect(row?.reminderSentAt).not.toBeNull()
    }
  }, 60_000)
})
