import { createHmac } from 'node:crypto'
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import {
  ACTIVE_JOB_STATUSES,
  ambulanceEvents,
  ambulanceRequestNumbers,
  ambulanceRequests,
  ambulanceVehicles,
  type AmbulanceStatus,
  DUPLICATE_WINDOW_MINUTES,
  type Destination,
  type EmergencyKind,
} from '#app/db/schema/ambulance.ts'
import { hashToken } from '#app/domain/appointments/appointment-access.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { getCookieSecrets } from '#app/utils/secrets.server.ts'

export type NewAmbulanceRequest = {
  callerPhone: string
  callerEmail: string | null
  latitude: number | null
  longitude: number | null
  accuracyM: number | null
  village: string
  landmark: string
  kind: EmergencyKind
  patients: number
  destination: Destination
  destinationName: string
  note: string
  requestKey: string
  locale: Locale
}

/**
 * The private tracking link's token, derived from the form's one-time key with a server secret:
 * a request sent twice (a double tap, a retry on a weak network) gets the same link.
 */
export function trackingTokenFor(requestKey: string): string {
  return createHmac('sha256', getCookieSecrets()[0]!)
    .update(`ambulance-tracking:${requestKey}`)
    .digest('base64url')
}

/**
 * Stores a request before anything is answered, and returns its number and tracking token. The
 * same form sent again returns the first request. A request from a mobile that asked within the
 * last minutes is stored too, flagged as a possible duplicate for the dispatcher to merge — never
 * dropped: it may be a second patient.
 */
export async function createAmbulanceRequest(input: NewAmbulanceRequest) {
  const token = trackingTokenFor(input.requestKey)
  return getDb().transaction(async (tx) => {
    const [earlier] = await tx
      .select({ id: ambulanceRequests.id })
      .from(ambulanceRequests)
      .where(
        and(
          eq(ambulanceRequests.callerPhone, input.callerPhone),
          gt(
            ambulanceRequests.createdAt,
            sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`,
          ),
          ne(ambulanceRequests.requestKey, input.requestKey),
        ),
      )
      .orderBy(desc(ambulanceRequests.createdAt))
      .limit(1)
    const [created] = await tx
      .insert(ambulanceRequests)
      .values({
        ...input,
        number: sql`'AMB-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${ambulanceRequestNumbers.seqName}'`)})::text, 6, '0')`,
        trackingTokenHash: hashToken(token),
        possibleDuplicateOf: earlier?.id ?? null,
      })
      .onConflictDoNothing({ target: ambulanceRequests.requestKey })
      .returning({ id: ambulanceRequests.id, number: ambulanceRequests.number })
    if (!created) {
      const [first] = await tx
        .select({ id: ambulanceRequests.id, number: ambulanceRequests.number })
        .from(ambulanceRequests)
        .where(eq(ambulanceRequests.requestKey, input.requestKey))
      return { ...first!, token, duplicateOf: null, repeated: true }
    }
    await tx.insert(ambulanceEvents).values({ requestId: created.id, status: 'received' })
    return { ...created, token, duplicateOf: earlier?.id ?? null, repeated: false }
  })
}

export type Dispatcher = { userId: string; ipAddress: string | null }

/**
 * Sends an available vehicle to a received request. Two dispatchers assigning the same vehicle at
 * once: the database's one-active-job-per-vehicle index lets exactly one through.
 */
export async function assignVehicle(
  requestId: string,
  vehicleId: string,
  etaMinutes: number | null,
  actor: Dispatcher,
) {
  try {
    await getDb().transaction(async (tx) => {
      const [vehicle] = await tx
        .select({ duty: ambulanceVehicles.duty })
        .from(ambulanceVehicles)
        .where(eq(ambulanceVehicles.id, vehicleId))
      if (!vehicle || vehicle.duty !== 'available') {
        throw new DomainError(
          'conflict',
          messageRef('ambulance', 'error.vehicleNotAvailable'),
          'vehicle',
        )
      }
      const now = new Date()
      const assigned = await tx
        .update(ambulanceRequests)
        .set({
          status: 'assigned',
          vehicleId,
          assignedAt: now,
          etaAt: etaMinutes === null ? null : new Date(now.getTime() + etaMinutes * 60_000),
          updatedAt: now,
        })
        .where(and(eq(ambulanceRequests.id, requestId), eq(ambulanceRequests.status, 'received')))
        .returning({ id: ambulanceRequests.id })
      if (assigned.length === 0) {
        throw new DomainError('conflict', messageRef('ambulance', 'error.alreadyHandled'))
      }
      await tx
        .insert(ambulanceEvents)
        .values({ requestId, status: 'assigned', actorUserId: actor.userId, at: now })
      await recordAudit(tx, {
        action: 'ambulance.assigned',
        actorUserId: actor.userId,
        subjectType: 'ambulance_request',
        subjectId: requestId,
        ipAddress: actor.ipAddress,
        details: { vehicleId },
      })
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION) {
      throw new DomainError('conflict', messageRef('ambulance', 'error.vehicleBusy'), 'vehicle')
    }
    throw error
  }
}

/** Requests a dispatcher has to act on, oldest first, with the vehicles that are busy. */
export async function listOpenRequests() {
  return getDb()
    .select({
      id: ambulanceRequests.id,
      number: ambulanceRequests.number,
      status: ambulanceRequests.status,
      kind: ambulanceRequests.kind,
      callerPhone: ambulanceRequests.callerPhone,
      village: ambulanceRequests.village,
      landmark: ambulanceRequests.landmark,
      latitude: ambulanceRequests.latitude,
      longitude: ambulanceRequests.longitude,
      possibleDuplicateOf: ambulanceRequests.possibleDuplicateOf,
      createdAt: ambulanceRequests.createdAt,
    })
    .from(ambulanceRequests)
    .where(inArray(ambulanceRequests.status, ['received', ...ACTIVE_JOB_STATUSES]))
    .orderBy(ambulanceRequests.createdAt)
}

export type { AmbulanceStatus }
