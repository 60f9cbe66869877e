import { CONTACT } from './site.ts'

/**
 * The services the network offers, as the site search finds them: where each one is reached,
 * with the words people use for it in English, Hindi and romanised Hindi.
 */
export const SERVICE_DIRECTORY = [
  {
    slug: 'find-a-doctor',
    title: 'Find a doctor',
    titleHi: 'डॉक्टर खोजें',
    summary: 'All our doctors by clinic, language and consultation type, with the next free time.',
    url: '/doctors',
    aliases: ['doctor list', 'specialist', 'doctors near me', 'doctor dhundhe', 'daktar', 'डॉक्टर'],
  },
  {
    slug: 'symptom-guide',
    title: 'Symptom guide',
    titleHi: 'लक्षण गाइड',
    summary:
      'Tell us your symptoms and we suggest the right clinic and the earliest doctor. Guidance, not a diagnosis.',
    url: '/find-care',
    aliases: [
      'symptom checker',
      'which doctor',
      'what are your symptoms',
      'kaun sa doctor',
      'लक्षण',
      'बीमारी',
    ],
  },
  {
    slug: 'book-appointment',
    title: 'Book an appointment',
    titleHi: 'अपॉइंटमेंट बुक करें',
    summary: 'Choose a clinic, a doctor and a free time: in person, by phone, video or chat.',
    url: '/appointments/new',
    aliases: ['appointment', 'booking', 'consultation', 'opd', 'samay', 'अपॉइंटमेंट', 'परामर्श'],
  },
  {
    slug: 'ambulance',
    title: 'Ambulance and emergency line',
    titleHi: 'एम्बुलेंस और आपातकालीन नंबर',
    summary: `Call our 24/7 emergency line ${CONTACT.emergencyPhone} or the national ambulance ${CONTACT.nationalAmbulance}.`,
    url: '/home#emergency-help',
    aliases: [
      'emergency',
      'ambulance',
      '108',
      'accident',
      'aapatkal',
      'emergency number',
      'एम्बुलेंस',
      'आपातकाल',
    ],
  },
  {
    slug: 'laboratory-tests',
    title: 'Laboratory tests and home sample collection',
    titleHi: 'लैब जाँच और घर से सैंपल',
    summary:
      'Sugar, thyroid, kidney and liver tests, malaria and dengue, with a technician at your door.',
    url: '/departments/laboratory',
    aliases: [
      'blood test',
      'lab test',
      'home collection',
      'sample',
      'khoon ki jaanch',
      'test',
      'खून की जाँच',
      'जाँच',
    ],
  },
  {
    slug: 'pathology-reports',
    title: 'Pathology reports',
    titleHi: 'पैथोलॉजी रिपोर्ट',
    summary: 'Reports checked by a qualified pathologist and explained in plain words.',
    url: '/departments/pathology',
    aliases: ['report', 'biopsy', 'report explained', 'report samjhana', 'रिपोर्ट'],
  },
  {
    slug: 'pharmacy',
    title: 'Pharmacy and medicine delivery',
    titleHi: 'दवाई और होम डिलीवरी',
    summary: 'Genuine medicines at fair prices, delivered with your prescription.',
    url: '/contact-us?subject=general',
    aliases: ['medicine', 'medicines', 'chemist', 'medical store', 'dawai', 'dawa', 'दवा', 'दवाई'],
  },
  {
    slug: 'help-desk',
    title: 'Help desk',
    titleHi: 'सहायता केंद्र',
    summary:
      'Write or call us: we match you with the right doctor and answer questions about bills and reports.',
    url: '/contact-us',
    aliases: ['contact', 'phone number', 'whatsapp', 'address', 'sampark', 'संपर्क', 'मदद'],
  },
] as const
