import type { Route } from './+types/file'
import { auditStaffRead, requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { roomHasFile } from '#app/domain/consultations/room.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A photo or PDF of a consultation (shared before it, or sent in its chat): only to the room's
 * participants and the staff, never cached. A staff member's read is audited like any read of
 * patient data.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  if (!isUuid(params.fileId) || !(await roomHasFile(access.appointment.id, params.fileId))) {
    throw new Response(null, { status: 404 })
  }
  const download = new URL(request.url).searchParams.get('download') === '1'
  const response = await fileResponse(params.fileId, { download })
  if (!response) throw new Response(null, { status: 404 })
  await auditStaffRead(access, context.clientIp, { file: params.fileId })
  return response
}
