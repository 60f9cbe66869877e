import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { type LabOrderStatus, labOrders } from '#app/db/schema/lab.ts'
import { addDays } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertLabOrder, insertLabUser } from '#tests/support/lab.ts'
import { auditLabRead, countLabOrdersWaiting, listLabBoard } from './lab-board.server.ts'

// A day of its own, far from the other tests' orders (which are booked for the real today).
const TODAY = '2031-03-10'
const day = (offset: number) => addDays(TODAY, offset)

describeOnEachDatabase('the laboratory’s board', () => {
  let pathologist: string
  beforeAll(async () => {
    pathologist = await insertLabUser('lab', {
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC 7',
    })
  })

  /** An order of `day` put straight into `status`, with what the table asks of that status. */
  async function orderIn(status: LabOrderStatus, onDay = day(0)) {
    const order = await insertLabOrder({ day: onDay })
    const now = new Date()
    const sampled = !['booked', 'collector_assigned', 'cancelled'].includes(status)
    const signed = status === 'verified' || status === 'released'
    await getDb()
      .update(labOrders)
      .set({
        status,
        sampleId: sampled ? `S${randomUUID().slice(0, 8)}` : null,
        verifiedBy: signed ? pathologist : null,
        pathologistName: signed ? 'Dr. Test Pathologist' : null,
        pathologistRegistration: signed ? 'UPMC 9' : null,
        verifiedAt: signed ? now : null,
        verifyCode: signed ? randomUUID().slice(0, 10) : null,
        releasedAt: status === 'released' ? now : null,
      })
      .where(eq(labOrders.id, order.id))
    return order
  }

  it('keeps unfinished orders of earlier days on the board and in the waiting count', async () => {
    const order = (offset: number, status: LabOrderStatus) => orderIn(status, day(offset))
    const collectedYesterday = await order(-1, 'collected')
    await order(-1, 'released')
    await order(-1, 'cancelled')
    await order(-2, 'rejected')
    const missedCollection = await order(-2, 'booked')
    const verifiedEarlier = await order(-3, 'verified')
    const bookedToday = await order(0, 'booked')
    const bookedTomorrow = await order(1, 'booked')

    const board = await listLabBoard({ day: TODAY, status: null }, TODAY)
    expect(board.rows.map((r) => r.number)).toEqual([bookedToday.number])
    // Newest first: the sample collected yesterday, the collection missed the day before, …
    expect(board.earlier.rows.map((r) => [r.number, r.status, r.day])).toEqual([
      [collectedYesterday.number, 'collected', day(-1)],
      [missedCollection.number, 'booked', day(-2)],
      [verifiedEarlier.number, 'verified', day(-3)],
    ])
    expect(board.earlier.total).toBe(3)
    expect(board.earlier.rows[0]!.items.map((i) => i.name)).toEqual(['Complete blood count (CBC)'])

    // A day ahead: today's booking is not missed (yet), tomorrow's neither.
    const ahead = await listLabBoard({ day: day(2), status: null }, TODAY)
    expect(ahead.earlier.rows.map((r) => r.number)).not.toContain(bookedToday.number)
    expect(ahead.earlier.rows.map((r) => r.number)).not.toContain(bookedTomorrow.number)
    expect(ahead.earlier.total).toBe(3)

    // The status filter holds for the earlier days too.
    const collected = await listLabBoard({ day: TODAY, status: 'collected' }, TODAY)
    expect(collected.earlier.rows.map((r) => r.number)).toEqual([collectedYesterday.number])
    expect(collected.rows).toEqual([])

    // Today's booking and the three still open from earlier days; not tomorrow's.
    expect(await countLabOrdersWaiting(TODAY)).toBe(4)
    // Two days earlier: that day's booking and the order verified the day before.
    expect(await countLabOrdersWaiting(day(-2))).toBe(2)
  })

  it('records each kind of staff read once a quarter of an hour, and every PDF download', async () => {
    const reader = await insertLabUser('lab')
    const actor = { userId: reader, ipAddress: '192.0.2.7' }
    const order = await orderIn('released')
    const reads = async () =>
      (
        await getDb()
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.subjectId, order.id))
          .orderBy(asc(auditLog.id))
      ).map((r) => [r.action, (r.details as { read: string }).read])

    await auditLabRead(actor, order.id, 'page')
    await auditLabRead(actor, order.id, 'page')
    await auditLabRead(actor, order.id, 'report')
    await auditLabRead(actor, order.id, 'report')
    await auditLabRead(actor, order.id, 'pdf')
    await auditLabRead(actor, order.id, 'pdf')
    await auditLabRead(actor, order.id, 'label')
    expect(await reads()).toEqual([
      ['lab.order_viewed', 'page'],
      ['lab.report_viewed', 'report'],
      ['lab.report_viewed', 'pdf'],
      ['lab.report_viewed', 'pdf'],
      ['lab.order_viewed', 'label'],
    ])

    // Another person's reads are their own.
    const other = await insertLabUser('staff')
    await auditLabRead({ userId: other, ipAddress: null }, order.id, 'page')
    expect(await reads()).toHaveLength(6)
  })
})
