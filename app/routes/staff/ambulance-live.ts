import type { Route } from './+types/ambulance-live'
import { requireRole } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The dispatch board looks again whenever any ambulance request is made or changes. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin', 'dispatcher'])
  return changeStream(request, LIVE_CHANNELS.ambulance, () => true)
}
