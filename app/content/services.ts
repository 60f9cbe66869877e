/**
 * The services the network offers, as the site search finds them: where each one is reached,
 * with the words people use for it in English, Hindi and romanised Hindi. Their names and
 * summaries are in the `care` catalogue (`service.<slug>.title`, `service.<slug>.summary`).
 */
export const SERVICE_DIRECTORY = [
  {
    slug: 'find-a-doctor',
    url: '/doctors',
    aliases: ['doctor list', 'specialist', 'doctors near me', 'doctor dhundhe', 'daktar', 'डॉक्टर'],
  },
  {
    slug: 'symptom-guide',
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
    url: '/appointments/new',
    aliases: ['appointment', 'booking', 'consultation', 'opd', 'samay', 'अपॉइंटमेंट', 'परामर्श'],
  },
  {
    slug: 'ambulance',
    url: '/ambulance',
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
    url: '/lab-tests',
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
    url: '/departments/pathology',
    aliases: ['report', 'biopsy', 'report explained', 'report samjhana', 'रिपोर्ट'],
  },
  {
    slug: 'pharmacy',
    url: '/medicines',
    aliases: ['medicine', 'medicines', 'chemist', 'medical store', 'dawai', 'dawa', 'दवा', 'दवाई'],
  },
  {
    slug: 'help-desk',
    url: '/contact-us',
    aliases: ['contact', 'phone number', 'whatsapp', 'address', 'sampark', 'संपर्क', 'मदद'],
  },
] as const
