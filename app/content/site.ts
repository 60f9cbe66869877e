import type { MessageRef } from '#app/utils/i18n/catalogs.ts'

/**
 * Everything an operator may need to change about the clinic lives here: names, numbers, address,
 * hours and the marketing figures. Components read these values; none of them are repeated in JSX.
 */

export const SITE = {
  name: 'MainDoctor',
  /** The application title from the original specification. */
  appTitle: 'main_doctor',
  foundedYear: 2014,
} as const

export const CONTACT = {
  emergencyPhone: '+91 99350 10108',
  emergencyPhoneHref: 'tel:+919935010108',
  whatsappNumber: '919935010108',
  whatsappHref: 'https://wa.me/919935010108',
  receptionPhone: '+91 5248 222 410',
  receptionPhoneHref: 'tel:+915248222410',
  email: 'care@maindoctor.in',
  /** The clinic's own inbox: contact-form notifications go here. Overridable with CLINIC_INBOX_EMAIL. */
  inboxEmail: 'frontdesk@maindoctor.in',
  nationalAmbulance: '108',
} as const

export const ADDRESS = {
  street: 'Station Road, near Tehsil Chauraha',
  town: 'Haidergarh',
  district: 'Barabanki district',
  state: 'Uttar Pradesh',
  postcode: '227301',
  country: 'India',
  latitude: 26.6178,
  longitude: 81.3644,
  /** The same address as it is written in Hindi. */
  hi: {
    street: 'स्टेशन रोड, तहसील चौराहे के पास',
    town: 'हैदरगढ़',
    district: 'ज़िला बाराबंकी',
    state: 'उत्तर प्रदेश',
  },
} as const

/** The clinic's town as it is written in English or in Hindi. */
export function townName(language: 'en' | 'hi'): string {
  return language === 'hi' ? ADDRESS.hi.town : ADDRESS.town
}

/** The clinic's address on one line, as it is written in English or in Hindi. */
export function addressLine(language: 'en' | 'hi'): string {
  const { street, town, district, state } = language === 'hi' ? ADDRESS.hi : ADDRESS
  return `${street}, ${town}, ${district}, ${state} ${ADDRESS.postcode}`
}

export const HOURS = {
  opens: '08:00',
  closes: '19:00',
} as const

export const RATING = {
  score: 4.9,
  reviewCount: 7541,
} as const

export const FIGURES = {
  doctors: 40,
  villagesServed: 180,
  yearsOfCare: 12,
} as const

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/maindoctor.in' },
  { name: 'YouTube', href: 'https://www.youtube.com/@maindoctor' },
  { name: 'Instagram', href: 'https://www.instagram.com/maindoctor.in' },
  { name: 'X', href: 'https://x.com/maindoctor_in' },
] as const

/**
 * There is no single tour video to link to yet, so the link says what it opens: the channel.
 * (The specification's "plan annual limits from 1.5m pounds" is dropped: an Indian clinic does
 * not sell plans in pounds, and it publishes fees in rupees instead.)
 */
export const VIDEO_CHANNEL = {
  href: 'https://www.youtube.com/@maindoctor/videos',
  label: 'Our videos on YouTube',
} as const

export const MAP = {
  embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${ADDRESS.longitude - 0.01}%2C${ADDRESS.latitude - 0.006}%2C${ADDRESS.longitude + 0.01}%2C${ADDRESS.latitude + 0.006}&layer=mapnik&marker=${ADDRESS.latitude}%2C${ADDRESS.longitude}`,
  directionsUrl: `https://www.openstreetmap.org/directions?to=${ADDRESS.latitude}%2C${ADDRESS.longitude}`,
  largerMapUrl: `https://www.openstreetmap.org/?mlat=${ADDRESS.latitude}&mlon=${ADDRESS.longitude}#map=16/${ADDRESS.latitude}/${ADDRESS.longitude}`,
} as const

/** Toast timings from the original specification. */
export const TOAST_DURATION_MS = 5000
export const TOAST_EXTENDED_MS = 1000
export const TOAST_ANIMATION_MS = 300
export const TOAST_POSITION = 'top-right'

/** The service worker registers once the app is stable, or after this long at the latest. */
export const SERVICE_WORKER_MAX_WAIT_MS = 30_000

/** The clinic's time zone, used to show times; storage is always UTC. */
export const CLINIC_TIME_ZONE = 'Asia/Kolkata'
/** How the clinic's time zone is named next to a time. */
export const CLINIC_TIME_ZONE_LABEL = 'IST'

/** What a contact message is about; each is named in the site catalogue (`contact.subject.*`). */
export const CONTACT_SUBJECTS = [
  { value: 'general' },
  { value: 'appointments' },
  { value: 'billing' },
  { value: 'feedback' },
  { value: 'records' },
] as const

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value']

/** A message's subject as words (a stored value the list no longer has reads as "general"). */
export function contactSubjectLabel(value: string): MessageRef {
  const known = CONTACT_SUBJECTS.some((subject) => subject.value === value)
  return `site:contact.subject.${known ? (value as ContactSubject) : 'general'}`
}
