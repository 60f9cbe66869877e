import type { MessageKey } from '#app/utils/i18n/catalogs.ts'
import { RATING } from './site.ts'

/**
 * The sections of /home, in the order they appear: icons, links and figures here, the words as
 * keys of the home catalogue (app/locales/<lang>/home.json), put into the page's language there.
 */
type HomeKey = MessageKey<'home'>

export const HERO_SLIDES = [
  {
    id: 'find-care',
    eyebrow: 'hero.findCare.eyebrow',
    title: 'hero.findCare.title',
    text: 'hero.findCare.text',
    primary: { label: 'hero.findCare.primary', href: '#appointment' },
    secondary: { label: 'hero.findCare.secondary', href: '/contact-us' },
  },
  {
    id: 'help-desk',
    eyebrow: 'hero.helpDesk.eyebrow',
    title: 'hero.helpDesk.title',
    text: 'hero.helpDesk.text',
    primary: { label: 'hero.helpDesk.primary', href: '/contact-us' },
    secondary: { label: 'hero.helpDesk.secondary', href: '#departments' },
  },
] as const satisfies ReadonlyArray<{
  id: string
  eyebrow: HomeKey
  title: HomeKey
  text: HomeKey
  primary: { label: HomeKey; href: string }
  secondary: { label: HomeKey; href: string }
}>

type IconItem = { icon: string; title: HomeKey; text: HomeKey }

export const HERO_FEATURES = [
  {
    icon: 'stethoscope',
    title: 'hero.feature.examination.title',
    text: 'hero.feature.examination.text',
  },
  {
    icon: 'clipboard',
    title: 'hero.feature.prescription.title',
    text: 'hero.feature.prescription.text',
  },
  {
    icon: 'activity',
    title: 'hero.feature.cardiogram.title',
    text: 'hero.feature.cardiogram.text',
  },
  {
    icon: 'heart',
    title: 'hero.feature.bloodPressure.title',
    text: 'hero.feature.bloodPressure.text',
  },
] as const satisfies ReadonlyArray<IconItem>

export const CONTACT_BOXES = [
  { icon: 'phone', title: 'help.freeConsultations.title', text: 'help.freeConsultations.text' },
  { icon: 'folder', title: 'help.history.title', text: 'help.history.text' },
  { icon: 'calendar', title: 'help.convenience.title', text: 'help.convenience.text' },
] as const satisfies ReadonlyArray<IconItem>

export const ABOUT = {
  eyebrow: 'about.eyebrow',
  title: 'about.title',
  paragraphs: ['about.paragraph1', 'about.paragraph2'],
  points: ['about.point1', 'about.point2', 'about.point3'],
} as const satisfies {
  eyebrow: HomeKey
  title: HomeKey
  paragraphs: readonly HomeKey[]
  points: readonly HomeKey[]
}

export const SERVICES = [
  {
    icon: 'search',
    title: 'services.findDoctor.title',
    text: 'services.findDoctor.text',
    link: { label: 'services.findDoctor.link', href: '/doctors' },
  },
  {
    icon: 'building',
    title: 'services.clinics.title',
    text: 'services.clinics.text',
    link: { label: 'services.clinics.link', href: '/facilities' },
  },
  {
    icon: 'ambulance',
    title: 'services.ambulance.title',
    text: 'services.ambulance.text',
    link: { label: 'services.ambulance.link', href: '/ambulance' },
  },
  {
    icon: 'flask',
    title: 'services.laboratory.title',
    text: 'services.laboratory.text',
    link: { label: 'services.laboratory.link', href: '/lab-tests' },
  },
  {
    icon: 'microscope',
    title: 'services.pathology.title',
    text: 'services.pathology.text',
    link: { label: 'services.pathology.link', href: '/contact-us?subject=records' },
  },
  {
    icon: 'pill',
    title: 'services.pharmacy.title',
    text: 'services.pharmacy.text',
    link: { label: 'services.pharmacy.link', href: '/medicines' },
  },
] as const satisfies ReadonlyArray<IconItem & { link: { label: HomeKey; href: string } }>

export const JOIN_NETWORK = {
  eyebrow: 'join.eyebrow',
  title: 'join.title',
  text: 'join.text',
  cta: { label: 'join.cta', href: '/join' },
  rating: RATING,
  /** Takes {score} and {count}. */
  ratingLabel: 'join.ratingLabel',
} as const satisfies {
  eyebrow: HomeKey
  title: HomeKey
  text: HomeKey
  cta: { label: HomeKey; href: string }
  rating: typeof RATING
  ratingLabel: HomeKey
}

export const FEATURE_GRID = {
  eyebrow: 'features.eyebrow',
  title: 'features.title',
  items: [
    { icon: 'shield', title: 'features.verified.title', text: 'features.verified.text' },
    { icon: 'clock', title: 'features.helpDesk.title', text: 'features.helpDesk.text' },
    { icon: 'languages', title: 'features.languages.title', text: 'features.languages.text' },
    { icon: 'wallet', title: 'features.fees.title', text: 'features.fees.text' },
    { icon: 'home', title: 'features.homeSamples.title', text: 'features.homeSamples.text' },
    {
      icon: 'lock',
      title: 'features.privateRecords.title',
      text: 'features.privateRecords.text',
    },
  ],
} as const satisfies { eyebrow: HomeKey; title: HomeKey; items: ReadonlyArray<IconItem> }

export const PROCESS_STEPS = {
  eyebrow: 'process.eyebrow',
  title: 'process.title',
  steps: [
    { title: 'process.tell.title', text: 'process.tell.text' },
    { title: 'process.meet.title', text: 'process.meet.text' },
    { title: 'process.test.title', text: 'process.test.text' },
    { title: 'process.followUp.title', text: 'process.followUp.text' },
  ],
} as const satisfies {
  eyebrow: HomeKey
  title: HomeKey
  steps: ReadonlyArray<{ title: HomeKey; text: HomeKey }>
}

export const CLOSING_CTA = {
  title: 'cta.title',
  text: 'cta.text',
  primary: { label: 'cta.primary', href: '#appointment' },
} as const satisfies { title: HomeKey; text: HomeKey; primary: { label: HomeKey; href: string } }

export const APPOINTMENT_SECTION = {
  eyebrow: 'appointment.eyebrow',
  title: 'appointment.title',
  text: 'appointment.text',
} as const satisfies { eyebrow: HomeKey; title: HomeKey; text: HomeKey }
