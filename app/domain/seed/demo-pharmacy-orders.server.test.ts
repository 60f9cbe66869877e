import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { medicineOrders, pharmacists } from '#app/db/schema/pharmacy.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { listPharmacyQueue, loadPharmacyOrder } from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { seedDemoPharmacyOrders } from './demo-pharmacy-orders.server.ts'

describeOnEachDatabase('the demo pharmacy', () => {
  let patient = ''
  beforeAll(async () => {
    for (const demo of DEMO_ACCOUNTS.filter((a) => a.role === 'patient' || a.pharmacist)) {
      const id = randomUUID()
      if (demo.role === 'patient') patient = id
      await getDb().insert(user).values({ id, name: demo.name, email: demo.email, role: demo.role })
      if (demo.pharmacist)
        await getDb()
          .insert(pharmacists)
          .values({ userId: id, ...demo.pharmacist })
    }
  })

  it('gives the queue a photo to read, a cart to check, one waiting for the patient and one on its way', async () => {
    expect(await seedDemoPharmacyOrders(getDb())).toBe(true)
    const mine = await getDb()
      .select({ number: medicineOrders.number, status: medicineOrders.status })
      .from(medicineOrders)
      .where(eq(medicineOrders.accountUserId, patient))
      .orderBy(asc(medicineOrders.number))
    expect(mine.map((o) => o.status)).toEqual([
      'submitted',
      'submitted',
      'awaiting_patient',
      'out_for_delivery',
    ])
    const upload = await loadPharmacyOrder(mine[0]!.number)
    expect(upload?.files).toHaveLength(1)
    expect(upload?.files[0]!.mediaType).toBe('image/jpeg')
    const queue = await listPharmacyQueue()
    // The oldest new order first: the cart, placed before the photo.
    expect(queue.open.map((o) => o.number)).toEqual([
      mine[1]!.number,
      mine[0]!.number,
      mine[3]!.number,
      mine[2]!.number,
    ])
    // Started again: nothing twice.
    expect(await seedDemoPharmacyOrders(getDb())).toBe(false)
  })
})
