import type { Route } from './+types/track-live'
import { trackedOrderId } from '#app/domain/pharmacy/orders.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The patient's tracking page looks again whenever the pharmacy moves the order on. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const orderId = await trackedOrderId(params.token, user.id)
  if (!orderId) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.pharmacy, (payload) => payload === orderId)
}
