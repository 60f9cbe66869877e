import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertMedicineOrder, insertPharmacyUser } from '#tests/support/medicine-orders.ts'
import {
  auditPharmacyRead,
  countPharmacyOrdersWaiting,
  listPharmacyQueue,
  loadPharmacyOrder,
  pharmacyOrderOfFile,
} from './pharmacy-board.server.ts'
import { checkOrder, markPacked, rejectOrder } from './workflow.server.ts'

const PARACETAMOL = 'paracetamol-500-tablet'

describeOnEachDatabase('the pharmacy’s queue', () => {
  let pharmacist: string
  const as = (userId: string) => ({ userId, ipAddress: '192.0.2.8' })
  beforeAll(async () => {
    pharmacist = (
      await insertPharmacyUser('pharmacist', {
        qualification: 'B.Pharm',
        registrationNumber: 'UPSPC 5',
      })
    ).id
  })

  it('lists new orders first, oldest first, then the others, and today’s finished ones apart', async () => {
    const first = await insertMedicineOrder({ pages: 1 })
    const packed = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    const second = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 2 }] })
    const rejected = await insertMedicineOrder({ pages: 1 })
    const line = {
      slug: PARACETAMOL,
      brand: '',
      quantity: 1,
      unitPriceInr: 20,
      substituteFor: null,
    }
    await checkOrder(packed.id, [line], '', as(pharmacist))
    await markPacked(packed.id, as(pharmacist))
    await rejectOrder(rejected.id, 'illegible', '', as(pharmacist))

    const queue = await listPharmacyQueue()
    expect(queue.open.map((r) => r.number)).toEqual([first.number, second.number, packed.number])
    expect(queue.open[0]).toMatchObject({ source: 'upload', pages: 1, status: 'submitted' })
    expect(queue.open[1]).toMatchObject({ source: 'cart', lines: 1, totalInr: 40 })
    expect(queue.finished.map((r) => r.number)).toEqual([rejected.number])
    expect(await countPharmacyOrdersWaiting()).toBe(3)
  })

  it('reads one order with its pages, and hands out a file only through its own order', async () => {
    const order = await insertMedicineOrder({ pages: 2 })
    const other = await insertMedicineOrder({ pages: 1 })
    const found = await loadPharmacyOrder(order.number)
    // Photos are kept re-encoded, without their metadata.
    expect(found?.files.map((f) => f.mediaType)).toEqual(['image/jpeg', 'image/jpeg'])
    expect(found?.prescription).toBeNull()
    expect(await loadPharmacyOrder('MED-2026-999999')).toBeNull()

    const otherFile = (await loadPharmacyOrder(other.number))!.files[0]!.id
    expect(await pharmacyOrderOfFile(order.number, found!.files[0]!.id)).toBe(order.id)
    expect(await pharmacyOrderOfFile(order.number, otherFile)).toBeNull()
    expect(await pharmacyOrderOfFile(order.number, 'not-a-uuid')).toBeNull()

    // A page read is recorded once in a quarter of an hour; every file handed out is.
    await auditPharmacyRead(as(pharmacist), order.id, 'page')
    await auditPharmacyRead(as(pharmacist), order.id, 'page')
    await auditPharmacyRead(as(pharmacist), order.id, { file: found!.files[0]!.id })
    await auditPharmacyRead(as(pharmacist), order.id, { file: found!.files[0]!.id })
    const reads = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, order.id), eq(auditLog.actorUserId, pharmacist)))
    expect(reads.map((r) => r.action).sort()).toEqual([
      'pharmacy.file_viewed',
      'pharmacy.file_viewed',
      'pharmacy.order_viewed',
    ])
  })
})
