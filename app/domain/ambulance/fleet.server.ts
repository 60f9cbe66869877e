import { asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import {
  ACTIVE_JOB_STATUSES,
  ambulanceRequests,
  ambulanceVehicles,
} from '#app/db/schema/ambulance.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type NewVehicleInput, type VehicleInput } from './fleet-schemas.ts'

export type FleetActor = { userId: string; ipAddress: string | null }

import { type FleetVehicle } from './board-view.ts'

export type { FleetVehicle, VehicleStatus } from './board-view.ts'

/** The active request of each vehicle (at most one: the database's unique index sees to that). */
const activeJobs = () =>
  getDb()
    .select({
      id: ambulanceRequests.id,
      number: ambulanceRequests.number,
      vehicleId: ambulanceRequests.vehicleId,
    })
    .from(ambulanceRequests)
    .where(inArray(ambulanceRequests.status, [...ACTIVE_JOB_STATUSES]))
    .as('active_jobs')

/** The whole fleet for the admins' page, by base, each with what it is doing now. */
export async function listVehicles(): Promise<FleetVehicle[]> {
  const jobs = activeJobs()
  const rows = await getDb()
    .select({
      id: ambulanceVehicles.id,
      registrationNumber: ambulanceVehicles.registrationNumber,
      kind: ambulanceVehicles.kind,
      base: ambulanceVehicles.base,
      driverName: ambulanceVehicles.driverName,
      driverPhone: ambulanceVehicles.driverPhone,
      duty: ambulanceVehicles.duty,
      jobId: jobs.id,
      jobNumber: jobs.number,
    })
    .from(ambulanceVehicles)
    .leftJoin(jobs, eq(jobs.vehicleId, ambulanceVehicles.id))
    .orderBy(asc(ambulanceVehicles.base), asc(ambulanceVehicles.registrationNumber))
  return rows.map(({ jobId, jobNumber, ...vehicle }) => ({
    ...vehicle,
    status: jobId ? 'on_job' : vehicle.duty,
    job: jobId && jobNumber ? { id: jobId, number: jobNumber } : null,
  }))
}

/** Adds a vehicle; a registration number already in the fleet is refused next to its field. */
export async function addVehicle(input: NewVehicleInput, actor: FleetActor): Promise<string> {
  return getDb().transaction(async (tx) => {
    // Not a caught unique violation: on PostgreSQL that would abort the transaction.
    const [added] = await tx
      .insert(ambulanceVehicles)
      .values(input)
      .onConflictDoNothing({ target: ambulanceVehicles.registrationNumber })
      .returning({ id: ambulanceVehicles.id })
    if (!added) {
      throw new DomainError(
        'conflict',
        messageRef('ambulance', 'fleet.form.registrationTaken'),
        'registrationNumber',
      )
    }
    await recordAudit(tx, {
      action: 'ambulance.vehicle_added',
      actorUserId: actor.userId,
      subjectType: 'ambulance_vehicle',
      subjectId: added.id,
      ipAddress: actor.ipAddress,
      details: { registrationNumber: input.registrationNumber, kind: input.kind, duty: input.duty },
    })
    return added.id
  })
}

const EDITABLE = ['kind', 'base', 'driverName', 'driverPhone', 'duty'] as const

/**
 * Changes a vehicle's driver, phone, base, type or duty. Taking it off duty does not end a job it
 * is on; it is only no longer offered for the next one. Returns whether anything changed.
 */
export async function updateVehicle(
  id: string,
  input: VehicleInput,
  actor: FleetActor,
): Promise<boolean> {
  const notFound = () =>
    new DomainError('not-found', messageRef('ambulance', 'fleet.form.unknownVehicle'))
  if (!isUuid(id)) throw notFound()
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ambulanceVehicles)
      .where(eq(ambulanceVehicles.id, id))
      .for('update')
    if (!before) throw notFound()
    const changed = EDITABLE.filter((field) => before[field] !== input[field])
    if (changed.length === 0) return false
    await tx
      .update(ambulanceVehicles)
      .set({
        kind: input.kind,
        base: input.base,
        driverName: input.driverName,
        driverPhone: input.driverPhone,
        duty: input.duty,
        updatedAt: new Date(),
      })
      .where(eq(ambulanceVehicles.id, id))
    await recordAudit(tx, {
      action: 'ambulance.vehicle_changed',
      actorUserId: actor.userId,
      subjectType: 'ambulance_vehicle',
      subjectId: id,
      ipAddress: actor.ipAddress,
      details: {
        registrationNumber: before.registrationNumber,
        changed: changed.join(','),
        ...(changed.includes('duty') ? { duty: input.duty } : {}),
      },
    })
    return true
  })
}
