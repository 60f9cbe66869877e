import type { Route } from './+types/live'
import { parseRoomChange } from '#app/domain/rooms/room-live.server.ts'
import { findDoctorForUser } from '#app/domain/staff/staff-appointments.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { changeStream } from '#app/utils/live-stream.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The doctor's page looks again whenever one of their consultation rooms changes. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['doctor'])
  const doctor = await findDoctorForUser(user.id)
  if (!doctor) throw new Response(null, { status: 404 })
  return changeStream(request, LIVE_CHANNELS.consultation, (payload) => {
    const change = parseRoomChange(payload)
    // Call signals change nothing on the list.
    return change?.doctorId === doctor.id && !change.signal
  })
}
