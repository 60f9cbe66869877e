import type { Route } from './+types/file'
import { patientMayReadPage } from '#app/domain/pharmacy/orders.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A page of the prescription sent with a medicine order: only to the account that ordered (the
 * pharmacy reads it through its own route), never cached. Anyone else — signed out, another
 * patient, a wrong link — gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  if (!isUuid(params.fileId) || !(await patientMayReadPage(params.token, params.fileId, user.id)))
    throw new Response(null, { status: 404 })
  const download = new URL(request.url).searchParams.get('download') === '1'
  const response = await fileResponse(params.fileId, { download })
  if (!response) throw new Response(null, { status: 404 })
  return response
}
