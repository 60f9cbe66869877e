import type { Route } from './+types/pharmacy-live'
import { PHARMACY_STAFF_ROLES } from '#app/domain/pharmacy/pharmacy-roles.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The pharmacy's queue and order pages look again whenever any medicine order moves on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, PHARMACY_STAFF_ROLES)
  return changeStream(request, LIVE_CHANNELS.pharmacy, () => true)
}
