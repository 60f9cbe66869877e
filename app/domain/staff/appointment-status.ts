import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { type MessageRef, messageRef } from '#app/utils/i18n/catalogs.ts'

/** requested → confirmed → completed / no-show; requested or confirmed → cancelled. Nothing leaves an end state. */
const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  completed: [],
  no_show: [],
  cancelled: [],
  // A waitlist's hold passes on or becomes a booking by itself (decision 0023).
  held: [],
}

export function canChangeStatus(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return NEXT[from].includes(to)
}

/**
 * How a visit went. Said only from the appointment's start time on: a visit that has not begun
 * has no outcome, and "completed" is what lets the patient write a verified review.
 */
const OUTCOMES: readonly AppointmentStatus[] = ['completed', 'no_show']

export const isVisitOutcome = (status: AppointmentStatus) => OUTCOMES.includes(status)

/** Whether the visit starting at `startsAt` has begun at `now` (its outcome may be recorded). */
export const visitHasBegun = (startsAt: Date, now: Date) => startsAt.getTime() <= now.getTime()

/** The statuses an appointment starting at `startsAt` may move to at `now`. */
export function nextStatuses(
  from: AppointmentStatus,
  startsAt: Date,
  now: Date,
): readonly AppointmentStatus[] {
  return visitHasBegun(startsAt, now) ? NEXT[from] : NEXT[from].filter((to) => !isVisitOutcome(to))
}

/** Whether an outcome would be possible from `from`, but only once the visit has begun. */
export const outcomesWaitFor = (from: AppointmentStatus, startsAt: Date, now: Date) =>
  !visitHasBegun(startsAt, now) && NEXT[from].some(isVisitOutcome)

/** Each status's name, as a message of the `staff` catalogue (put into words by the page). */
export const STATUS_LABELS: Record<AppointmentStatus, MessageRef> = {
  requested: messageRef('staff', 'status.requested'),
  confirmed: messageRef('staff', 'status.confirmed'),
  completed: messageRef('staff', 'status.completed'),
  no_show: messageRef('staff', 'status.noShow'),
  cancelled: messageRef('staff', 'status.cancelled'),
  held: messageRef('staff', 'status.held'),
}

/** The button that moves an appointment to each status. */
export const STATUS_ACTIONS: Record<AppointmentStatus, MessageRef> = {
  requested: messageRef('staff', 'statusAction.requested'),
  confirmed: messageRef('staff', 'statusAction.confirmed'),
  completed: messageRef('staff', 'statusAction.completed'),
  no_show: messageRef('staff', 'statusAction.noShow'),
  cancelled: messageRef('staff', 'statusAction.cancelled'),
  held: messageRef('staff', 'statusAction.held'),
}
