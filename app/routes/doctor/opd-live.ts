import type { Route } from './+types/opd-live'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { requireOpdDoctor } from './opd-doctor.server.ts'

export const policy: RoutePolicy = personal

/** The doctor's OPD looks again whenever their own queue changes (a token, a check-in). */
export async function loader({ request }: Route.LoaderArgs) {
  const { doctor } = await requireOpdDoctor(request)
  if (!doctor) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.opd, (payload) => payload.endsWith(` ${doctor.id}`))
}
