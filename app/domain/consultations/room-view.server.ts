import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { type RoomRole } from '#app/db/schema/consultation-values.ts'
import { type RoomAccess } from './room-access.server.ts'
import { roomPath } from '#app/domain/rooms/index.ts'
import { type ChatMessage } from './room.server.ts'

/** A chat message as the page shows it to one participant. */
export type ChatMessageView = {
  id: number
  mine: boolean
  senderRole: RoomRole
  senderName: string
  body: string
  time: string
  /** The attachment (served behind the room's access check), if any. */
  file: { url: string; name: string; pdf: boolean; byteSize: number } | null
}

export function chatMessageView(
  message: ChatMessage,
  access: RoomAccess,
  locale: Locale,
): ChatMessageView {
  return {
    id: message.id,
    mine: message.senderRole === access.participant.role,
    senderRole: message.senderRole,
    senderName: message.senderName,
    body: message.body,
    time: formatClinicTime(message.createdAt, locale),
    file: message.file
      ? {
          url: roomPath(access.appointment.id, access.key, `/files/${message.file.id}`),
          name: message.file.name,
          pdf: message.file.mediaType === 'application/pdf',
          byteSize: message.file.byteSize,
        }
      : null,
  }
}
