import type { TokenPlaceView } from '#app/components/opd/token-place.tsx'
import { type PhonePlace } from '#app/domain/opd/index.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'

/** The patient's view of their place (no name, no number: the page's link is the key). */
export function tokenPlaceView(place: PhonePlace): TokenPlaceView {
  return {
    token: place.token,
    status: place.status,
    ahead: place.ahead,
    waitMinutes: place.waitMinutes,
    doctorName: place.doctorName,
    facilityName: place.facilityName,
    today: place.day === clinicToday(),
  }
}

/** The live stream of a visit's page: "changed" whenever its doctor's queue moves. */
export const concernsDoctor = (doctorId: string) => (payload: string) =>
  payload.endsWith(` ${doctorId}`)
