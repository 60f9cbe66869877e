import { RATING } from './site.ts'

/** Marketing copy for /home, in the order the sections appear. */

export const HERO_SLIDES = [
  {
    id: 'find-care',
    eyebrow: 'Care close to home',
    title: 'The right doctor for your symptoms, without the long journey',
    text: 'Tell us what is troubling you and we will point you to the right clinic and doctor in our network, then book a time that suits you.',
    primary: { label: 'Book an appointment', href: '#appointment' },
    secondary: { label: 'Talk to the help desk', href: '/contact-us' },
  },
  {
    id: 'help-desk',
    eyebrow: 'Free consultation, 24x7 help desk',
    title: 'Questions about your health? Ask us first, for free',
    text: 'Our help desk answers on the phone and on WhatsApp, day and night, and arranges a call, chat or video consultation with a doctor.',
    primary: { label: 'Contact the help desk', href: '/contact-us' },
    secondary: { label: 'See our clinics', href: '#departments' },
  },
] as const

export const HERO_FEATURES = [
  { icon: 'stethoscope', title: 'Examination', text: 'Unhurried check-ups by qualified doctors.' },
  {
    icon: 'clipboard',
    title: 'Prescription',
    text: 'Clear prescriptions, explained in your language.',
  },
  { icon: 'activity', title: 'Cardiogram', text: 'ECG on site, read the same day.' },
  { icon: 'heart', title: 'Blood Pressure', text: 'Free BP check at every visit.' },
] as const

export const CONTACT_BOXES = [
  {
    icon: 'phone',
    title: 'Free consultations',
    text: 'Not sure whom to see? Call or message the help desk and a trained nurse will guide you, free of charge.',
  },
  {
    icon: 'folder',
    title: 'Share medical history',
    text: 'Bring old reports and prescriptions, or send them ahead, so your doctor sees the whole picture.',
  },
  {
    icon: 'calendar',
    title: 'Consult at your convenience',
    text: 'Visit in person or consult by phone call, chat or video at a time that fits your work and travel.',
  },
] as const

export const ABOUT = {
  eyebrow: 'About MainDoctor',
  title: 'A healthcare network built for our district',
  paragraphs: [
    'MainDoctor began as a single clinic on Station Road and has grown into a network of clinics, laboratories and partner hospitals serving families across Barabanki district.',
    'We help you find and recommend trustworthy doctors and facilities from your symptoms and health conditions, and we make the next step easy: an appointment, a lab test, medicines delivered, or an ambulance when every minute counts.',
  ],
  points: [
    'Doctors registered with the National Medical Commission',
    'Consultations in Hindi and English',
    'Fair, published fees — no surprise bills',
  ],
} as const

export const SERVICES = [
  {
    icon: 'search',
    title: 'Find doctor',
    text: 'Search by symptom, clinic or name and see who can help you soonest.',
    link: { label: 'Find a doctor', href: '/doctors' },
  },
  {
    icon: 'building',
    title: 'Hospitals and clinics',
    text: 'Specialist clinics, a General Medicine OPD for everyday illness and partner hospitals, close to where you live.',
    link: { label: 'See the clinics', href: '/home#departments' },
  },
  {
    icon: 'ambulance',
    title: 'Ambulance',
    text: 'An equipped ambulance sent to your door, day or night, with a trained attendant.',
    link: { label: 'Call the emergency line', href: 'emergency' },
  },
  {
    icon: 'flask',
    title: 'Laboratory analysis',
    text: 'Blood, urine and other tests with home sample collection across the district.',
    link: { label: 'Ask about a test', href: '/contact-us?subject=general' },
  },
  {
    icon: 'microscope',
    title: 'Pathology',
    text: 'Reports checked by a qualified pathologist and explained in plain words.',
    link: { label: 'Ask about reports', href: '/contact-us?subject=records' },
  },
  {
    icon: 'pill',
    title: 'Pharmacy',
    text: 'Genuine medicines at fair prices, delivered with your prescription.',
    link: { label: 'Ask the pharmacy', href: '/contact-us?subject=general' },
  },
] as const

export const JOIN_NETWORK = {
  eyebrow: 'Join our network',
  title: 'Are you a doctor, clinic or laboratory? Join the MainDoctor network',
  text: 'Any healthcare provider who shares our standards may join. We send you patients who need your care, handle bookings and reminders, and settle payments on time.',
  cta: { label: 'Talk to us about joining', href: '/contact-us?subject=general' },
  rating: RATING,
  ratingLabel: `Rated ${RATING.score} out of 5 from ${RATING.reviewCount.toLocaleString('en-IN')} patient reviews`,
} as const

export const FEATURE_GRID = {
  eyebrow: 'Why families choose us',
  title: 'Care you can trust, at a price you can plan for',
  items: [
    {
      icon: 'shield',
      title: 'Verified doctors',
      text: 'Every doctor’s registration is checked before they see a single patient.',
    },
    {
      icon: 'clock',
      title: '24x7 help desk',
      text: 'A real person answers the emergency line at any hour.',
    },
    {
      icon: 'languages',
      title: 'Hindi and English',
      text: 'Talk to your doctor in the language you are comfortable with.',
    },
    {
      icon: 'wallet',
      title: 'Fees in rupees, before you book',
      text: 'Every doctor’s consultation fee is shown in ₹ on their profile. No surprise bills.',
    },
    {
      icon: 'home',
      title: 'Home sample collection',
      text: 'Our technician comes to your home for blood and urine samples.',
    },
    {
      icon: 'lock',
      title: 'Private records',
      text: 'Your reports are seen only by you and the people caring for you.',
    },
  ],
} as const

export const PROCESS_STEPS = {
  eyebrow: 'How it works',
  title: 'From symptom to treatment in four steps',
  steps: [
    {
      title: 'Tell us what is wrong',
      text: 'Describe your symptoms on the phone, on WhatsApp or in the search box.',
    },
    {
      title: 'Meet the right doctor',
      text: 'We match you with a doctor in the right clinic and a time that suits you.',
    },
    {
      title: 'Get tested nearby',
      text: 'Tests happen in our laboratory or at home, with reports in a day or two.',
    },
    {
      title: 'Follow up with ease',
      text: 'Medicines delivered and follow-up visits booked before you leave.',
    },
  ],
} as const

export const CLOSING_CTA = {
  title: 'Need a doctor today?',
  text: 'Book an appointment in a minute, or call the help desk and we will arrange it for you.',
  primary: { label: 'Book an appointment', href: '#appointment' },
} as const

export const APPOINTMENT_SECTION = {
  eyebrow: 'Book An Appointment',
  title: 'Book an appointment with a specialist',
  text: 'Choose a clinic and a doctor, tell us when suits you, and we will book it.',
} as const
