import { CONTACT } from './site.ts'

/**
 * The services the network offers, as the site search finds them: where each one is reached,
 * with the words people use for it in English, Hindi and romanised Hindi. Titles and summaries
 * come in both languages because the search index stores them (search shows the page's one).
 */
export const SERVICE_DIRECTORY = [
  {
    slug: 'find-a-doctor',
    title: 'Find a doctor',
    titleHi: 'डॉक्टर खोजें',
    summary: 'All our doctors by clinic, language and consultation type, with the next free time.',
    summaryHi: 'क्लिनिक, भाषा और सलाह के तरीके के हिसाब से हमारे सभी डॉक्टर, अगले ख़ाली समय के साथ।',
    url: '/doctors',
    aliases: ['doctor list', 'specialist', 'doctors near me', 'doctor dhundhe', 'daktar', 'डॉक्टर'],
  },
  {
    slug: 'symptom-guide',
    title: 'Symptom guide',
    titleHi: 'लक्षण गाइड',
    summary:
      'Tell us your symptoms and we suggest the right clinic and the earliest doctor. Guidance, not a diagnosis.',
    summaryHi:
      'अपने लक्षण बताइए, हम सही क्लिनिक और सबसे जल्दी मिलने वाले डॉक्टर बताएँगे। यह सलाह है, बीमारी की पहचान (डायग्नोसिस) नहीं।',
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
    summaryHi: 'क्लिनिक, डॉक्टर और ख़ाली समय चुनिए: क्लिनिक आकर, फ़ोन, वीडियो या चैट पर।',
    url: '/appointments/new',
    aliases: ['appointment', 'booking', 'consultation', 'opd', 'samay', 'अपॉइंटमेंट', 'परामर्श'],
  },
  {
    slug: 'ambulance',
    title: 'Ambulance and emergency line',
    titleHi: 'एम्बुलेंस और आपातकालीन नंबर',
    summary: `Call our 24/7 emergency line ${CONTACT.emergencyPhone} or the national ambulance ${CONTACT.nationalAmbulance}.`,
    summaryHi: `हमारे 24/7 इमरजेंसी नंबर ${CONTACT.emergencyPhone} या सरकारी एम्बुलेंस ${CONTACT.nationalAmbulance} पर कॉल कीजिए।`,
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
    summaryHi: 'शुगर, थायरॉइड, किडनी और लिवर की जाँच, मलेरिया और डेंगू टेस्ट, टेक्नीशियन आपके दरवाज़े पर।',
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
    summaryHi: 'योग्य पैथोलॉजिस्ट से जाँची गई रिपोर्ट, आसान शब्दों में समझाई हुई।',
    url: '/departments/pathology',
    aliases: ['report', 'biopsy', 'report explained', 'report samjhana', 'रिपोर्ट'],
  },
  {
    slug: 'pharmacy',
    title: 'Pharmacy and medicine delivery',
    titleHi: 'दवाई और होम डिलीवरी',
    summary: 'Genuine medicines at fair prices, delivered with your prescription.',
    summaryHi: 'सही दाम पर असली दवाइयाँ, आपके पर्चे के साथ घर तक।',
    url: '/contact-us?subject=general',
    aliases: ['medicine', 'medicines', 'chemist', 'medical store', 'dawai', 'dawa', 'दवा', 'दवाई'],
  },
  {
    slug: 'help-desk',
    title: 'Help desk',
    titleHi: 'सहायता केंद्र',
    summary:
      'Write or call us: we match you with the right doctor and answer questions about bills and reports.',
    summaryHi:
      'हमें लिखिए या कॉल कीजिए: हम सही डॉक्टर से मिलवाते हैं और बिल व रिपोर्ट से जुड़े सवालों के जवाब देते हैं।',
    url: '/contact-us',
    aliases: ['contact', 'phone number', 'whatsapp', 'address', 'sampark', 'संपर्क', 'मदद'],
  },
] as const
