import { type SQL } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'

/**
 * Tells every process that the room of `appointmentId` changed; their live connections for that
 * room (and for the doctor's other rooms, whose queue may have moved) look again. Run it in the
 * transaction that makes the change, so the news goes out only if the change is committed.
 */
export function publishRoomChange(
  db: { execute: (query: SQL) => Promise<unknown> } = getDb(),
  room: { doctorId: string; appointmentId: string },
): Promise<void> {
  return publish(db, LIVE_CHANNELS.consultation, `${room.doctorId} ${room.appointmentId}`)
}

/** The room a `consultation` announcement is about, or null for a malformed one. */
export function parseRoomChange(
  payload: string,
): { doctorId: string; appointmentId: string } | null {
  const [doctorId, appointmentId] = payload.split(' ')
  return doctorId && appointmentId ? { doctorId, appointmentId } : null
}
