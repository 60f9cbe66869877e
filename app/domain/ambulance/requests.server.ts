import { type SQL, and, asc, desc, eq, gt, ne, notInArray, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import {
  ambulanceEvents,
  ambulanceRequestNumbers,
  ambulanceRequests,
  ambulanceVehicles,
  type AmbulanceStatus,
  type Destination,
  DUPLICATE_WINDOW_MINUTES,
  type EmergencyKind,
} from '#app/db/schema/ambulance.ts'
import { hashToken } from '#app/domain/appointments/index.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { privateLinkToken, storedPrivateLinkToken } from '#app/utils/private-link.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { receivedMail, receivedSms } from './ambulance-messages.ts'
import { CALLER_LIMIT_WINDOW_MINUTES } from './board-view.ts'
import { callerMayAddNote, callerMayCancel } from './status-flow.ts'
import { AMBULANCE_REQUESTS, REQUEST_STEPS } from './request-steps.server.ts'

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
  /** Sent from an address past its limit (callerLimits): flagged for the dispatcher. */
  busyAddress?: boolean
}

/** The private tracking link's token for a new request (only its SHA-256 is stored). */
export const trackingTokenFor = (requestKey: string) =>
  privateLinkToken('ambulance-tracking', requestKey)

/** The token of a stored request's link, as given to the caller; null once its secret is gone. */
export const storedTrackingToken = (requestKey: string, tokenHash: string) =>
  storedPrivateLinkToken('ambulance-tracking', requestKey, tokenHash)

/** The tracking page's path for a token, in the caller's language. */
export const trackingPath = (token: string, locale: Locale) =>
  localizePath(`/ambulance/track/${token}`, locale)

/** The tracking link as the SMS and e-mail carry it. */
export const trackingUrl = (token: string, locale: Locale) =>
  `${appUrl()}${trackingPath(token, locale)}`

const LIMIT_WINDOW_MS = CALLER_LIMIT_WINDOW_MINUTES * 60_000
/**
 * Requests per address in ten minutes before a request is flagged for the dispatcher. Never a
 * refusal: behind carrier-grade NAT a whole village, or a district's mobile users, reach us
 * through one operator address. The per-number limit stops one phone flooding the board.
 */
const PER_ADDRESS_LIMIT = 20
const PER_NUMBER_LIMIT = 5

export type CallerLimits = {
  /**
   * This mobile sent more requests than anyone in an emergency would: the page keeps everything
   * typed and puts the numbers to call first (duplicates within minutes are flagged anyway).
   */
  numberLimited: boolean
  /** The address is past its limit: the request is stored all the same, flagged as such. */
  busyAddress: boolean
}

/** Counts a request against its sender's limits and says which of them it is past. */
export async function callerLimits(
  address: string | null,
  phone: string | null,
): Promise<CallerLimits> {
  const perAddress = await windowCounter('ambulance-address', LIMIT_WINDOW_MS).increment(
    address ?? 'unknown',
  )
  const perNumber = phone
    ? await windowCounter('ambulance-number', LIMIT_WINDOW_MS).increment(phone)
    : null
  return {
    numberLimited: (perNumber?.totalHits ?? 0) > PER_NUMBER_LIMIT,
    busyAddress: perAddress.totalHits > PER_ADDRESS_LIMIT,
  }
}

/**
 * Tells the dispatch board and the request's tracking page that it changed. Run it inside the
 * transaction that makes the change: the news goes out only if the change is committed.
 */
export function publishAmbulanceChange(
  db: { execute: (query: SQL) => Promise<unknown> },
  requestId: string,
): Promise<void> {
  return publish(db, LIVE_CHANNELS.ambulance, requestId)
}

/**
 * A request already stored for this form (sent again after a lost answer), with its link's token;
 * a link whose secret is no longer listed is given a new token.
 */
export async function findByRequestKey(
  requestKey: string,
  db: Pick<ReturnType<typeof getDb>, 'select' | 'update'> = getDb(),
): Promise<{ id: string; number: string; token: string } | null> {
  const [found] = await db
    .select({
      id: ambulanceRequests.id,
      number: ambulanceRequests.number,
      tokenHash: ambulanceRequests.trackingTokenHash,
    })
    .from(ambulanceRequests)
    .where(eq(ambulanceRequests.requestKey, requestKey))
  if (!found) return null
  const token = storedTrackingToken(requestKey, found.tokenHash)
  if (token) return { id: found.id, number: found.number, token }
  const fresh = trackingTokenFor(requestKey)
  await db
    .update(ambulanceRequests)
    .set({ trackingTokenHash: hashToken(fresh) })
    .where(eq(ambulanceRequests.id, found.id))
  return { id: found.id, number: found.number, token: fresh }
}

