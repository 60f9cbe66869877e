import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceRequests } from '#app/db/schema/ambulance.ts'
import { user } from '#app/db/schema/auth.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { ambulanceRequest, testVehicle } from '#tests/support/ambulance.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { assignVehicle } from './dispatch.server.ts'
import { createAmbulanceRequest } from './requests.server.ts'

const dispatcher = { userId: 'dispatcher-1', ipAddress: '192.0.2.5' }

describeOnEachDatabase('ambulance requests', () => {
  beforeAll(async () => {
    await getDb()
      .insert(user)
      .values({ id: dispatcher.userId, name: 'Dispatcher', email: 'd@example.com' })
      .onConflictDoNothing()
  })

  it('stores a request with a number; the same form sent twice stores one', async () => {
    const input = ambulanceRequest()
    const first = await createAmbulanceRequest(input)
    expect(first.number).toMatch(/^AMB-\d{4}-\d{6}$/)
    const again = await createAmbulanceRequest(input)
    expect(again).toMatchObject({
      id: first.id,
      number: first.number,
      token: first.token,
      repeated: true,
    })
  })

  it('flags a second request from the same mobile within 10 minutes, never drops it', async () => {
    const phone = '+919812345678'
    const first = await createAmbulanceRequest(ambulanceRequest({ callerPhone: phone }))
    const second = await createAmbulanceRequest(
      ambulanceRequest({ callerPhone: phone, kind: 'burns' }),
    )
    expect(second.id).not.toBe(first.id)
    expect(second.duplicateOf).toBe(first.id)
    const [row] = await getDb()
      .select({ flag: ambulanceRequests.possibleDuplicateOf })
      .from(ambulanceRequests)
      .where(eq(ambulanceRequests.id, second.id))
    expect(row!.flag).toBe(first.id)
  })

  it('two dispatchers sending one vehicle to two requests at once: exactly one succeeds', async () => {
    const car = await testVehicle()
    const a = await createAmbulanceRequest(ambulanceRequest())
    const b = await createAmbulanceRequest(ambulanceRequest())
    const results = await Promise.allSettled([
      assignVehicle(a.id, car, 15, dispatcher),
      assignVehicle(b.id, car, 20, dispatcher),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toBeInstanceOf(DomainError)
    expect((refused.reason as DomainError).message).toMatch(/^ambulance:error\.vehicleBusy$/)
    const busy = await getDb()
      .select({ id: ambulanceRequests.id })
      .from(ambulanceRequests)
      .where(eq(ambulanceRequests.vehicleId, car))
    expect(busy).toHaveLength(1)
  })

  it('the database itself refuses a vehicle on two active jobs, whatever the code does', async () => {
    const car = await testVehicle()
    const a = await createAmbulanceRequest(ambulanceRequest())
    const b = await createAmbulanceRequest(ambulanceRequest())
    await getDb()
      .update(ambulanceRequests)
      .set({ status: 'assigned', vehicleId: car })
      .where(eq(ambulanceRequests.id, a.id))
    await expect(
      getDb()
        .update(ambulanceRequests)
        .set({ status: 'on_the_way', vehicleId: car })
        .where(eq(ambulanceRequests.id, b.id)),
    ).rejects.toThrow()
  })
})
