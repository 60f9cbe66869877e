/** The room key travels as `?k=` on the room's addresses and as a `k` field in its forms. */
export const ROOM_KEY_PARAM = 'k'

/** A room address, with the patient's key when they came by the manage link. */
export function roomPath(appointmentId: string, key: string | null, rest = ''): string {
  const path = `/consultations/${appointmentId}${rest}`
  return key ? `${path}?${ROOM_KEY_PARAM}=${encodeURIComponent(key)}` : path
}
