import { ROOM_KEY_PARAM } from '#app/domain/rooms/room-paths.ts'

/** A guest's private key, sent again with every form of the room. */
export function RoomKey({ value }: { value: string | null }) {
  return value ? <input type="hidden" name={ROOM_KEY_PARAM} value={value} /> : null
}
