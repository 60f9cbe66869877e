import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { getDb } from '#app/db/client.server.ts'
import {
  ambulanceEvents,
  ambulanceRequests,
  ambulanceVehicles,
  type AmbulanceStatus,
} from '#app/db/schema/ambulance.ts'
import { user } from '#app/db/schema/auth.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { assignedSms, cancelledSms } from './ambulance-messages.ts'
import { storedTrackingToken, trackingUrl } from './requests.server.ts'
import { alreadyHandled, AMBULANCE_REQUESTS, REQUEST_STEPS } from './request-steps.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { listVehicles } from './fleet.server.ts'
import { canMove, isFinal } from './status-flow.ts'
import { type Board } from './board-view.ts'
import { ADDRESS } from '#app/content/site.ts'
import { bearingDegrees, compassPoint, distanceKm } from '#app/utils/geo.ts'

export type Dispatcher = { userId: string; ipAddress: string | null }

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000)

/**
 * Sends an available vehicle to a received request and texts the caller who is coming. Two
 * dispatchers assigning the same vehicle at once: the database's one-active-job-per-vehicle index
 * lets exactly one through, and the other is told to choose another vehicle.
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
        .select({
          duty: ambulanceVehicles.duty,
          registrationNumber: ambulanceVehicles.registrationNumber,
          driverName: ambulanceVehicles.driverName,
          driverPhone: ambulanceVehicles.driverPhone,
        })
        .from(ambulanceVehicles)
        .where(eq(ambulanceVehicles.id, vehicleId))
        // An admin taking it off duty at this moment waits for this assignment, or wins.
        .for('share')
      if (!vehicle || vehicle.duty !== 'available') {
        throw new DomainError(
          'conflict',
          messageRef('ambulance', 'error.vehicleNotAvailable'),
          'vehicle',
        )
      }
      await AMBULANCE_REQUESTS.performIn(tx, requestId, actor, REQUEST_STEPS.assigned, {
        change: ({ order: request, now }) => {
          const etaAt = etaMinutes === null ? null : minutesFrom(now, etaMinutes)
          const token = storedTrackingToken(request.requestKey, request.trackingTokenHash)
          return {
            set: { vehicleId, assignedAt: now, etaAt },
            details: { vehicle: vehicle.registrationNumber, etaMinutes },
            notice: {
              kind: 'ambulance.assigned',
              sms: assignedSms(
                { number: request.number, locale: request.locale, etaAt },
                vehicle,
                token ? trackingUrl(token, request.locale) : appUrl(),
              ),
            },
          }
        },
      })
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION) {
      throw new DomainError('conflict', messageRef('ambulance', 'error.vehicleBusy'), 'vehicle')
    }
    throw error
  }
}

/**
 * Moves a request one step on (on the way, arrived, to hospital, handed over). `from` is the
 * status the dispatcher saw: a second click, or a colleague who was quicker, changes nothing.
 */
export async function moveStatus(
  requestId: string,
  from: AmbulanceStatus,
  to: AmbulanceStatus,
  etaMinutes: number | null,
  actor: Dispatcher,
) {
  if (!canMove(from, to)) throw alreadyHandled()
  await AMBULANCE_REQUESTS.perform(requestId, actor, REQUEST_STEPS.moved, {
    seen: from,
    change: ({ now }) => ({
      to,
      set: {
        ...(to === 'arrived' ? { arrivedAt: now } : {}),
        ...(to === 'closed' ? { closedAt: now } : {}),
        ...(to === 'on_the_way' && etaMinutes !== null
          ? { etaAt: minutesFrom(now, etaMinutes) }
          : {}),
      },
      details: { from, to, ...(etaMinutes === null ? {} : { etaMinutes }) },
    }),
  })
}

/** Calls a request off with a reason the caller reads on the tracking page and by SMS. */
export async function cancelByDispatcher(requestId: string, reason: string, actor: Dispatcher) {
  await AMBULANCE_REQUESTS.perform(requestId, actor, REQUEST_STEPS.cancelled, {
    change: ({ order: request, now }) => ({
      set: { cancelReason: reason, closedAt: now },
      note: reason,
      notice: {
        kind: 'ambulance.cancelled',
        sms: cancelledSms(request.number, reason, request.locale),
      },
    }),
  })
}