/**
 * Stores a request before anything is answered, queues the caller's SMS (and e-mail) with the
 * tracking link in the same transaction, and returns its number and tracking token. The same form
 * sent again returns the first request. A request from a mobile that asked within the last minutes
 * is stored too, flagged as a possible duplicate for the dispatcher to merge — never dropped: it
 * may be a second patient. So is one sent from a busy network address (`busyAddress`).
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
          // One that has ended is no longer anything to join this one into.
          notInArray(ambulanceRequests.status, ['closed', 'cancelled']),
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
      const first = await findByRequestKey(input.requestKey, tx)
      return { ...first!, duplicateOf: null, repeated: true }
    }
    await tx.insert(ambulanceEvents).values({ requestId: created.id, status: 'received' })
    const url = trackingUrl(token, input.locale)
    await queueSms(tx, {
      to: input.callerPhone,
      kind: 'ambulance.received',
      ...receivedSms(created.number, url, input.locale),
    })
    if (input.callerEmail) {
      await queueMail(tx, {
        to: input.callerEmail,
        kind: 'ambulance.received',
        ...receivedMail(created.number, url, input.locale),
      })
    }
    await publishAmbulanceChange(tx, created.id)
    return { ...created, token, duplicateOf: earlier?.id ?? null, repeated: false }
  })
}

const trackingColumns = {
  id: ambulanceRequests.id,
  number: ambulanceRequests.number,
  status: ambulanceRequests.status,
  // Whether the phone's position was sent, not the position: the link may be forwarded.
  located: sql<boolean>`${ambulanceRequests.latitude} IS NOT NULL`,
  accuracyM: ambulanceRequests.accuracyM,
  village: ambulanceRequests.village,
  landmark: ambulanceRequests.landmark,
  kind: ambulanceRequests.kind,
  patients: ambulanceRequests.patients,
  destination: ambulanceRequests.destination,
  destinationName: ambulanceRequests.destinationName,
  etaAt: ambulanceRequests.etaAt,
  cancelReason: ambulanceRequests.cancelReason,
  mergedInto: ambulanceRequests.mergedInto,
  locale: ambulanceRequests.locale,
  createdAt: ambulanceRequests.createdAt,
  vehicle: {
    registrationNumber: ambulanceVehicles.registrationNumber,
    kind: ambulanceVehicles.kind,
    driverName: ambulanceVehicles.driverName,
    driverPhone: ambulanceVehicles.driverPhone,
  },
}

/** The request a tracking link is for, or null for a link that is not one of ours. */
async function findByToken(token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null
  const [row] = await getDb()
    .select(trackingColumns)
    .from(ambulanceRequests)
    .leftJoin(ambulanceVehicles, eq(ambulanceVehicles.id, ambulanceRequests.vehicleId))
    .where(eq(ambulanceRequests.trackingTokenHash, hashToken(token)))
  return row ?? null
}

/** The request's id for a tracking link (its live stream), or null. */
export async function findTrackedRequestId(token: string): Promise<string | null> {
  return (await findByToken(token))?.id ?? null
}

export type TrackingView = NonNullable<Awaited<ReturnType<typeof findTracking>>>

/**
 * What the caller's tracking page shows: the request, the vehicle and driver once one is sent,
 * the timeline of statuses and the caller's own notes (the dispatchers' notes stay on the board),
 * and the request it was merged into. Null for a forged or mistyped link.
 */
export async function findTracking(token: string) {
  const request = await findByToken(token)
  if (!request) return null
  const [events, mergedInto] = await Promise.all([
    getDb()
      .select({
        id: ambulanceEvents.id,
        status: ambulanceEvents.status,
        note: ambulanceEvents.note,
        byCaller: ambulanceEvents.byCaller,
        at: ambulanceEvents.at,
      })
      .from(ambulanceEvents)
      .where(
        and(
          eq(ambulanceEvents.requestId, request.id),
          sql`(${ambulanceEvents.status} IS NOT NULL OR ${ambulanceEvents.byCaller})`,
        ),
      )
      .orderBy(asc(ambulanceEvents.at), asc(ambulanceEvents.id)),
    request.mergedInto
      ? getDb()
          .select({
            number: ambulanceRequests.number,
            requestKey: ambulanceRequests.requestKey,
            tokenHash: ambulanceRequests.trackingTokenHash,
          })
          .from(ambulanceRequests)
          .where(eq(ambulanceRequests.id, request.mergedInto))
          .then(([row]) => row ?? null)
      : Promise.resolve(null),
  ])
  const { mergedInto: _merged, vehicle, ...rest } = request
  const mergedToken = mergedInto
    ? storedTrackingToken(mergedInto.requestKey, mergedInto.tokenHash)
    : null
  return {
    ...rest,
    vehicle: vehicle?.registrationNumber ? vehicle : null,
    events,
    mergedInto: mergedInto
      ? {
          number: mergedInto.number,
          path: mergedToken ? trackingPath(mergedToken, rest.locale) : null,
        }
      : null,
    mayCancel: callerMayCancel(rest.status),
    mayAddNote: callerMayAddNote(rest.status),
  }
}

/**
 * The caller calls the request off, saying why. Refused once the ambulance is there (the crew
 * decides then) — the page says so and shows the numbers to call.
 */
export async function cancelByCaller(token: string, reason: string) {
  const request = await findByToken(token)
  if (!request) throw new DomainError('not-found', messageRef('ambulance', 'error.notFound'))
  await AMBULANCE_REQUESTS.perform(
    request.id,
    { userId: null, ipAddress: null, byCaller: true },
    REQUEST_STEPS.cancelledByCaller,
    { change: ({ now }) => ({ set: { cancelReason: reason, closedAt: now }, note: reason }) },
  )
}

/** The caller adds something the crew should know (a new landmark, the patient got worse). */
export async function addCallerNote(token: string, note: string) {
  const request = await findByToken(token)
  if (!request) throw new DomainError('not-found', messageRef('ambulance', 'error.notFound'))
  if (!callerMayAddNote(request.status as AmbulanceStatus)) {
    throw new DomainError('conflict', messageRef('ambulance', 'error.requestClosed'), 'note')
  }
  await getDb().transaction(async (tx) => {
    await tx.insert(ambulanceEvents).values({ requestId: request.id, note, byCaller: true })
    await tx
      .update(ambulanceRequests)
      .set({ updatedAt: new Date() })
      .where(eq(ambulanceRequests.id, request.id))
    await publishAmbulanceChange(tx, request.id)
  })
}
