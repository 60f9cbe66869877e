import { NEIGHBOUR_PIN_REGIONS } from '#app/content/lab-areas.ts'
import { distanceKm, type Point } from '#app/utils/geo.ts'

/**
 * Where "nearest first" measures from. With permission, the browser's location (a small script
 * fills `lat` and `lng` into the GET form); without JavaScript, a town chosen from the list or a
 * pin code. Distances are worked out on the server (app/utils/geo.ts).
 */

/** Towns and villages of the district a visitor can choose, with their pin codes. */
export const NEARBY_PLACES = [
  {
    slug: 'haidergarh',
    name: 'Haidergarh',
    nameHi: 'हैदरगढ़',
    pinCode: '227301',
    latitude: 26.6178,
    longitude: 81.3644,
  },
  {
    slug: 'subeha',
    name: 'Subeha',
    nameHi: 'सुबेहा',
    pinCode: '227302',
    latitude: 26.6445,
    longitude: 81.4457,
  },
  {
    slug: 'lonikatra',
    name: 'Lonikatra',
    nameHi: 'लोनीकटरा',
    pinCode: '227303',
    latitude: 26.6979,
    longitude: 81.2906,
  },
  {
    slug: 'tikaitganj',
    name: 'Tikaitganj',
    nameHi: 'टिकैतगंज',
    pinCode: '227304',
    latitude: 26.7154,
    longitude: 81.3297,
  },
  {
    slug: 'bhelsar',
    name: 'Bhelsar',
    nameHi: 'भेलसर',
    pinCode: '227305',
    latitude: 26.6598,
    longitude: 81.4742,
  },
  {
    slug: 'barabanki',
    name: 'Barabanki',
    nameHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9268,
    longitude: 81.1834,
  },
  {
    slug: 'dewa',
    name: 'Dewa',
    nameHi: 'देवा',
    pinCode: '225301',
    latitude: 27.0338,
    longitude: 81.1661,
  },
  {
    slug: 'fatehpur',
    name: 'Fatehpur',
    nameHi: 'फतेहपुर',
    pinCode: '225305',
    latitude: 27.1672,
    longitude: 81.2116,
  },
  {
    slug: 'ramsanehighat',
    name: 'Ramsanehighat',
    nameHi: 'रामसनेहीघाट',
    pinCode: '225409',
    latitude: 26.787,
    longitude: 81.491,
  },
  {
    slug: 'dariyabad',
    name: 'Dariyabad',
    nameHi: 'दरियाबाद',
    pinCode: '225410',
    latitude: 26.8925,
    longitude: 81.5571,
  },
  {
    slug: 'zaidpur',
    name: 'Zaidpur',
    nameHi: 'ज़ैदपुर',
    pinCode: '225414',
    latitude: 26.8325,
    longitude: 81.3284,
  },
] as const satisfies ReadonlyArray<
  Point & { slug: string; name: string; nameHi: string; pinCode: string }
>

export type NearbyPlaceSlug = (typeof NEARBY_PLACES)[number]['slug']

/** Farther than this from every facility of the network, a location is "far away". */
export const FAR_AWAY_KM = 80

/** India's box, as the database checks facilities' coordinates (facilities_in_india). */
const inIndia = (p: Point) =>
  p.latitude >= 6 && p.latitude <= 38 && p.longitude >= 68 && p.longitude <= 98

/**
 * Where the visitor asked to measure from:
 * - `point`: a place to measure from (`approximate` when only the pin code's region is known);
 * - `invalid`: coordinates that are not numbers, or not on Earth, or an unknown pin code;
 * - `outside`: coordinates outside India (a phone's fake location, a swapped pair);
 * - `none`: nothing asked.
 */
export type Origin =
  | {
      kind: 'point'
      point: Point
      from: 'location' | 'place' | 'pin'
      approximate: boolean
      place: NearbyPlaceSlug | null
    }
  | { kind: 'invalid'; from: 'location' | 'pin' }
  | { kind: 'outside' }
  | { kind: 'none' }

const COORDINATE = /^-?\d{1,3}(\.\d{1,10})?$/

/**
 * The place to measure from, read from the list's GET parameters: a town chosen (`near`), else a
 * pin code (`pin`), else the browser's coordinates (`lat`, `lng`). A town or pin code the visitor
 * chose wins over coordinates the form still carries from an earlier "use my location".
 */
export function parseOrigin(params: URLSearchParams): Origin {
  const near = params.get('near')
  const place = NEARBY_PLACES.find((p) => p.slug === near)
  if (place)
    return {
      kind: 'point',
      point: pointOf(place),
      from: 'place',
      approximate: false,
      place: place.slug,
    }
  const pin = (params.get('pin') ?? '').replace(/\s+/g, '')
  if (pin) return originOfPinCode(pin)
  const lat = params.get('lat')?.trim() ?? ''
  const lng = params.get('lng')?.trim() ?? ''
  if (!lat && !lng) return { kind: 'none' }
  if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) return { kind: 'invalid', from: 'location' }
  const point = { latitude: Number(lat), longitude: Number(lng) }
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180)
    return { kind: 'invalid', from: 'location' }
  if (!inIndia(point)) return { kind: 'outside' }
  return { kind: 'point', point, from: 'location', approximate: false, place: null }
}

/** A pin code's place: a town of the list exactly, a neighbouring region roughly. */
export function originOfPinCode(pin: string): Origin {
  if (!/^[1-9][0-9]{5}$/.test(pin)) return { kind: 'invalid', from: 'pin' }
  const place = NEARBY_PLACES.find((p) => p.pinCode === pin)
  if (place)
    return {
      kind: 'point',
      point: pointOf(place),
      from: 'pin',
      approximate: false,
      place: place.slug,
    }
  const region = NEIGHBOUR_PIN_REGIONS[pin.slice(0, 3)]
  if (region) return { kind: 'point', point: region, from: 'pin', approximate: true, place: null }
  return { kind: 'invalid', from: 'pin' }
}

const pointOf = (p: Point): Point => ({ latitude: p.latitude, longitude: p.longitude })

/**
 * The places in order of distance from `origin` (nearest first, ties by name), each with its
 * distance in kilometres (one decimal).
 */
export function byDistance<T extends Point & { name: string }>(
  places: readonly T[],
  origin: Point,
): Array<T & { distanceKm: number }> {
  return places
    .map((place) => ({ ...place, distanceKm: Math.round(distanceKm(origin, place) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
}

/** Whether even the nearest of the (sorted) places is farther than FAR_AWAY_KM. */
export function isFarAway(sorted: ReadonlyArray<{ distanceKm: number }>): boolean {
  return sorted.length > 0 && sorted[0]!.distanceKm > FAR_AWAY_KM
}
