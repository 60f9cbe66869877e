import type { MailContent } from './mail-content.ts'
import { and, asc, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { type Database, getDb, queryRows } from '#app/db/client.server.ts'
import {
  devMailbox,
  type MailAttachment,
  MESSAGE_CHANNELS,
  mailOutbox,
  type MessageChannel,
} from '#app/db/schema/mail.ts'
import { DeliveryError } from './delivery-error.ts'
import { getEnv } from './env.server.ts'
import { loggableError, logger } from './logger.server.ts'
import { NotAMobileNumberError, type OutgoingSms, type SmsTransport } from './sms.server.ts'
import { currentTextTransports, type TextTransports } from './sms-providers.server.ts'
import { isIndianMobile } from './phone.ts'

export type OutgoingMail = Omit<MailContent, 'html'> & {
  to: string
  html?: string
  /** What the mail is for, e.g. `contact.acknowledgement`. Logged; never personal data. */
  kind: string
}

/** A database handle or an open transaction: mail is queued inside the caller's transaction. */
type Executor = Pick<Database, 'insert'>

/** Queues mail in the outbox. Call it in the same transaction as the change that causes it. */
export async function queueMail(executor: Executor, mail: OutgoingMail | OutgoingMail[]) {
  const mails = Array.isArray(mail) ? mail : [mail]
  if (mails.length === 0) return
  await executor.insert(mailOutbox).values(
    mails.map((m) => ({
      toAddress: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments ?? [],
      kind: m.kind,
      language: m.language,
    })),
  )
}

/**
 * Queues mail as part of a bigger statement: SQL for a data-modifying `WITH` entry that inserts
 * the mails once for each row of the earlier entry `after` (none when that entry wrote nothing),
 * so a change and its mail are written by one statement, atomically, without a transaction.
 */
export function queueMailAfter(
  after: string,
  mails: OutgoingMail[],
  texts: OutgoingSms[] = [],
): SQL {
  if (texts.some((m) => !isIndianMobile(m.to))) throw new NotAMobileNumberError()
  const rows = [
    ...mails.map((m) => ({
      channel: 'email',
      to_address: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments ?? [],
      template: null,
      kind: m.kind,
      language: m.language,
    })),
    ...texts.map((m) => ({
      channel: m.channel ?? 'sms',
      to_address: m.to,
      subject: '',
      text: m.text,
      html: null,
      attachments: [],
      template: m.template,
      kind: m.kind,
      language: m.language,
    })),
  ]
  return sql`insert into ${mailOutbox}
      (channel, to_address, subject, text, html, attachments, template, kind, language)
    select m.channel, m.to_address, m.subject, m.text, m.html, m.attachments, m.template, m.kind,
      m.language
    from ${sql.identifier(after)}, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(
      channel text, to_address text, subject text, text text, html text, attachments jsonb,
      template jsonb, kind text, language text)`
}

export const MAX_MAIL_ATTEMPTS = 8
/** How long a claimed mail stays invisible to other workers while it is being sent. */
const CLAIM_LEASE_SECONDS = 120

/** An outbox row waiting to be sent whose time has come. */
const IS_DUE = and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`))

/** Minutes to wait before the next attempt: 1, 2, 4 … capped at 4 hours. */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 240)
}

type Transport = (mail: {
  from: string
  to: string
  subject: string
  text: string
  html: string | null
  attachments: MailAttachment[]
  outboxId: string
}) => Promise<void>

export function smtpTransport(url: string): Transport {
  // nodemailer (~3 MB of memory) is loaded by the first mail a process sends, not at start.
  let transporter: Promise<Transporter> | undefined
  return async (mail) => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(url),
    )
    const sender = await transporter
    await sender.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    })
  }
}

/** One SMTP transport per process (its connection settings never change while it runs). */
let smtp: { url: string; transport: Transport } | undefined

/** The configured SMTP server, or null for demo mode (the local mailbox). */
function currentTransport(): Transport | null {
  const env = getEnv()
  if (!env.SMTP_URL) return null
  if (smtp?.url !== env.SMTP_URL)
    smtp = { url: env.SMTP_URL, transport: smtpTransport(env.SMTP_URL) }
  return smtp.transport
}

/**
 * Sends the messages that are due, each through its channel's provider (e-mail; SMS and WhatsApp
 * in sms-providers.server.ts). Rows are claimed with SKIP LOCKED and a lease, so several server
 * processes can run the worker at once without sending a message twice, and a crash mid-send only
 * delays it until the lease ends. A failed message is tried again after a back-off that doubles
 * (retryDelayMinutes) up to MAX_MAIL_ATTEMPTS times, unless the provider refused it for good (a
 * permanent DeliveryError: a 4xx, a template that does not match): that one is marked failed at
 * once. A channel without a provider (demo mode) is delivered to the local mailbox by one
 * statement (deliverToLocalMailbox).
 */
export async function deliverDueMail(
  options: {
    batchSize?: number
    /** The e-mail provider; by default SMTP_URL's, else the local mailbox. */
    transport?: Transport
    /** One provider for SMS and WhatsApp; by default the configured ones, else the local outbox. */
    smsTransport?: SmsTransport
  } = {},
) {
  const db = getDb()
  const batchSize = options.batchSize ?? 20
  const transport = options.transport ?? currentTransport()
  const texts: TextTransports = options.smsTransport
    ? { sms: options.smsTransport, whatsapp: options.smsTransport }
    : currentTextTransports()
  const local: MessageChannel[] = [
    ...(transport ? [] : (['email'] as const)),
    ...(texts.sms ? [] : (['sms'] as const)),
    ...(texts.whatsapp ? [] : (['whatsapp'] as const)),
  ]
  const delivered = local.length > 0 ? await deliverToLocalMailbox(local, batchSize) : 0
  if (local.length === MESSAGE_CHANNELS.length) return { claimed: delivered, sent: delivered }

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(IS_DUE, ...(local.length > 0 ? [notInArray(mailOutbox.channel, local)] : [])))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })

  let sent = 0
  // Only channels with a provider were claimed: the others' rows were left to the local mailbox.
  for (const mail of claimed) {
    try {
      if (mail.channel === 'email')
        await transport!({
          from: getEnv().MAIL_FROM,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments,
          outboxId: mail.id,
        })
      else
        await texts[mail.channel]!({
          outboxId: mail.id,
          channel: mail.channel,
          to: mail.toAddress,
          text: mail.text,
          kind: mail.kind,
          language: mail.language,
          template: mail.template,
        })
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, mail.id))
      sent += 1
      logger.info({ mailId: mail.id, channel: mail.channel, kind: mail.kind }, 'message sent')
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error'
      const refused = error instanceof DeliveryError && error.permanent
      const giveUp = refused || mail.attempts >= MAX_MAIL_ATTEMPTS
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(mins => ${retryDelayMinutes(mail.attempts)})`,
        })
        .where(eq(mailOutbox.id, mail.id))
      logger.warn(
        {
          mailId: mail.id,
          channel: mail.channel,
          kind: mail.kind,
          attempts: mail.attempts,
          giveUp,
          // What the provider answered, by name (`msg91-400`); never its words, which may quote
          // the message.
          ...(error instanceof DeliveryError ? { reason: error.code, refused } : {}),
        },
        'message failed',
      )
    }
  }
  return { claimed: delivered + claimed.length, sent: delivered + sent }
}

