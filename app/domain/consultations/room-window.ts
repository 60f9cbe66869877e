import type { AppointmentStatus, ConsultationMode } from '#app/db/schema/appointment-values.ts'

/** The room opens this long before the appointment's start, for the checks and the waiting room. */
export const ROOM_OPENS_BEFORE_MS = 15 * 60_000
/** …and closes this long after the start, when the doctor has not ended it earlier. */
export const ROOM_CLOSES_AFTER_MS = 2 * 60 * 60_000

/** The appointment modes that happen online, each with a consultation room. */
export const ONLINE_MODES: readonly ConsultationMode[] = ['phone', 'video', 'chat']

export const isOnlineMode = (mode: ConsultationMode) => ONLINE_MODES.includes(mode)

export type RoomPhase =
  /** Not open yet: the room opens at `opensAt`. */
  | { kind: 'early'; opensAt: Date }
  | { kind: 'open'; closesAt: Date }
  /** Closed: the doctor ended it, its time ran out, or the appointment is over or cancelled. */
  | { kind: 'closed'; why: 'ended' | 'time' | 'cancelled' | 'completed' | 'no_show' }

/**
 * Where a consultation room stands at `now`. Pure, so the rule is tested on its own and the same
 * everywhere (page, live connection, chat, signalling).
 */
export function roomPhase(
  now: Date,
  room: { startsAt: Date; status: AppointmentStatus; endedAt: Date | null },
): RoomPhase {
  if (room.status === 'cancelled') return { kind: 'closed', why: 'cancelled' }
  if (room.endedAt) return { kind: 'closed', why: 'ended' }
  if (room.status === 'no_show') return { kind: 'closed', why: 'no_show' }
  if (room.status === 'completed') return { kind: 'closed', why: 'completed' }
  const opensAt = new Date(room.startsAt.getTime() - ROOM_OPENS_BEFORE_MS)
  const closesAt = new Date(room.startsAt.getTime() + ROOM_CLOSES_AFTER_MS)
  if (now < opensAt) return { kind: 'early', opensAt }
  if (now >= closesAt) return { kind: 'closed', why: 'time' }
  return { kind: 'open', closesAt }
}

/** A started room counts as in progress only until it closes by time (if nobody ended it). */
export const stillOpen = (startsAt: Date, now: Date) =>
  now.getTime() < startsAt.getTime() + ROOM_CLOSES_AFTER_MS
