/** A place on the map (the same shape as app/utils/geo.ts's Point). */
type Point = { latitude: number; longitude: number }

/**
 * Where the laboratory's collectors go, and when. A home collection is booked in one area's time
 * window; each window takes at most `capacity` homes (what one collector on a motorcycle covers in
 * two hours). Pin codes outside every area are turned away with the nearest area and the laboratory
 * itself. Pin codes are India Post's for the villages and towns named; check them against India
 * Post's directory before changing an area.
 */
export type CollectionArea = {
  slug: string
  name: string
  nameHi: string
  pinCodes: readonly string[]
  /** The area's centre, to name the nearest area to a pin code outside. */
  centre: Point
  /** Homes per window. */
  capacity: number
}

export const COLLECTION_AREAS: readonly CollectionArea[] = [
  {
    slug: 'haidergarh',
    name: 'Haidergarh town and nearby villages',
    nameHi: 'हैदरगढ़ क़स्बा और आसपास के गाँव',
    pinCodes: ['227301'],
    centre: { latitude: 26.6178, longitude: 81.3644 },
    capacity: 8,
  },
  {
    slug: 'subeha',
    name: 'Subeha and Bhelsar',
    nameHi: 'सुबेहा और भेलसर',
    pinCodes: ['227302', '227305'],
    centre: { latitude: 26.651, longitude: 81.456 },
    capacity: 4,
  },
  {
    slug: 'lonikatra',
    name: 'Lonikatra and Tikaitganj',
    nameHi: 'लोनीकटरा और टिकैतगंज',
    pinCodes: ['227303', '227304'],
    centre: { latitude: 26.7, longitude: 81.3 },
    capacity: 4,
  },
  {
    slug: 'barabanki',
    name: 'Barabanki city',
    nameHi: 'बाराबंकी शहर',
    pinCodes: ['225001', '225003'],
    centre: { latitude: 26.9268, longitude: 81.1834 },
    capacity: 6,
  },
  {
    slug: 'ramsanehighat',
    name: 'Ramsanehighat and Dariyabad',
    nameHi: 'रामसनेहीघाट और दरियाबाद',
    pinCodes: ['225409', '225410'],
    centre: { latitude: 26.787, longitude: 81.491 },
    capacity: 4,
  },
]

/**
 * Rough centres of the postal sorting districts around ours (a pin code's first three digits), to
 * name the nearest area to a pin code we do not serve. A pin code of another region gets the
 * laboratory only.
 */
export const NEIGHBOUR_PIN_REGIONS: Readonly<Record<string, Point>> = {
  '224': { latitude: 26.78, longitude: 82.13 }, // Ayodhya, Sultanpur
  '225': { latitude: 26.93, longitude: 81.19 }, // Barabanki
  '226': { latitude: 26.85, longitude: 80.95 }, // Lucknow
  '227': { latitude: 26.7, longitude: 81.1 }, // Lucknow and Barabanki villages
  '228': { latitude: 26.26, longitude: 82.07 }, // Sultanpur
  '229': { latitude: 26.23, longitude: 81.23 }, // Raebareli
  '261': { latitude: 27.57, longitude: 80.68 }, // Sitapur
  '262': { latitude: 27.9, longitude: 80.8 }, // Lakhimpur
  '271': { latitude: 27.13, longitude: 81.96 }, // Gonda, Bahraich
}

/**
 * The collection windows, in clinic time. Fasting tests need a morning window: the sample is taken
 * after the night's fast (`fastingFriendly`).
 */
export const COLLECTION_WINDOWS = [
  { code: '07-09', start: '07:00', end: '09:00', fastingFriendly: true },
  { code: '09-11', start: '09:00', end: '11:00', fastingFriendly: true },
  { code: '11-13', start: '11:00', end: '13:00', fastingFriendly: false },
  { code: '16-18', start: '16:00', end: '18:00', fastingFriendly: false },
] as const

export type CollectionWindowCode = (typeof COLLECTION_WINDOWS)[number]['code']

/** A home collection must be booked at least this long before its window starts. */
export const BOOK_BEFORE_WINDOW_MINUTES = 60