/**
 * Demo mode: due messages of `channels` are copied into the local mailbox (shown at /dev/mailbox
 * and /dev/sms) and marked sent by one statement, without leaving the database — a copy cannot
 * fail half-way, so it needs no lease. SKIP LOCKED keeps concurrent workers apart; the mailbox's
 * unique outbox id keeps a message that is somehow due again from being delivered twice.
 */
async function deliverToLocalMailbox(
  channels: MessageChannel[],
  batchSize: number,
): Promise<number> {
  const env = getEnv()
  const sent = await queryRows<{ id: string; channel: MessageChannel; kind: string }>(sql`
    with due as (
      select id from ${mailOutbox}
      where ${and(IS_DUE, inArray(mailOutbox.channel, channels))}
      order by created_at
      limit ${batchSize}
      for update skip locked
    ), copied as (
      insert into ${devMailbox}
        (outbox_id, channel, to_address, from_address, subject, text, html, attachments)
      select o.id, o.channel, o.to_address,
        case when o.channel = 'email' then ${env.MAIL_FROM}::text else ${env.SMS_SENDER}::text end,
        o.subject, o.text, o.html, o.attachments
      from ${mailOutbox} o join due on due.id = o.id
      on conflict (outbox_id) do nothing
    )
    update ${mailOutbox} o
    set status = 'sent', sent_at = now(), last_error = null, attempts = o.attempts + 1
    from due where o.id = due.id
    returning o.id, o.channel, o.kind`)
  for (const mail of sent)
    logger.info({ mailId: mail.id, channel: mail.channel, kind: mail.kind }, 'message sent')
  return sent.length
}

/** Sent and given-up mail is kept this long (to answer "did you send it?"), then removed. */
export const MAIL_RETENTION_DAYS = 30

/**
 * Removes delivered and failed mail older than the retention period, from the outbox and the local
 * mailbox: their bodies hold names, phone numbers and appointment details nobody needs any more.
 */
export async function pruneOldMail(): Promise<{ outbox: number; mailbox: number }> {
  const db = getDb()
  const cutoff = sql`now() - make_interval(days => ${MAIL_RETENTION_DAYS})`
  const outbox = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lte(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id })
  const mailbox = await db
    .delete(devMailbox)
    .where(lte(devMailbox.deliveredAt, cutoff))
    .returning({ id: devMailbox.id })
  return { outbox: outbox.length, mailbox: mailbox.length }
}

/** Runs the outbox worker in this process until the returned function is called. */
export function startMailWorker(intervalMs = 2000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? undefined : deliverDueMail()))
      .catch((error: unknown) => logger.error({ err: loggableError(error) }, 'mail worker failed'))
  }, intervalMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
