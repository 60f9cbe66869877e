import { type SQL } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'

/**
 * Tells every process that the room of `appointmentId` changed; their live connections for that
 * room (and for the doctor's other rooms, whose queue may have moved) look again. Run it in the
 * transaction that makes the change, so the news goes out only if the change is committed.
 * `signal`: only a call signal, of interest to that room's two participants and nobody else.
 */
export function publishRoomChange(
  db: { execute: (query: SQL) => Promise<unknown> } = getDb(),
  room: { doctorId: string; appointmentId: string },
  options: { signal?: boolean } = {},
): Promise<void> {
  const payload = `${room.doctorId} ${room.appointmentId}${options.signal ? ' signal' : ''}`
  return publish(db, LIVE_CHANNELS.consultation, payload)
}

/** The room a `consultation` announcement is about, or null for a malformed one. */
export function parseRoomChange(
  payload: string,
): { doctorId: string; appointmentId: string; signal: boolean } | null {
  const [doctorId, appointmentId, kind] = payload.split(' ')
  return doctorId && appointmentId ? { doctorId, appointmentId, signal: kind === 'signal' } : null
}
