import type { Route } from './+types/token-live'
import { findVisitByTokenCode, phonePlace } from '#app/domain/opd/index.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { concernsDoctor } from './token-place.server.ts'

export const policy: RoutePolicy = personal

/** A walk-in's token page looks again whenever their doctor's queue moves. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const visitId = await findVisitByTokenCode(params.code)
  const place = visitId ? await phonePlace(visitId) : null
  if (!place) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.opd, concernsDoctor(place.doctorId))
}
