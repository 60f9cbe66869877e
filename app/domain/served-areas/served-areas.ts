import {
  COLLECTION_AREAS,
  type CollectionArea,
  NEIGHBOUR_PIN_REGIONS,
} from '#app/content/lab-areas.ts'
import { distanceKm } from '#app/utils/geo.ts'

// The places the network goes to: the areas its people reach from the hospital (the laboratory's
// collectors, the pharmacy's deliveries), by pin code. Pure rules, shared by the browser's forms
// and the server; each area that serves them (the laboratory, the pharmacy) uses this module, so
// neither takes the other's.

export const PIN_CODE = /^[1-9]\d{5}$/

/** The area served at this pin code, or null. */
export function areaForPin(pinCode: string): CollectionArea | null {
  return COLLECTION_AREAS.find((area) => area.pinCodes.includes(pinCode)) ?? null
}

/**
 * For a pin code outside every area: the nearest area, when the pin code's region is one around
 * ours (its rough distance in km), else null — the hospital itself is always the other choice.
 */
export function nearestArea(pinCode: string): { area: CollectionArea; km: number } | null {
  const region = NEIGHBOUR_PIN_REGIONS[pinCode.slice(0, 3)]
  if (!region) return null
  let best: { area: CollectionArea; km: number } | null = null
  for (const area of COLLECTION_AREAS) {
    const km = distanceKm(region, area.centre)
    if (!best || km < best.km) best = { area, km }
  }
  return best && { area: best.area, km: Math.round(best.km) }
}
