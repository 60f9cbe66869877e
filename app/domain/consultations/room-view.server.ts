import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { type RoomRole } from '#app/db/schema/consultation-values.ts'
import { type RoomAccess, roomPath } from './room-access.server.ts'
import { type ChatMessage } from './room.server.ts'

/** A chat message as the page shows it to one participant. */
export type ChatMessageView = {
  id: number
  mine: boolean
  senderRole: RoomRole
  senderName: string
  body: string
  time: string
  /** The attachment's address (behind the room's access check), if any. */
  fileUrl: string | null
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
    fileUrl: message.fileId
      ? roomPath(access.appointment.id, access.key, `/files/${message.fileId}`)
      : null,
  }
}