/**
 * Joins a request flagged as a possible duplicate into the earlier one from the same mobile: it
 * ends as cancelled, pointing at the other (whose tracking page its caller is sent to), and its
 * note and place are copied onto the other's timeline so nothing the caller said is lost.
 */
export async function mergeDuplicate(requestId: string, actor: Dispatcher) {
  await getDb().transaction(async (tx) => {
    const request = await AMBULANCE_REQUESTS.lock(tx, requestId)
    AMBULANCE_REQUESTS.check(request, REQUEST_STEPS.merged)
    if (!request.possibleDuplicateOf) throw alreadyHandled()
    const earlier = await AMBULANCE_REQUESTS.find(tx, request.possibleDuplicateOf)
    if (!earlier || isFinal(earlier.status)) {
      throw new DomainError('conflict', messageRef('ambulance', 'error.mergeTargetClosed'))
    }
    const now = new Date()
    await AMBULANCE_REQUESTS.takeStep(
      tx,
      request,
      actor,
      REQUEST_STEPS.merged,
      { set: { mergedInto: earlier.id, closedAt: now }, details: { into: earlier.number } },
      { at: now },
    )
    // The phone's position, when only the second request carried it, goes to the crew too.
    if (earlier.latitude === null && request.latitude !== null) {
      await tx
        .update(ambulanceRequests)
        .set({
          latitude: request.latitude,
          longitude: request.longitude,
          accuracyM: request.accuracyM,
          updatedAt: now,
        })
        .where(eq(ambulanceRequests.id, earlier.id))
    }
    const said = [request.village, request.landmark, request.note].filter(Boolean).join(' — ')
    await AMBULANCE_REQUESTS.record(tx, earlier, actor, {
      note: `${request.number}${said ? `: ${said}` : ''}`,
      at: now,
      audit: null,
    })
  })
}

/** The dispatcher checked: not the same emergency (a second patient, another relative). */
export async function keepSeparate(requestId: string, actor: Dispatcher) {
  await AMBULANCE_REQUESTS.perform(requestId, actor, REQUEST_STEPS.keptSeparate, {
    change: ({ order: request }) => {
      if (!request.possibleDuplicateOf) throw alreadyHandled()
      return { set: { possibleDuplicateOf: null } }
    },
  })
}

/** A dispatcher's note on the timeline (for the board; the caller does not see it). */
export async function addDispatchNote(requestId: string, note: string, actor: Dispatcher) {
  await getDb().transaction(async (tx) => {
    const request = await AMBULANCE_REQUESTS.lock(tx, requestId)
    await AMBULANCE_REQUESTS.record(tx, request, actor, { note, audit: 'ambulance.note_added' })
  })
}

const duplicateOf = alias(ambulanceRequests, 'duplicate_of')

/**
 * The dispatch board: every open request (new ones first, then jobs under way, oldest first),
 * the ones that ended in the last 12 hours, each with its timeline, and the fleet with what each
 * vehicle is doing.
 */
/** Where a pickup place is from the hospital: "12 km north-west". */
function fromHospital(latitude: number | null, longitude: number | null) {
  if (latitude === null || longitude === null) return null
  const point = { latitude, longitude }
  return {
    km: Math.round(distanceKm(ADDRESS, point) * 10) / 10,
    direction: compassPoint(bearingDegrees(ADDRESS, point)),
  }
}

/** How many ended requests the board lists (the last 12 hours' at most). */
const ENDED_SHOWN = 50

