import type { Route } from './+types/manage-live'
import { findAppointmentByManageToken } from '#app/domain/appointments/appointment-access.server.ts'
import { findVisitOfAppointment, phonePlace } from '#app/domain/opd/index.server.ts'
import { concernsDoctor } from '#app/routes/opd/token-place.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * A checked-in patient's manage page looks again whenever their doctor's queue moves (their
 * token's place). 404 before the check-in: the page has nothing live then.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const appointment = await findAppointmentByManageToken(params.token)
  const visitId = appointment ? await findVisitOfAppointment(appointment.id) : null
  const place = visitId ? await phonePlace(visitId) : null
  if (!place) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.opd, concernsDoctor(place.doctorId))
}
