import {
  AMBULANCE_STATUSES,
  ambulanceEvents,
  ambulanceRequests,
  type AmbulanceStatus,
} from '#app/db/schema/ambulance.ts'
import { orderWorkflow } from '#app/domain/order-workflow/index.server.ts'
import { type TextMessage } from '#app/domain/mail/index.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { callerMayCancel, isFinal, nextStatuses } from './status-flow.ts'

/**
 * Ambulance requests in the order-workflow kit: what a step reads of the request it locks, its
 * timeline row (a dispatcher's, or the caller's own), its audit subject, the live channel, and the
 * SMS the caller gets. The dispatcher's steps are in dispatch.server.ts, the caller's in
 * requests.server.ts.
 */

/** Who takes a step: a dispatcher, or the caller through their tracking link. */
export type RequestActor = { userId: string | null; ipAddress: string | null; byCaller?: boolean }

/** The caller's SMS about a step: its kind and its words. */
export type CallerNotice = { kind: 'ambulance.assigned' | 'ambulance.cancelled'; sms: TextMessage }

export const alreadyHandled = () =>
  new DomainError('conflict', messageRef('ambulance', 'error.alreadyHandled'))

export const AMBULANCE_REQUESTS = orderWorkflow({
  orders: ambulanceRequests,
  locked: {
    id: ambulanceRequests.id,
    number: ambulanceRequests.number,
    status: ambulanceRequests.status,
    callerPhone: ambulanceRequests.callerPhone,
    requestKey: ambulanceRequests.requestKey,
    trackingTokenHash: ambulanceRequests.trackingTokenHash,
    locale: ambulanceRequests.locale,
    possibleDuplicateOf: ambulanceRequests.possibleDuplicateOf,
    note: ambulanceRequests.note,
    village: ambulanceRequests.village,
    landmark: ambulanceRequests.landmark,
    latitude: ambulanceRequests.latitude,
    longitude: ambulanceRequests.longitude,
    accuracyM: ambulanceRequests.accuracyM,
  },
  events: ambulanceEvents,
  entry: (request, entry, actor: RequestActor) => ({
    requestId: request.id,
    status: entry.status,
    note: entry.note,
    ...(actor.byCaller ? { byCaller: true } : { actorUserId: actor.userId }),
    at: entry.at,
  }),
  subjectType: 'ambulance_request',
  channel: LIVE_CHANNELS.ambulance,
  notFound: alreadyHandled,
  changedMeanwhile: alreadyHandled,
  tell: async (tx, request, notice: CallerNotice) => {
    await queueSms(tx, { to: request.callerPhone, kind: notice.kind, ...notice.sms })
  },
})

export type LockedRequest = Awaited<ReturnType<typeof AMBULANCE_REQUESTS.lock>>

const OPEN = AMBULANCE_STATUSES.filter((status) => !isFinal(status))

/** The steps of a request: the moves each makes, and its audit action. */
export const REQUEST_STEPS = {
  assigned: { moves: [{ from: ['received'], to: 'assigned' }], audit: 'ambulance.assigned' },
  /** On the way, arrived, to hospital, handed over: as status-flow.ts allows from here. */
  moved: {
    moves: (request: LockedRequest) =>
      nextStatuses(request.status).map((to) => ({ from: [request.status], to })),
    audit: 'ambulance.status_changed',
  },
  cancelled: { moves: [{ from: OPEN, to: 'cancelled' }], audit: 'ambulance.cancelled' },
  /** A possible duplicate joins the earlier request while nobody is sent to it. */
  merged: { moves: [{ from: ['received'], to: 'cancelled' }], audit: 'ambulance.merged' },
  /** Not the same emergency after all (whatever its status now). */
  keptSeparate: {
    moves: [{ from: AMBULANCE_STATUSES, to: null }],
    audit: 'ambulance.kept_separate',
  },
  /** The caller calls it off until the ambulance is there; after that the crew decides. */
  cancelledByCaller: {
    moves: [{ from: AMBULANCE_STATUSES.filter(callerMayCancel), to: 'cancelled' }],
    audit: null,
    refusal: () => new DomainError('conflict', messageRef('ambulance', 'error.tooLateToCancel')),
  },
} as const

export type { AmbulanceStatus }
