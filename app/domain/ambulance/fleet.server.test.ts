import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceRequests } from '#app/db/schema/ambulance.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { addVehicle, listVehicles, updateVehicle } from './fleet.server.ts'
import { type NewVehicleInput } from './fleet-schemas.ts'

const admin = { userId: 'fleet-admin-1', ipAddress: '192.0.2.9' }

let plates = 0
function vehicle(overrides: Partial<NewVehicleInput> = {}): NewVehicleInput {
  plates += 1
  return {
    registrationNumber: `UP 41 AT ${String(plates).padStart(4, '0')}`,
    kind: 'bls',
    base: 'Haidergarh CHC',
    driverName: 'Ramesh Yadav',
    driverPhone: '+919876500010',
    duty: 'available',
    ...overrides,
  }
}

/** A request in a given state, inserted directly (the request pages are not this module's). */
async function requestOn(
  vehicleId: string | null,
  status: 'received' | 'assigned' | 'arrived' | 'closed' | 'cancelled',
) {
  const key = randomUUID()
  const [row] = await getDb()
    .insert(ambulanceRequests)
    .values({
      number: `AMB-2026-${key.slice(0, 6)}`,
      trackingTokenHash: key,
      requestKey: key,
      callerPhone: '+919812300000',
      village: 'Haidergarh',
      kind: 'accident',
      status,
      vehicleId,
      assignedAt: vehicleId ? new Date() : null,
    })
    .returning({ id: ambulanceRequests.id, number: ambulanceRequests.number })
  return row!
}

describeOnEachDatabase('the fleet', () => {
  beforeAll(async () => {
    await getDb()
      .insert(user)
      .values({ id: admin.userId, name: 'Admin', email: 'fleet-admin@example.com', role: 'admin' })
      .onConflictDoNothing()
  })

  it('adds a vehicle, audited, and lists it as available', async () => {
    const input = vehicle({ kind: 'als', base: 'Barabanki town' })
    const id = await addVehicle(input, admin)
    const listed = (await listVehicles()).find((v) => v.id === id)
    expect(listed).toMatchObject({ ...input, status: 'available', job: null })
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'ambulance.vehicle_added')))
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      subjectType: 'ambulance_vehicle',
      ipAddress: admin.ipAddress,
    })
    expect(entry!.details).toMatchObject({ registrationNumber: input.registrationNumber })
  })

  it('refuses a registration number already in the fleet, on its field', async () => {
    const input = vehicle()
    await addVehicle(input, admin)
    const again = addVehicle({ ...input, driverName: 'Someone Else' }, admin)
    await expect(again).rejects.toBeInstanceOf(DomainError)
    await expect(again).rejects.toMatchObject({
      kind: 'conflict',
      field: 'registrationNumber',
      message: 'ambulance:fleet.form.registrationTaken',
    })
    const same = (await listVehicles()).filter(
      (v) => v.registrationNumber === input.registrationNumber,
    )
    expect(same).toHaveLength(1)
    expect(same[0]!.driverName).toBe('Ramesh Yadav')
  })

  it('changes driver, phone, base, type and duty, audits what changed, and nothing when nothing did', async () => {
    const input = vehicle()
    const id = await addVehicle(input, admin)
    const changes = {
      kind: 'transport' as const,
      base: 'Fatehpur CHC',
      driverName: 'Suresh Pal',
      driverPhone: '+919876500099',
      duty: 'off_duty' as const,
    }
    expect(await updateVehicle(id, changes, admin)).toBe(true)
    expect((await listVehicles()).find((v) => v.id === id)).toMatchObject({
      ...changes,
      registrationNumber: input.registrationNumber,
      status: 'off_duty',
    })
    expect(await updateVehicle(id, changes, admin)).toBe(false)
    const entries = await getDb()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, 'ambulance.vehicle_changed')))
    expect(entries).toHaveLength(1)
    expect(entries[0]!.details).toMatchObject({
      changed: 'kind,base,driverName,driverPhone,duty',
      duty: 'off_duty',
    })
  })

  it('refuses to change a vehicle that does not exist, as not found', async () => {
    const changes = { ...vehicle(), registrationNumber: undefined }
    for (const id of [randomUUID(), 'not-a-uuid']) {
      await expect(updateVehicle(id, changes, admin)).rejects.toMatchObject({ kind: 'not-found' })
    }
  })

  it('shows a vehicle on an active request as on a job, with its number, and offers it to nobody', async () => {
    const busy = await addVehicle(vehicle(), admin)
    const free = await addVehicle(vehicle(), admin)
    const offDuty = await addVehicle(vehicle({ duty: 'off_duty' }), admin)
    const done = await addVehicle(vehicle(), admin)
    const job = await requestOn(busy, 'arrived')
    await requestOn(done, 'closed')
    await requestOn(done, 'cancelled')
    await requestOn(null, 'received')
    const byId = new Map((await listVehicles()).map((v) => [v.id, v]))
    expect(byId.get(busy)).toMatchObject({
      status: 'on_job',
      job: { id: job.id, number: job.number },
    })
    expect(byId.get(free)).toMatchObject({ status: 'available', job: null })
    expect(byId.get(offDuty)).toMatchObject({ status: 'off_duty', job: null })
    expect(byId.get(done)).toMatchObject({ status: 'available', job: null })
    // Listed once each: old closed jobs do not repeat a vehicle.
    expect([...byId.keys()]).toHaveLength((await listVehicles()).length)
    const available = (await listVehicles())
      .filter((v) => v.status === 'available')
      .map((v) => v.id)
    expect(available).toEqual(expect.arrayContaining([free, done]))
    expect(available).not.toContain(busy)
    expect(available).not.toContain(offDuty)
    // Off duty while on a job: still on the job (it is not taken away), still not offered.
    const plate = byId.get(busy)!.registrationNumber
    await updateVehicle(busy, { ...vehicle(), duty: 'off_duty' }, admin)
    // (The registration number stays as entered, whatever else is sent.)
    expect((await listVehicles()).find((v) => v.id === busy)).toMatchObject({
      status: 'on_job',
      registrationNumber: plate,
    })
  })
})
