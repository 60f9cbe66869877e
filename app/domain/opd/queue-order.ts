import type { OpdVisitKind } from '#app/db/schema/opd-values.ts'

/**
 * The OPD queue's order rule (issue 49; decision 0022; shown on the doctor's page as
 * `opd:doctor.rule`). Every waiting patient gets a place time, and the queue is in place-time
 * order:
 *
 * 1. A booked patient who arrived no later than LATE_GRACE_MINUTES after their booked time is
 *    seen at their booked time: their place time is the booked time.
 * 2. Walk-ins, and booked patients who arrived later than that, queue by arrival: their place time
 *    is when they arrived. Walk-ins thus fill the time between booked patients, in token order.
 * 3. A skipped patient who comes back queues again from the moment they came back, as if they
 *    had just arrived.
 *
 * Ties (the same minute) go to the booked patient, then to the lower token.
 */
export const LATE_GRACE_MINUTES = 15

export type QueueEntry = {
  id: string
  token: number
  kind: OpdVisitKind
  /** The booked time (booked patients only). */
  bookedFor: Date | null
  arrivedAt: Date
  /** When a skipped patient came back, if they did. */
  returnedAt: Date | null
}

/** The time the rule seats a waiting patient at. */
export function placeTime(entry: QueueEntry): number {
  if (entry.returnedAt) return entry.returnedAt.getTime()
  if (entry.kind === 'booked' && entry.bookedFor) {
    const late = entry.arrivedAt.getTime() - entry.bookedFor.getTime()
    if (late <= LATE_GRACE_MINUTES * 60_000) return entry.bookedFor.getTime()
  }
  return entry.arrivedAt.getTime()
}

/** The waiting patients in the order the doctor sees them (a new array). */
export function orderQueue<T extends QueueEntry>(waiting: readonly T[]): T[] {
  return waiting
    .map((entry) => ({ entry, at: placeTime(entry), booked: entry.kind === 'booked' ? 0 : 1 }))
    .sort((a, b) => a.at - b.at || a.booked - b.booked || a.entry.token - b.entry.token)
    .map(({ entry }) => entry)
}

/** Minutes a consultation takes when nothing better is known (no hours, nobody seen yet). */
export const DEFAULT_CONSULTATION_MINUTES = 10
/** Consultations finished today before the measured average is trusted over the slot length. */
export const MEASURED_AFTER = 3

/**
 * Minutes one patient takes: the day's measured average (called → done) once MEASURED_AFTER
 * patients were seen, otherwise the doctor's slot length.
 */
export function minutesPerPatient(
  seenToday: readonly { calledAt: Date; doneAt: Date }[],
  slotMinutes: number | null,
): number {
  if (seenToday.length >= MEASURED_AFTER) {
    const total = seenToday.reduce((sum, v) => sum + (v.doneAt.getTime() - v.calledAt.getTime()), 0)
    return Math.max(1, Math.round(total / seenToday.length / 60_000))
  }
  return slotMinutes && slotMinutes > 0 ? slotMinutes : DEFAULT_CONSULTATION_MINUTES
}

export type QueuePlace = {
  /** Waiting patients who will be called before this one. */
  ahead: number
  /** About how long until they are called, in minutes (0 when next and nobody is in the room). */
  waitMinutes: number
}

/**
 * How many are ahead of visit `visitId` and about how long the wait is: everyone ahead, plus the
 * patient in the room now (if any), times the minutes one patient takes. Null when the visit is
 * not waiting.
 */
export function queuePlace(
  waiting: readonly QueueEntry[],
  visitId: string,
  options: { someoneInRoom: boolean; minutesPerPatient: number },
): QueuePlace | null {
  const index = orderQueue(waiting).findIndex((entry) => entry.id === visitId)
  if (index < 0) return null
  const before = index + (options.someoneInRoom ? 1 : 0)
  return { ahead: index, waitMinutes: before * options.minutesPerPatient }
}
