import type { Route } from './+types/track-live'
import { findTrackedRequestId } from '#app/domain/ambulance/requests.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The caller's tracking page looks again whenever its request changes. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const requestId = await findTrackedRequestId(params.token)
  if (!requestId) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.ambulance, (payload) => payload === requestId)
}
