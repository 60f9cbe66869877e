import { and, asc, count, desc, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { contactMessages, contactReplies } from '#app/db/schema/contact.ts'
import { contactReference, contactReply } from '#app/domain/contact/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { type Actor, PAGE_SIZE } from './staff-appointments.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

export type InboxStatus = 'new' | 'read' | 'handled'

/** Messages newest first, optionally one status only, paginated. */
export async function listContactMessages(filters: { status?: InboxStatus | null; page?: number }) {
  const where = filters.status ? eq(contactMessages.status, filters.status) : undefined
  const page = Math.max(1, filters.page ?? 1)
  const db = getDb()
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        subject: contactMessages.subject,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ])
  return {
    rows,
    total: Number(total?.n ?? 0),
    page,
    pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / PAGE_SIZE)),
  }
}

export async function countNewContactMessages() {
  const [row] = await getDb()
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'))
  return Number(row?.n ?? 0)
}

/** Opens a message: it becomes "read" if it was new, and the reading is audited. */
export async function openContactMessage(id: string, actor: Actor) {
  if (!isUuid(id)) return null
  const db = getDb()
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!message) return null
  if (message.status === 'new') {
    await db
      .update(contactMessages)
      .set({ status: 'read' })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')))
  }
  const replies = await db
    .select({
      id: contactReplies.id,
      authorName: contactReplies.authorName,
      body: contactReplies.body,
      sentAt: contactReplies.sentAt,
    })
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.sentAt))
  await recordAudit(db, {
    action: 'contact_message.viewed',
    actorUserId: actor.userId,
    subjectType: 'contact_message',
    subjectId: id,
    ipAddress: actor.ipAddress,
  })
  return {
    ...message,
    status: message.status === 'new' ? ('read' as const) : message.status,
    reference: contactReference(message.id),
    replies,
  }
}

/** Sends a reply by e-mail, keeps it with the message, and marks the message handled. */
export class MessageNotFoundError extends DomainError {
  constructor() {
    super('not-found', messageRef('staff', 'message.notFound'))
  }
}

export async function replyToContactMessage(
  id: string,
  body: string,
  actor: Actor & { name: string },
) {
  if (!isUuid(id)) throw new MessageNotFoundError()
  await getDb().transaction(async (tx) => {
    const [message] = await tx
      .select({
        email: contactMessages.email,
        name: contactMessages.name,
        locale: contactMessages.locale,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
    if (!message) throw new MessageNotFoundError()
    await tx
      .insert(contactReplies)
      .values({ messageId: id, authorUserId: actor.userId, authorName: actor.name, body })
    await tx.update(contactMessages).set({ status: 'handled' }).where(eq(contactMessages.id, id))
    const reference = contactReference(id)
    await queueMail(tx, {
      to: message.email,
      kind: 'contact.reply',
      ...contactReply(message, { body, authorName: actor.name, reference }),
    })
    await recordAudit(tx, {
      action: 'contact_message.replied',
      actorUserId: actor.userId,
      subjectType: 'contact_message',
      subjectId: id,
      ipAddress: actor.ipAddress,
    })
  })
}

export async function setContactMessageStatus(id: string, status: InboxStatus, actor: Actor) {
  if (!isUuid(id)) throw new MessageNotFoundError()
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id })
    if (updated.length === 0) throw new MessageNotFoundError()
    await recordAudit(tx, {
      action: 'contact_message.status_changed',
      actorUserId: actor.userId,
      subjectType: 'contact_message',
      subjectId: id,
      ipAddress: actor.ipAddress,
      details: { to: status },
    })
  })
}
