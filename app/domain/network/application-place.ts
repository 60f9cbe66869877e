import { COLLECTION_AREAS, NEIGHBOUR_PIN_REGIONS } from '#app/content/lab-areas.ts'
import type { Point } from '#app/utils/geo.ts'
import type { FacilityDetails } from './application-schema.ts'

/**
 * Where a facility that applied is put on the map: the coordinates it gave; else the centre of
 * the collection area its pin code belongs to; else the rough centre of its pin code's postal
 * region around ours. Null when none is known (the admin asks the applicant for coordinates).
 * `approximate` says the point came from the pin code, for the admin's page.
 */
export function listingPoint(
  details: Pick<FacilityDetails, 'latitude' | 'longitude' | 'pinCode'>,
): (Point & { approximate: boolean }) | null {
  if (details.latitude !== null && details.longitude !== null)
    return { latitude: details.latitude, longitude: details.longitude, approximate: false }
  const area = COLLECTION_AREAS.find((a) => a.pinCodes.includes(details.pinCode))
  if (area) return { ...area.centre, approximate: true }
  const region = NEIGHBOUR_PIN_REGIONS[details.pinCode.slice(0, 3)]
  return region ? { ...region, approximate: true } : null
}
