import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { recordShares, SHARE_LIFETIMES, type ShareLifetime } from '#app/db/schema/records.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import {
  hashToken,
  privateLinkToken,
  storedPrivateLinkToken,
} from '#app/utils/private-link.server.ts'
import { findAccountRecord, type RecordRef } from './records.server.ts'

// A patient's link to one of their records, for a doctor elsewhere (issue 50): open without
// signing in until it expires or the patient revokes it; every opening is counted and audited.
// The token is made from the form's one-time key with the server secret, as the laboratory's and
// the ambulance's private links are: only its SHA-256 is stored, a form sent twice makes one link,
// and the patient's own list can show the link again while it is open.

const PURPOSE = 'record-share'

type Actor = { userId: string; ipAddress?: string | null }

/** The shared page's address for a token, in the sharer's language. */
export const sharePath = (token: string, locale: Locale) =>
  localizePath(`/records/shared/${token}`, locale)

export const shareUrl = (token: string, locale: Locale) => `${appUrl()}${sharePath(token, locale)}`

/** An HMAC-SHA-256 in base64url: 43 characters. Anything else is not a token we gave. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/**
 * Makes a link to one of the account's records, open for `lifetime` from `now`. A record that is
 * not the account's is not found, exactly like one that does not exist.
 */
export async function shareRecord(
  input: { kind: string; id: string; lifetime: ShareLifetime; requestKey: string },
  actor: Actor,
  now = new Date(),
): Promise<{ shareId: string; token: string; expiresAt: Date }> {
  const record = await findAccountRecord(actor.userId, input)
  if (!record) throw new DomainError('not-found', messageRef('records', 'errors.notFound'))
  const token = privateLinkToken(PURPOSE, input.requestKey)
  const expiresAt = new Date(now.getTime() + SHARE_LIFETIMES[input.lifetime] * 1000)
  return getDb().transaction(async (tx) => {
    const [made] = await tx
      .insert(recordShares)
      .values({
        accountUserId: actor.userId,
        recordKind: record.ref.kind,
        recordId: record.ref.id,
        requestKey: input.requestKey,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt,
      })
      .onConflictDoNothing({ target: recordShares.requestKey })
      .returning({ id: recordShares.id, expiresAt: recordShares.expiresAt })
    if (made) {
      await recordAudit(tx, {
        action: 'record_share.created',
        actorUserId: actor.userId,
        subjectType: 'record_share',
        subjectId: made.id,
        ipAddress: actor.ipAddress,
        details: { kind: record.ref.kind, lifetime: input.lifetime },
      })
      return { shareId: made.id, token, expiresAt: made.expiresAt }
    }
    // The same form sent again: the link it already made, if it was this account's.
    const [earlier] = await tx
      .select({ id: recordShares.id, expiresAt: recordShares.expiresAt })
      .from(recordShares)
      .where(
        and(
          eq(recordShares.requestKey, input.requestKey),
          eq(recordShares.accountUserId, actor.userId),
        ),
      )
    if (!earlier) throw new DomainError('conflict', messageRef('records', 'errors.shareAgain'))
    return { shareId: earlier.id, token, expiresAt: earlier.expiresAt }
  })
}

/** Closes one of the account's links at once. Revoking a closed link again changes nothing. */
export async function revokeRecordShare(shareId: string, actor: Actor, now = new Date()) {
  await getDb().transaction(async (tx) => {
    const [share] = await tx
      .select({ revokedAt: recordShares.revokedAt })
      .from(recordShares)
      .where(and(eq(recordShares.id, shareId), eq(recordShares.accountUserId, actor.userId)))
      .for('update')
    if (!share) throw new DomainError('not-found', messageRef('records', 'errors.shareNotFound'))
    if (share.revokedAt) return
    await tx.update(recordShares).set({ revokedAt: now }).where(eq(recordShares.id, shareId))
    await recordAudit(tx, {
      action: 'record_share.revoked',
      actorUserId: actor.userId,
      subjectType: 'record_share',
      subjectId: shareId,
      ipAddress: actor.ipAddress,
    })
  })
}

