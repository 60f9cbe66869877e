import type { Route } from './+types/application-file'
import {
  applicationOfDocument,
  auditDocumentRead,
} from '#app/domain/network/application-admin.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A document sent with an application (a registration certificate, a degree, a photo), to admins
 * only and only through the application it belongs to; never cached. Every file handed out is
 * audited.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, ['admin'])
  if (!isUuid(params.fileId)) throw new Response(null, { status: 404 })
  const applicationId = await applicationOfDocument(params.number, params.fileId)
  if (!applicationId) throw new Response(null, { status: 404 })
  const response = await fileResponse(params.fileId)
  if (!response) throw new Response(null, { status: 404 })
  await auditDocumentRead(
    { userId: user.id, ipAddress: context.clientIp || null },
    applicationId,
    params.fileId,
  )
  return response
}
