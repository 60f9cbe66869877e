import { asc, eq, sql } from 'drizzle-orm'
import { beforeEach, expect, it, vi } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { devMailbox, mailOutbox } from '#app/db/schema/mail.ts'
import { listDevMailbox } from '#app/domain/mail/dev-mailbox.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { getEnv } from './env.server.ts'
import { queueSms } from './sms.server.ts'
import {
  deliverDueMail,
  MAIL_RETENTION_DAYS,
  MAX_MAIL_ATTEMPTS,
  pruneOldMail,
  queueMail,
  retryDelayMinutes,
} from './mail.server.ts'

const mail = {
  to: 'patient@example.com',
  subject: 'Hello',
  text: 'Body',
  kind: 'test.mail',
  language: 'en' as const,
}

const sms = {
  to: '+919876543210',
  text: 'Text',
  kind: 'test.sms',
  language: 'en' as const,
  template: { key: 'test.sms', variables: [] },
}

describeOnEachDatabase('mail outbox', () => {
  beforeEach(async () => {
    await getDb().delete(mailOutbox)
    await getDb().delete(devMailbox)
  })

  it('delivers queued mail to the local mailbox exactly once', async () => {
    await queueMail(getDb(), mail)
    expect(await deliverDueMail()).toEqual({ claimed: 1, sent: 1 })
    expect(await deliverDueMail()).toEqual({ claimed: 0, sent: 0 })
    const delivered = await getDb().select().from(devMailbox)
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ toAddress: 'patient@example.com', subject: 'Hello' })
    const [row] = await getDb().select().from(mailOutbox)
    expect(row?.status).toBe('sent')
  })

  it('removes sent mail and its mailbox copy after the retention period, never mail still to send', async () => {
    await queueMail(getDb(), [mail, { ...mail, subject: 'Recent' }])
    await deliverDueMail()
    await queueMail(getDb(), { ...mail, subject: 'Still waiting' })
    const old = sql`now() - make_interval(days => ${MAIL_RETENTION_DAYS + 1})`
    await getDb().update(mailOutbox).set({ createdAt: old }).where(eq(mailOutbox.subject, 'Hello'))
    await getDb()
      .update(mailOutbox)
      .set({ createdAt: old })
      .where(eq(mailOutbox.subject, 'Still waiting'))
    await getDb()
      .update(devMailbox)
      .set({ deliveredAt: old })
      .where(eq(devMailbox.subject, 'Hello'))
    expect(await pruneOldMail()).toEqual({ outbox: 1, mailbox: 1 })
    const left = await getDb().select({ subject: mailOutbox.subject }).from(mailOutbox)
    expect(left.map((row) => row.subject).sort()).toEqual(['Recent', 'Still waiting'])
    expect(
      (await getDb().select({ subject: devMailbox.subject }).from(devMailbox)).map(
        (r) => r.subject,
      ),
    ).toEqual(['Recent'])
  })

  it('never sends one mail twice when two workers run at once', async () => {
    await queueMail(
      getDb(),
      Array.from({ length: 10 }, (_, i) => ({ ...mail, subject: `Mail ${i}` })),
    )
    const transport = vi.fn(async () => {})
    const results = await Promise.all([
      deliverDueMail({ transport }),
      deliverDueMail({ transport }),
    ])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(10)
    expect(transport).toHaveBeenCalledTimes(10)
    const subjects = transport.mock.calls.map(
      (call) => (call as unknown as [{ subject: string }])[0].subject,
    )
    expect(new Set(subjects).size).toBe(10)
  })

  it("delivers to the local mailbox once when workers run at once, from each channel's sender", async () => {
    await queueMail(
      getDb(),
      Array.from({ length: 12 }, (_, i) => ({ ...mail, subject: `Mail ${i}` })),
    )
    await queueSms(getDb(), sms)
    const results = await Promise.all([
      deliverDueMail({ batchSize: 5 }),
      deliverDueMail({ batchSize: 5 }),
      deliverDueMail({ batchSize: 5 }),
    ])
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(13)
    expect(await deliverDueMail()).toEqual({ claimed: 0, sent: 0 })
    const outbox = await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))
    expect(outbox.map((row) => [row.status, row.attempts])).toEqual(outbox.map(() => ['sent', 1]))
    const delivered = await getDb().select().from(devMailbox)
    expect(new Set(delivered.map((row) => row.outboxId)).size).toBe(13)
    const env = getEnv()
    expect(delivered.find((row) => row.channel === 'sms')).toMatchObject({
      fromAddress: env.SMS_SENDER,
      toAddress: '+919876543210',
      subject: '',
    })
    const mails = delivered.filter((row) => row.channel === 'email')
    expect(new Set(mails.map((row) => row.fromAddress))).toEqual(new Set([env.MAIL_FROM]))
  })

  it('lists one delivery run newest first, in the order the mail was queued', async () => {
    for (const [i, subject] of ['First', 'Second', 'Third'].entries()) {
      await queueMail(getDb(), { ...mail, subject })
      // A second apart: PGlite's clock can give two statements in a row the same millisecond.
      await getDb()
        .update(mailOutbox)
        .set({ createdAt: sql`now() - make_interval(secs => ${10 - i})` })
        .where(eq(mailOutbox.subject, subject))
    }
    expect(await deliverDueMail()).toEqual({ claimed: 3, sent: 3 })
    expect((await listDevMailbox()).map((row) => row.subject)).toEqual(['Third', 'Second', 'First'])
  })

  it('sends e-mail through its provider while text messages without one go to the local outbox', async () => {
    await queueMail(getDb(), mail)
    await queueSms(getDb(), sms)
    const transport = vi.fn(async () => {})
    expect(await deliverDueMail({ transport })).toEqual({ claimed: 2, sent: 2 })
    expect(transport).toHaveBeenCalledTimes(1)
    const delivered = await getDb().select().from(devMailbox)
    expect(delivered.map((row) => row.channel)).toEqual(['sms'])
  })

  it('keeps mail that fails to send and retries it later', async () => {
    await queueMail(getDb(), mail)
    const failing = vi.fn(async () => {
      throw new Error('SMTP unavailable')
    })
    expect(await deliverDueMail({ transport: failing })).toEqual({ claimed: 1, sent: 0 })
    const [afterFailure] = await getDb().select().from(mailOutbox)
    expect(afterFailure).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMTP unavailable',
    })
    // Not due yet: the back-off holds it.
    expect(await deliverDueMail({ transport: failing })).toEqual({ claimed: 0, sent: 0 })
    await getDb()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    expect(await deliverDueMail()).toEqual({ claimed: 1, sent: 1 })
  })

  it('gives up after the last attempt', async () => {
    await queueMail(getDb(), mail)
    await getDb()
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
    await deliverDueMail({
      transport: async () => {
        throw new Error('mailbox does not exist')
      },
    })
    const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, 'test.mail'))
    expect(row?.status).toBe('failed')
  })

  it('backs off exponentially up to four hours', () => {
    expect([1, 2, 3, 4, 9, 20].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 240, 240])
  })
})
