import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { labOrders, labPathologists, labResults } from '#app/db/schema/lab.ts'
import { DEMO_ACCOUNTS } from '#app/domain/accounts/demo-accounts.server.ts'
import { loadReportView } from '#app/domain/lab/report.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { seedDemoLabOrders } from './demo-lab-orders.server.ts'

describeOnEachDatabase('the demo laboratory', () => {
  let patient = ''
  beforeAll(async () => {
    for (const demo of DEMO_ACCOUNTS.filter((a) => a.role === 'patient' || a.role === 'lab')) {
      const id = randomUUID()
      if (demo.role === 'patient') patient = id
      await getDb().insert(user).values({ id, name: demo.name, email: demo.email, role: demo.role })
      if (demo.pathologist)
        await getDb()
          .insert(labPathologists)
          .values({ userId: id, ...demo.pathologist })
    }
  })

  it('gives the demo patient three released reports to chart, and the board two bookings today', async () => {
    expect(await seedDemoLabOrders(getDb())).toBe(true)
    const mine = await getDb()
      .select({ id: labOrders.id, status: labOrders.status })
      .from(labOrders)
      .where(eq(labOrders.accountUserId, patient))
    expect(mine.map((o) => o.status)).toEqual(['released', 'released', 'released'])
    const hba1c = await getDb()
      .select({ value: labResults.value, flag: labResults.flag })
      .from(labResults)
      .where(and(eq(labResults.analyteCode, 'HBA1C')))
    expect(hba1c.map((r) => r.value).sort()).toEqual(['6.8', '7.4', '8.1'])
    const view = await loadReportView(mine[0]!.id)
    expect(view?.tests.map((t) => t.slug).sort()).toEqual([
      'blood-sugar-fasting',
      'haemoglobin',
      'hba1c',
    ])
    const today = await getDb().select().from(labOrders).where(eq(labOrders.day, clinicToday()))
    expect(today.map((o) => o.status)).toEqual(['booked', 'booked'])
    // Started again: nothing twice.
    expect(await seedDemoLabOrders(getDb())).toBe(false)
  })
})
