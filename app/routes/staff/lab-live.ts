import type { Route } from './+types/lab-live'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The laboratory's board looks again whenever any order moves on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, LAB_STAFF_ROLES)
  return changeStream(request, LIVE_CHANNELS.lab, () => true)
}
