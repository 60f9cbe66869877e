import { ACTIVE_JOB_STATUSES, type AmbulanceStatus } from '#app/db/schema/ambulance-values.ts'

/**
 * Where a request may go from each status once a vehicle is on it: on the way, arrived, then to
 * the hospital or handed over on the spot (closed). Assigning and cancelling are separate steps.
 */
const NEXT: Partial<Record<AmbulanceStatus, readonly AmbulanceStatus[]>> = {
  assigned: ['on_the_way'],
  on_the_way: ['arrived'],
  arrived: ['to_hospital', 'closed'],
  to_hospital: ['closed'],
}

/** The statuses a dispatcher may move a request on to from `from`. */
export function nextStatuses(from: AmbulanceStatus): readonly AmbulanceStatus[] {
  return NEXT[from] ?? []
}

export function canMove(from: AmbulanceStatus, to: AmbulanceStatus): boolean {
  return nextStatuses(from).includes(to)
}

export const isFinal = (status: AmbulanceStatus) => status === 'closed' || status === 'cancelled'

export const isActiveJob = (status: AmbulanceStatus) =>
  (ACTIVE_JOB_STATUSES as readonly string[]).includes(status)

/** The caller may call it off until the ambulance is there; after that the crew decides. */
export const callerMayCancel = (status: AmbulanceStatus) =>
  status === 'received' || status === 'assigned' || status === 'on_the_way'

/** The caller may add a note while the request is open. */
export const callerMayAddNote = (status: AmbulanceStatus) => !isFinal(status)

/** Whether the estimated arrival is asked for when moving to `to`. */
export const asksForEta = (to: AmbulanceStatus) => to === 'assigned' || to === 'on_the_way'

/** The longest estimate a dispatcher may give, in minutes. */
export const MAX_ETA_MINUTES = 240

/** Why a caller calls a request off (they may add their own words). */
export const CALLER_CANCEL_REASONS = [
  'not_needed',
  'other_transport',
  'called_108',
  'other',
] as const
