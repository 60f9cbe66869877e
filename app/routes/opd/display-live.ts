import type { Route } from './+types/display-live'
import { findOpdFacility } from '#app/domain/opd/opd-day.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * The waiting-hall screen looks again whenever a queue of its clinic changes. Public, like the
 * screen: the stream says only "changed", never what.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const facility = await findOpdFacility(params.clinic)
  if (!facility) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.opd, (payload) =>
    payload.startsWith(`${facility.id} `),
  )
}
