import type { Route } from './+types/live'
import { requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { roomEventStream } from '#app/domain/consultations/room-stream.server.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The room page's live connection (Server-Sent Events): room state, chat and call signals. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  const after = Number(new URL(request.url).searchParams.get('after'))
  return roomEventStream(request, access, {
    locale: requestLocale(request),
    ipAddress: context.clientIp || null,
    afterMessage: Number.isSafeInteger(after) && after > 0 ? after : 0,
  })
}
