import type { Route } from './+types/opd-live'
import { requireRole } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { DESK_ROLES } from './opd-desk.server.ts'

export const policy: RoutePolicy = personal

/** The desk's queues look again whenever any OPD queue changes. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, DESK_ROLES)
  return changeStream(request, LIVE_CHANNELS.opd, () => true)
}
