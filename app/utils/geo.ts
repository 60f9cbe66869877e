/** Distances on the Earth's surface, worked out on the server (no map service needed). */

const EARTH_RADIUS_KM = 6371

export type Point = { latitude: number; longitude: number }

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The compass direction from `a` to `b`, in degrees clockwise from north (0–360). */
export function bearingDegrees(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const y = Math.sin(rad(b.longitude - a.longitude)) * Math.cos(rad(b.latitude))
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(rad(b.longitude - a.longitude))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** One of eight compass points for a bearing: 0 → "n", 90 → "e", 225 → "sw". */
const COMPASS_POINTS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const
export type CompassPoint = (typeof COMPASS_POINTS)[number]

export function compassPoint(bearing: number): CompassPoint {
  return COMPASS_POINTS[Math.round(bearing / 45) % 8]!
}

/** A link that opens the point in OpenStreetMap (any phone's browser or map app can follow it). */
export function mapLink(point: Point): string {
  const lat = point.latitude.toFixed(5)
  const lon = point.longitude.toFixed(5)
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`
}
