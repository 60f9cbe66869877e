import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertLabOrder, insertLabUser } from '#tests/support/lab.ts'
import { insertAccountRecords, insertReleasedLabOrder } from '#tests/support/records.ts'
import {
  listActiveShares,
  openRecordShare,
  revokeRecordShare,
  shareRecord,
} from './record-shares.server.ts'
import { findAccountRecord, listAccountRecords } from './records.server.ts'

// The patient's records (issue 50): exactly the account's, and links to them that open until
// they expire or are revoked, each opening counted and audited without the token.

const HOUR = 3_600_000

describeOnEachDatabase('the account’s records and their share links', () => {
  let patient = ''
  let other = ''
  let mine: Awaited<ReturnType<typeof insertAccountRecords>>
  let labId = ''
  let othersLabId = ''

  beforeAll(async () => {
    patient = await insertLabUser('patient')
    other = await insertLabUser('patient')
    mine = await insertAccountRecords(patient, { member: 'Chhotu' })
    labId = await insertReleasedLabOrder(patient)
    // Booked, not released: not a record yet.
    await insertLabOrder({ accountUserId: patient })
    othersLabId = await insertReleasedLabOrder(other)
    await insertAccountRecords(other)
  })

  it('lists exactly the account’s records, of every kind, newest first', async () => {
    const records = await listAccountRecords(patient)
    expect(records.map((r) => `${r.ref.kind}:${r.ref.id}`).sort()).toEqual(
      [
        `consultation:${mine.consultationId}`,
        `opd-visit:${mine.visitId}`,
        `prescription:${mine.prescriptionId}`,
        `lab-report:${labId}`,
      ].sort(),
    )
    const times = records.map((r) => r.at.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(records.find((r) => r.ref.kind === 'consultation')?.patientName).toBe('Chhotu')
    expect(records.find((r) => r.ref.kind === 'prescription')).toMatchObject({
      number: mine.prescriptionNumber,
      printable: true,
      cancelled: false,
    })
    const theirs = await listAccountRecords(other)
    expect(theirs.map((r) => r.ref.id)).toContain(othersLabId)
    expect(theirs.map((r) => r.ref.id)).not.toContain(labId)
    // Another account's record, by its real id, is not found.
    expect(await findAccountRecord(other, { kind: 'prescription', id: mine.prescriptionId })).toBe(
      null,
    )
    expect(await findAccountRecord(patient, { kind: 'lab-report', id: othersLabId })).toBe(null)
    expect(await findAccountRecord(patient, { kind: 'lab-report', id: 'not-a-uuid' })).toBe(null)
  })

  describe('a share link', () => {
    const T0 = new Date('2026-12-05T08:00:00Z')

    it('opens for 24 hours, counts and audits each opening, never with the token', async () => {
      const requestKey = randomUUID()
      const input = {
        kind: 'prescription',
        id: mine.prescriptionId,
        lifetime: '24h' as const,
        requestKey,
      }
      const made = await shareRecord(input, { userId: patient }, T0)
      expect(made.expiresAt.getTime()).toBe(T0.getTime() + 24 * HOUR)
      // The same form sent again makes no second link.
      expect((await shareRecord(input, { userId: patient }, T0)).shareId).toBe(made.shareId)

      for (const what of ['page', 'fhir'] as const) {
        const opened = await openRecordShare(
          made.token,
          { what, ipAddress: '198.51.100.7' },
          new Date(T0.getTime() + HOUR),
        )
        expect(opened).toEqual({
          status: 'open',
          shareId: made.shareId,
          ref: { kind: 'prescription', id: mine.prescriptionId },
          expiresAt: made.expiresAt,
        })
      }
      const openings = await getDb()
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'record_share.opened'), eq(auditLog.subjectId, made.shareId)),
        )
      expect(openings.map((row) => row.details)).toEqual(
        expect.arrayContaining([
          { kind: 'prescription', what: 'page' },
          { kind: 'prescription', what: 'fhir' },
        ]),
      )
      expect(openings).toHaveLength(2)
      expect(JSON.stringify(openings)).not.toContain(made.token)

      const [active] = (await listActiveShares(patient, new Date(T0.getTime() + HOUR))).filter(
        (share) => share.id === made.shareId,
      )
      expect(active).toMatchObject({ openCount: 2, token: made.token })

      // One second after its 24 hours: gone, not counted, not audited.
      const late = new Date(T0.getTime() + 24 * HOUR + 1000)
      expect(await openRecordShare(made.token, { what: 'page' }, late)).toEqual({ status: 'gone' })
      expect(
        (await listActiveShares(patient, late)).some((share) => share.id === made.shareId),
      ).toBe(false)
      const after = await getDb()
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'record_share.opened'), eq(auditLog.subjectId, made.shareId)),
        )
      expect(after).toHaveLength(2)
    })

    it('lasts as long as chosen: one hour, or seven days', async () => {
      const hour = await shareRecord(
        { kind: 'lab-report', id: labId, lifetime: '1h', requestKey: randomUUID() },
        { userId: patient },
        T0,
      )
      expect(hour.expiresAt.getTime()).toBe(T0.getTime() + HOUR)
      const justBefore = new Date(T0.getTime() + HOUR - 1000)
      expect((await openRecordShare(hour.token, { what: 'page' }, justBefore))?.status).toBe('open')
      expect(
        (await openRecordShare(hour.token, { what: 'page' }, new Date(T0.getTime() + HOUR)))
          ?.status,
      ).toBe('gone')
      const week = await shareRecord(
        { kind: 'consultation', id: mine.consultationId, lifetime: '7d', requestKey: randomUUID() },
        { userId: patient },
        T0,
      )
      expect(week.expiresAt.getTime()).toBe(T0.getTime() + 7 * 24 * HOUR)
    })

    it('closes at once when revoked, by its own account only', async () => {
      const made = await shareRecord(
        { kind: 'opd-visit', id: mine.visitId, lifetime: '24h', requestKey: randomUUID() },
        { userId: patient },
      )
      const refused = await revokeRecordShare(made.shareId, { userId: other }).catch((e) => e)
      expect(refused).toBeInstanceOf(DomainError)
      expect((refused as DomainError).kind).toBe('not-found')
      expect((await openRecordShare(made.token, { what: 'page' }))?.status).toBe('open')

      await revokeRecordShare(made.shareId, { userId: patient, ipAddress: '198.51.100.8' })
      expect(await openRecordShare(made.token, { what: 'page' })).toEqual({ status: 'gone' })
      expect((await listActiveShares(patient)).some((share) => share.id === made.shareId)).toBe(
        false,
      )
      const revoked = await getDb()
        .select({ actor: auditLog.actorUserId })
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'record_share.revoked'), eq(auditLog.subjectId, made.shareId)),
        )
      expect(revoked).toEqual([{ actor: patient }])
      // Revoking again changes nothing.
      await revokeRecordShare(made.shareId, { userId: patient })
    })

    it('cannot be made for another account’s record, nor opened by a token nobody was given', async () => {
      const refused = await shareRecord(
        { kind: 'lab-report', id: othersLabId, lifetime: '24h', requestKey: randomUUID() },
        { userId: patient },
      ).catch((e) => e)
      expect((refused as DomainError).kind).toBe('not-found')
      expect(await openRecordShare('A'.repeat(43), { what: 'page' })).toBe(null)
      expect(await openRecordShare('short', { what: 'page' })).toBe(null)
    })
  })
})