export async function loadBoard(now = new Date()): Promise<Board> {
  const db = getDb()
  const boardRequests = () =>
    db
      .select({
        id: ambulanceRequests.id,
        number: ambulanceRequests.number,
        status: ambulanceRequests.status,
        kind: ambulanceRequests.kind,
        patients: ambulanceRequests.patients,
        callerPhone: ambulanceRequests.callerPhone,
        village: ambulanceRequests.village,
        landmark: ambulanceRequests.landmark,
        latitude: ambulanceRequests.latitude,
        longitude: ambulanceRequests.longitude,
        accuracyM: ambulanceRequests.accuracyM,
        destination: ambulanceRequests.destination,
        destinationName: ambulanceRequests.destinationName,
        note: ambulanceRequests.note,
        etaAt: ambulanceRequests.etaAt,
        cancelReason: ambulanceRequests.cancelReason,
        createdAt: ambulanceRequests.createdAt,
        assignedAt: ambulanceRequests.assignedAt,
        arrivedAt: ambulanceRequests.arrivedAt,
        closedAt: ambulanceRequests.closedAt,
        locale: ambulanceRequests.locale,
        vehicleId: ambulanceRequests.vehicleId,
        vehicle: ambulanceVehicles.registrationNumber,
        driverName: ambulanceVehicles.driverName,
        driverPhone: ambulanceVehicles.driverPhone,
        duplicateOf: { id: duplicateOf.id, number: duplicateOf.number, status: duplicateOf.status },
        busyAddress: ambulanceRequests.busyAddress,
        mergedInto: ambulanceRequests.mergedInto,
      })
      .from(ambulanceRequests)
      .leftJoin(ambulanceVehicles, eq(ambulanceVehicles.id, ambulanceRequests.vehicleId))
      .leftJoin(duplicateOf, eq(duplicateOf.id, ambulanceRequests.possibleDuplicateOf))
  // Every open request, however many (a flood of false ones must not hide a real one), and
  // apart from them the latest that ended.
  const [open, ended] = await Promise.all([
    boardRequests()
      .where(notInArray(ambulanceRequests.status, ['closed', 'cancelled']))
      .orderBy(asc(ambulanceRequests.createdAt)),
    boardRequests()
      .where(
        and(
          inArray(ambulanceRequests.status, ['closed', 'cancelled']),
          gte(ambulanceRequests.closedAt, new Date(now.getTime() - 12 * 3600_000)),
        ),
      )
      .orderBy(desc(ambulanceRequests.closedAt))
      .limit(ENDED_SHOWN),
  ])
  const requests = [...open, ...ended]
  const ids = requests.map((r) => r.id)
  const [events, vehicles] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: ambulanceEvents.id,
            requestId: ambulanceEvents.requestId,
            status: ambulanceEvents.status,
            note: ambulanceEvents.note,
            byCaller: ambulanceEvents.byCaller,
            by: user.name,
            at: ambulanceEvents.at,
          })
          .from(ambulanceEvents)
          .leftJoin(user, eq(user.id, ambulanceEvents.actorUserId))
          .where(inArray(ambulanceEvents.requestId, ids))
          .orderBy(asc(ambulanceEvents.at), asc(ambulanceEvents.id)),
    listVehicles(),
  ])
  const byRequest = new Map<string, (typeof events)[number][]>()
  for (const event of events) {
    const list = byRequest.get(event.requestId)
    if (list) list.push(event)
    else byRequest.set(event.requestId, [event])
  }
  const withEvents = requests.map((r) => ({
    ...r,
    fromHospital: fromHospital(r.latitude, r.longitude),
    duplicateOf: r.duplicateOf?.id
      ? {
          id: r.duplicateOf.id,
          number: r.duplicateOf.number,
          ended: isFinal(r.duplicateOf.status!),
        }
      : null,
    events: byRequest.get(r.id) ?? [],
  }))
  return {
    waiting: withEvents.filter((r) => r.status === 'received'),
    active: withEvents.filter((r) => !isFinal(r.status) && r.status !== 'received'),
    ended: withEvents.filter((r) => isFinal(r.status)),
    vehicles,
  }
}

const BOARD_VIEW_WINDOW_MS = 15 * 60_000

/**
 * Staff reading the board (callers' numbers and places) is audited like every read of patient
 * data, once per person per quarter of an hour: the board reloads itself on every change.
 */
export async function auditBoardView(actor: Dispatcher) {
  const { totalHits } = await windowCounter('ambulance-board-view', BOARD_VIEW_WINDOW_MS).increment(
    actor.userId,
  )
  if (totalHits > 1) return
  await recordAudit(getDb(), {
    action: 'ambulance.board_viewed',
    actorUserId: actor.userId,
    subjectType: 'ambulance_request',
    ipAddress: actor.ipAddress,
  })
}

/** How many requests wait for a vehicle (the staff menu's count). */
export async function countWaitingRequests(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.status, 'received'))
  return row?.n ?? 0
}