export type ActiveShare = {
  id: string
  ref: RecordRef
  createdAt: Date
  expiresAt: Date
  openCount: number
  lastOpenedAt: Date | null
  /** The link's token; null once the server secret it was made with is no longer listed. */
  token: string | null
}

/** The account's links still open at `now`, newest first. */
export async function listActiveShares(userId: string, now = new Date()): Promise<ActiveShare[]> {
  const rows = await getDb()
    .select({
      id: recordShares.id,
      kind: recordShares.recordKind,
      recordId: recordShares.recordId,
      requestKey: recordShares.requestKey,
      tokenHash: recordShares.tokenHash,
      createdAt: recordShares.createdAt,
      expiresAt: recordShares.expiresAt,
      openCount: recordShares.openCount,
      lastOpenedAt: recordShares.lastOpenedAt,
    })
    .from(recordShares)
    .where(
      and(
        eq(recordShares.accountUserId, userId),
        isNull(recordShares.revokedAt),
        gt(recordShares.expiresAt, now),
      ),
    )
    .orderBy(desc(recordShares.createdAt))
  return rows.map((row) => ({
    id: row.id,
    ref: { kind: row.kind, id: row.recordId },
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    openCount: row.openCount,
    lastOpenedAt: row.lastOpenedAt,
    token: storedPrivateLinkToken(PURPOSE, row.requestKey, row.tokenHash),
  }))
}

/** What a doctor elsewhere asked for through the link: the page, the PDF or the FHIR document. */
export type ShareOpening = 'page' | 'pdf' | 'fhir'

export type OpenedShare =
  { status: 'open'; shareId: string; ref: RecordRef; expiresAt: Date } | { status: 'gone' }

/**
 * Opens a link: while it is open, counts the opening and writes it to the audit log (the share's
 * id, never its token) in one statement's transaction, and answers the record it names. A link
 * that expired or was revoked is `gone`; a token nobody was given is null, whatever its shape.
 */
export async function openRecordShare(
  token: string,
  opening: { what: ShareOpening; ipAddress?: string | null },
  now = new Date(),
): Promise<OpenedShare | null> {
  if (!TOKEN_SHAPE.test(token)) return null
  const tokenHash = hashToken(token)
  return getDb().transaction(async (tx) => {
    const [opened] = await tx
      .update(recordShares)
      .set({ openCount: sql`${recordShares.openCount} + 1`, lastOpenedAt: now })
      .where(
        and(
          eq(recordShares.tokenHash, tokenHash),
          isNull(recordShares.revokedAt),
          gt(recordShares.expiresAt, now),
        ),
      )
      .returning({
        id: recordShares.id,
        kind: recordShares.recordKind,
        recordId: recordShares.recordId,
        expiresAt: recordShares.expiresAt,
      })
    if (opened) {
      await recordAudit(tx, {
        action: 'record_share.opened',
        subjectType: 'record_share',
        subjectId: opened.id,
        ipAddress: opening.ipAddress,
        details: { kind: opened.kind, what: opening.what },
      })
      return {
        status: 'open' as const,
        shareId: opened.id,
        ref: { kind: opened.kind, id: opened.recordId },
        expiresAt: opened.expiresAt,
      }
    }
    const [known] = await tx
      .select({ id: recordShares.id })
      .from(recordShares)
      .where(eq(recordShares.tokenHash, tokenHash))
    return known ? { status: 'gone' as const } : null
  })
}

/** The account's links, open or not, for its data export (never their tokens). */
export async function exportRecordShares(userId: string) {
  return getDb()
    .select({
      kind: recordShares.recordKind,
      createdAt: recordShares.createdAt,
      expiresAt: recordShares.expiresAt,
      revokedAt: recordShares.revokedAt,
      openCount: recordShares.openCount,
      lastOpenedAt: recordShares.lastOpenedAt,
    })
    .from(recordShares)
    .where(eq(recordShares.accountUserId, userId))
    .orderBy(desc(recordShares.createdAt))
}
