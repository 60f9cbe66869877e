import { eq, inArray, sql } from 'drizzle-orm'
import { MAIN_CLINIC_SLUG, NETWORK_LABORATORY_SLUG } from '#app/content/network.ts'
import { type Database } from '#app/db/client.server.ts'
import { type DemoPicture, demoPictureJpeg } from '#app/domain/seed/demo-pictures.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import {
  type Accreditation,
  facilities,
  facilityDoctors,
  facilityHours,
  facilityPhotos,
  type FacilityKind,
  type FacilityService,
} from '#app/db/schema/network.ts'
import { FACILITY_PHOTO_PURPOSE } from '#app/domain/network/facilities.server.ts'
import { PHOTO_TYPES } from '#app/utils/files/file-kinds.ts'
import { deleteFile, storeUpload } from '#app/utils/files/files.server.ts'

/**
 * The demo network in Barabanki district: invented names at real places (pin codes as in
 * app/content/lab-areas.ts and app/domain/network/nearest.ts), of all six kinds, with hours,
 * services, the demo doctors, NABH/NABL on a few, and drawn photos. It includes the network's own
 * places named in app/content/network.ts. Added once, when the main clinic is not there yet;
 * demo mode only.
 */

type Hours = 'all' | ReadonlyArray<readonly [days: string, opensAt: string, closesAt: string]>

type DemoFacility = {
  slug: string
  kind: FacilityKind
  name: string
  nameHi: string
  about: string
  aboutHi: string
  address: string
  town: string
  townHi: string
  pinCode: string
  latitude: number
  longitude: number
  phone: string
  email?: string
  hours: Hours
  services: FacilityService[]
  departments?: string[]
  accreditations?: Accreditation[]
  registration?: [number: string, authority: string]
  doctors?: string[]
  /** Colours of the drawn photo: wall and trim. */
  photo?: { wall: string; trim: string; alt: string; altHi: string }
}

const CMO = 'Chief Medical Officer, Barabanki (Clinical Establishments Act)'
const DRUGS = 'Drug Licensing Authority, Uttar Pradesh'
const MON_SAT = '123456'
const EVERY_DAY = '1234567'

export const DEMO_FACILITIES: readonly DemoFacility[] = [
  {
    slug: MAIN_CLINIC_SLUG,
    kind: 'clinic',
    name: 'MainDoctor Clinic, Haidergarh',
    nameHi: 'मेनडॉक्टर क्लिनिक, हैदरगढ़',
    about:
      'The network’s main clinic: all seven clinics’ doctors, video consultations, ECG and a pharmacy counter.',
    aboutHi: 'नेटवर्क का मुख्य क्लिनिक: सातों क्लिनिक के डॉक्टर, वीडियो परामर्श, ईसीजी और दवा काउंटर।',
    address: 'Station Road, near Tehsil Chauraha',
    town: 'Haidergarh',
    townHi: 'हैदरगढ़',
    pinCode: '227301',
    latitude: 26.6178,
    longitude: 81.3644,
    phone: '+91 5248 222 410',
    email: 'care@maindoctor.in',
    hours: [['12345', '08:00', '19:00']],
    services: ['opd', 'ecg', 'pharmacy', 'teleconsultation', 'vaccination', 'sample_collection'],
    departments: [
      'general-medicine',
      'cardiology',
      'cardiac',
      'neurology',
      'pediatric',
      'pathology',
      'laboratory',
    ],
    registration: ['UP/CEA/BBK/2019/0031', CMO],
    doctors: [
      'dr-anjali-verma',
      'dr-rakesh-tiwari',
      'dr-suresh-chandra-mishra',
      'dr-farah-naaz',
      'dr-kavita-yadav',
      'dr-imran-siddiqui',
      'dr-alok-kumar-singh',
      'dr-neha-gupta',
      'dr-prakash-chandra-dubey',
      'dr-shalini-saxena',
      'dr-mohd-arif-ansari',
      'dr-pooja-maurya',
    ],
    photo: {
      wall: '#e0f2f1',
      trim: '#0f766e',
      alt: 'The clinic’s front on Station Road, with its green sign and the entrance ramp',
      altHi: 'स्टेशन रोड पर क्लिनिक का सामने का हिस्सा, हरे बोर्ड और प्रवेश की ढलान के साथ',
    },
  },
  {
    slug: NETWORK_LABORATORY_SLUG,
    kind: 'laboratory',
    name: 'MainDoctor Laboratory, Haidergarh',
    nameHi: 'मेनडॉक्टर लैब, हैदरगढ़',
    about:
      'The network’s laboratory: it does the lab tests booked on this site, day and night, and sends collectors to homes.',
    aboutHi:
      'नेटवर्क की लैब: इस साइट पर बुक की गई जाँचें यहीं होती हैं, दिन-रात; घर से सैंपल लेने वाले यहीं से जाते हैं।',
    address: 'Station Road, behind MainDoctor Clinic',
    town: 'Haidergarh',
    townHi: 'हैदरगढ़',
    pinCode: '227301',
    latitude: 26.6183,
    longitude: 81.3652,
    phone: '+91 5248 222 411',
    hours: 'all',
    services: ['pathology', 'sample_collection', 'ecg'],
    departments: ['pathology', 'laboratory'],
    accreditations: [{ body: 'nabl', number: 'MC-5821', validUntil: '2027-08-31' }],
    registration: ['UP/CEA/BBK/2019/0032', CMO],
    doctors: ['dr-meenakshi-srivastava', 'dr-vivek-pandey'],
    photo: {
      wall: '#eff6ff',
      trim: '#1d4ed8',
      alt: 'The laboratory’s sample counter, seen from the waiting bench',
      altHi: 'इंतज़ार की बेंच से दिखता लैब का सैंपल काउंटर',
    },
  },
  {
    slug: 'sarvodaya-hospital-barabanki',
    kind: 'hospital',
    name: 'Sarvodaya Hospital, Barabanki',
    nameHi: 'सर्वोदय अस्पताल, बाराबंकी',
    about:
      'A 60-bed hospital with a round-the-clock emergency, operation theatres, a labour room and a cardiac unit.',
    aboutHi: '60 बिस्तरों का अस्पताल: चौबीसों घंटे इमरजेंसी, ऑपरेशन थिएटर, प्रसव कक्ष और हृदय इकाई।',
    address: 'Lucknow–Faizabad Road, near Paisar crossing',
    town: 'Barabanki',
    townHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9301,
    longitude: 81.1952,
    phone: '+91 5248 223 100',
    hours: 'all',
    services: [
      'emergency',
      'opd',
      'inpatient',
      'surgery',
      'delivery',
      'xray',
      'ultrasound',
      'ecg',
      'pathology',
      'pharmacy',
      'ambulance',
      'orthopaedics',
      'eye_care',
      'gynaecology',
    ],
    departments: ['general-medicine', 'cardiology', 'cardiac', 'pediatric', 'neurology'],
    accreditations: [{ body: 'nabh', number: 'H-2023-1187', validUntil: '2027-03-31' }],
    registration: ['UP/CEA/BBK/2016/0004', CMO],
    doctors: ['dr-suresh-chandra-mishra', 'dr-alok-kumar-singh', 'dr-rakesh-tiwari'],
    photo: {
      wall: '#fef3c7',
      trim: '#b45309',
      alt: 'The hospital’s three-storey building with the emergency entrance on the left',
      altHi: 'अस्पताल की तीन मंज़िला इमारत, बाईं ओर इमरजेंसी का दरवाज़ा',
    },
  },
  {
    slug: 'jeevan-jyoti-hospital-ramsanehighat',
    kind: 'hospital',
    name: 'Jeevan Jyoti Hospital, Ramsanehighat',
    nameHi: 'जीवन ज्योति अस्पताल, रामसनेहीघाट',
    about: 'A 25-bed hospital on the highway: emergency, deliveries and X-ray day and night.',
    aboutHi: 'हाईवे पर 25 बिस्तरों का अस्पताल: इमरजेंसी, प्रसव और एक्स-रे दिन-रात।',
    address: 'Ayodhya Highway, opposite the block office',
    town: 'Ramsanehighat',
    townHi: 'रामसनेहीघाट',
    pinCode: '225409',
    latitude: 26.7893,
    longitude: 81.4877,
    phone: '+91 5248 245 210',
    hours: 'all',
    services: [
      'emergency',
      'opd',
      'inpatient',
      'delivery',
      'xray',
      'pathology',
      'ambulance',
      'dental',
    ],
    departments: ['general-medicine', 'pediatric'],
    registration: ['UP/CEA/BBK/2018/0022', CMO],
    doctors: ['dr-mohd-arif-ansari'],
    photo: {
      wall: '#fce7f3',
      trim: '#9d174d',
      alt: 'The hospital’s gate on the highway, with an ambulance parked in front',
      altHi: 'हाईवे पर अस्पताल का गेट, सामने खड़ी एम्बुलेंस',
    },
  },
  {
    slug: 'shanti-mother-child-hospital-zaidpur',
    kind: 'hospital',
    name: 'Shanti Mother and Child Hospital, Zaidpur',
    nameHi: 'शांति मातृ एवं शिशु अस्पताल, ज़ैदपुर',
    about: 'Deliveries, newborn care and children’s clinic; vaccinations on weekday mornings.',
    aboutHi: 'प्रसव, नवजात की देखभाल और बच्चों का क्लिनिक; हफ़्ते के दिनों में सुबह टीके।',
    address: 'Kasba Road, near the Jama Masjid',
    town: 'Zaidpur',
    townHi: 'ज़ैदपुर',
    pinCode: '225414',
    latitude: 26.8339,
    longitude: 81.3301,
    phone: '+91 5248 261 050',
    hours: 'all',
    services: [
      'delivery',
      'inpatient',
      'opd',
      'vaccination',
      'ultrasound',
      'emergency',
      'gynaecology',
    ],
    departments: ['pediatric'],
    accreditations: [{ body: 'nabh', number: 'EL-2024-0410', validUntil: '2026-12-31' }],
    registration: ['UP/CEA/BBK/2020/0057', CMO],
    doctors: ['dr-kavita-yadav', 'dr-imran-siddiqui'],
  },
  {
    slug: 'ayushman-clinic-dewa',
    kind: 'clinic',
    name: 'Ayushman Clinic, Dewa',
    nameHi: 'आयुष्मान क्लिनिक, देवा',
    about: 'A family doctor’s clinic near Dewa Sharif, with a small laboratory counter.',
    aboutHi: 'देवा शरीफ़ के पास फ़ैमिली डॉक्टर का क्लिनिक, छोटे लैब काउंटर के साथ।',
    address: 'Mela Road, near Dewa Sharif',
    town: 'Dewa',
    townHi: 'देवा',
    pinCode: '225301',
    latitude: 27.0352,
    longitude: 81.1679,
    phone: '+91 5248 256 120',
    hours: [
      [MON_SAT, '09:00', '13:00'],
      [MON_SAT, '17:00', '20:00'],
    ],
    services: ['opd', 'sample_collection', 'teleconsultation'],
    departments: ['general-medicine'],
    registration: ['UP/CEA/BBK/2021/0104', CMO],
    doctors: ['dr-shalini-saxena'],
    photo: {
      wall: '#ecfccb',
      trim: '#3f6212',
      alt: 'A small clinic with a blue door and a bench under a neem tree',
      altHi: 'नीले दरवाज़े वाला छोटा क्लिनिक, नीम के पेड़ के नीचे बेंच',
    },
  },
  {
    slug: 'seva-clinic-fatehpur',
    kind: 'clinic',
    name: 'Seva Clinic, Fatehpur',
    nameHi: 'सेवा क्लिनिक, फतेहपुर',
    about: 'General and children’s OPD in the mornings; video consultations with the main clinic.',
    aboutHi: 'सुबह जनरल और बच्चों की ओपीडी; मुख्य क्लिनिक के डॉक्टरों से वीडियो परामर्श।',
    address: 'Tehsil Road, near the bus stand',
    town: 'Fatehpur',
    townHi: 'फतेहपुर',
    pinCode: '225305',
    latitude: 27.1688,
    longitude: 81.2129,
    phone: '+91 5248 271 330',
    hours: [[MON_SAT, '08:30', '14:00']],
    services: ['opd', 'teleconsultation', 'vaccination'],
    departments: ['general-medicine', 'pediatric'],
    registration: ['UP/CEA/BBK/2022/0139', CMO],
    doctors: ['dr-pooja-maurya'],
  },
  {
    slug: 'subeha-health-clinic',
    kind: 'clinic',
    name: 'Subeha Health Clinic',
    nameHi: 'सुबेहा हेल्थ क्लिनिक',
    about: 'A village clinic with a morning and an evening OPD, and ECG.',
    aboutHi: 'गाँव का क्लिनिक: सुबह और शाम की ओपीडी, और ईसीजी।',
    address: 'Main Bazar, near the post office',
    town: 'Subeha',
    townHi: 'सुबेहा',
    pinCode: '227302',
    latitude: 26.6452,
    longitude: 81.4469,
    phone: '+91 5248 233 075',
    hours: [
      [MON_SAT, '08:00', '12:00'],
      [MON_SAT, '16:00', '19:00'],
    ],
    services: ['opd', 'ecg'],
    departments: ['general-medicine', 'cardiology'],
    doctors: ['dr-prakash-chandra-dubey', 'dr-farah-naaz'],
  },
  {
    slug: 'barabanki-kidney-dialysis-centre',
    kind: 'clinic',
    name: 'Barabanki Kidney and Dialysis Centre',
    nameHi: 'बाराबंकी किडनी एवं डायलिसिस केंद्र',
    about: 'Dialysis by appointment, six days a week, early morning to evening.',
    aboutHi: 'डायलिसिस, पहले से समय लेकर, हफ़्ते में छह दिन, सुबह से शाम तक।',
    address: 'Civil Lines, behind the district court',
    town: 'Barabanki',
    townHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9242,
    longitude: 81.1788,
    phone: '+91 5248 224 600',
    hours: [[MON_SAT, '07:00', '19:00']],
    services: ['dialysis', 'opd', 'pathology'],
    departments: ['general-medicine'],
    registration: ['UP/CEA/BBK/2021/0088', CMO],
  },
  {
    slug: 'nidan-diagnostics-barabanki',
    kind: 'laboratory',
    name: 'Nidan Diagnostics, Barabanki',
    nameHi: 'निदान डायग्नोस्टिक्स, बाराबंकी',
    about: 'Blood tests, X-ray, ultrasound and ECG; reports the same evening.',
    aboutHi: 'खून की जाँच, एक्स-रे, अल्ट्रासाउंड और ईसीजी; रिपोर्ट उसी शाम।',
    address: 'Dhanokhar Chauraha, Nawabganj',
    town: 'Barabanki',
    townHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9275,
    longitude: 81.1871,
    phone: '+91 5248 222 950',
    hours: [
      [MON_SAT, '07:00', '21:00'],
      ['7', '07:00', '13:00'],
    ],
    services: ['pathology', 'xray', 'ultrasound', 'ecg', 'sample_collection'],
    departments: ['pathology', 'laboratory'],
    accreditations: [{ body: 'nabl', number: 'MC-4410', validUntil: '2027-01-31' }],
    registration: ['UP/CEA/BBK/2017/0015', CMO],
  },
  {
    slug: 'collection-centre-bhelsar',
    kind: 'collection_centre',
    name: 'MainDoctor Collection Centre, Bhelsar',
    nameHi: 'मेनडॉक्टर सैंपल केंद्र, भेलसर',
    about: 'Samples taken here in the morning go to the MainDoctor Laboratory the same day.',
    aboutHi: 'सुबह यहाँ लिए गए सैंपल उसी दिन मेनडॉक्टर लैब जाते हैं।',
    address: 'Highway market, shop 7',
    town: 'Bhelsar',
    townHi: 'भेलसर',
    pinCode: '227305',
    latitude: 26.6605,
    longitude: 81.4751,
    phone: '+91 5248 233 412',
    hours: [[MON_SAT, '07:00', '12:00']],
    services: ['sample_collection'],
    departments: ['laboratory'],
  },
  {
    slug: 'collection-centre-ramsanehighat',
    kind: 'collection_centre',
    name: 'MainDoctor Collection Centre, Ramsanehighat',
    nameHi: 'मेनडॉक्टर सैंपल केंद्र, रामसनेहीघाट',
    about: 'Fasting samples from seven in the morning, every day.',
    aboutHi: 'खाली पेट वाले सैंपल रोज़ सुबह सात बजे से।',
    address: 'Near Ramsanehighat railway crossing',
    town: 'Ramsanehighat',
    townHi: 'रामसनेहीघाट',
    pinCode: '225409',
    latitude: 26.7862,
    longitude: 81.4931,
    phone: '+91 5248 245 413',
    hours: [[EVERY_DAY, '07:00', '11:00']],
    services: ['sample_collection'],
    departments: ['laboratory'],
  },
  {
    slug: 'collection-centre-tikaitganj',
    kind: 'collection_centre',
    name: 'Lifeline Collection Point, Tikaitganj',
    nameHi: 'लाइफ़लाइन सैंपल केंद्र, टिकैतगंज',
    about: 'A collection point for Nidan Diagnostics; reports by SMS.',
    aboutHi: 'निदान डायग्नोस्टिक्स का सैंपल केंद्र; रिपोर्ट SMS से।',
    address: 'Chauraha market, first floor',
    town: 'Tikaitganj',
    townHi: 'टिकैतगंज',
    pinCode: '227304',
    latitude: 26.7161,
    longitude: 81.3305,
    phone: '+91 5248 240 318',
    hours: [[MON_SAT, '07:30', '13:30']],
    services: ['sample_collection'],
    departments: ['laboratory'],
  },
  {
    slug: 'janta-medical-store-haidergarh',
    kind: 'pharmacy',
    name: 'Janta Medical Store, Haidergarh',
    nameHi: 'जनता मेडिकल स्टोर, हैदरगढ़',
    about: 'Medicines and baby care, open every day until ten at night.',
    aboutHi: 'दवाइयाँ और बच्चों का सामान, रोज़ रात दस बजे तक।',
    address: 'Tehsil Chauraha, shop 3',
    town: 'Haidergarh',
    townHi: 'हैदरगढ़',
    pinCode: '227301',
    latitude: 26.6172,
    longitude: 81.3631,
    phone: '+91 5248 222 517',
    hours: [[EVERY_DAY, '08:00', '22:00']],
    services: ['pharmacy'],
    registration: ['UP-BBK-20B/21B-1187', DRUGS],
    photo: {
      wall: '#f1f5f9',
      trim: '#15803d',
      alt: 'The chemist’s counter with shelves of medicines behind it',
      altHi: 'दवा की दुकान का काउंटर, पीछे दवाओं की अलमारियाँ',
    },
  },
  {
    slug: 'raat-din-medicals-barabanki',
    kind: 'pharmacy',
    name: 'Raat-Din Medicals, Barabanki',
    nameHi: 'रात-दिन मेडिकल्स, बाराबंकी',
    about: 'The night chemist near the district hospital: evenings until two at night.',
    aboutHi: 'ज़िला अस्पताल के पास रात की दवा दुकान: शाम से रात दो बजे तक।',
    address: 'Hospital Road, opposite the district hospital',
    town: 'Barabanki',
    townHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9249,
    longitude: 81.1893,
    phone: '+91 5248 222 808',
    hours: [[EVERY_DAY, '18:00', '02:00']],
    services: ['pharmacy'],
    registration: ['UP-BBK-20B/21B-2203', DRUGS],
  },
  {
    slug: 'gupta-medical-hall-zaidpur',
    kind: 'pharmacy',
    name: 'Gupta Medical Hall, Zaidpur',
    nameHi: 'गुप्ता मेडिकल हॉल, ज़ैदपुर',
    about: 'Medicines, with home delivery in Zaidpur town.',
    aboutHi: 'दवाइयाँ, ज़ैदपुर क़स्बे में घर पहुँचाने के साथ।',
    address: 'Kasba Road, near the vegetable market',
    town: 'Zaidpur',
    townHi: 'ज़ैदपुर',
    pinCode: '225414',
    latitude: 26.8317,
    longitude: 81.3279,
    phone: '+91 5248 261 202',
    hours: [
      [MON_SAT, '09:00', '14:00'],
      [MON_SAT, '16:00', '21:00'],
    ],
    services: ['pharmacy'],
    registration: ['UP-BBK-20B/21B-0954', DRUGS],
  },
  {
    slug: 'ambulance-base-haidergarh',
    kind: 'ambulance_base',
    name: 'MainDoctor Ambulance Base, Haidergarh',
    nameHi: 'मेनडॉक्टर एम्बुलेंस बेस, हैदरगढ़',
    about: 'Where the network’s ambulances wait, ready day and night.',
    aboutHi: 'जहाँ नेटवर्क की एम्बुलेंस दिन-रात तैयार खड़ी रहती हैं।',
    address: 'Lucknow Road, next to the petrol pump',
    town: 'Haidergarh',
    townHi: 'हैदरगढ़',
    pinCode: '227301',
    latitude: 26.6231,
    longitude: 81.3557,
    phone: '+91 5248 222 108',
    hours: 'all',
    services: ['ambulance', 'emergency'],
  },
  {
    slug: 'ambulance-base-barabanki',
    kind: 'ambulance_base',
    name: 'MainDoctor Ambulance Base, Barabanki',
    nameHi: 'मेनडॉक्टर एम्बुलेंस बेस, बाराबंकी',
    about: 'The ambulance point for Barabanki city, Dewa and Fatehpur.',
    aboutHi: 'बाराबंकी शहर, देवा और फतेहपुर के लिए एम्बुलेंस का ठिकाना।',
    address: 'Lucknow–Faizabad Road, Safedabad turn',
    town: 'Barabanki',
    townHi: 'बाराबंकी',
    pinCode: '225001',
    latitude: 26.9186,
    longitude: 81.1712,
    phone: '+91 5248 223 108',
    hours: 'all',
    services: ['ambulance'],
  },
]

export const FACILITY_PHOTO_SIZE = { width: 800, height: 500 } as const

/** A drawn photo of a facility's front: a building, its sign, a door and windows. */
export function facilityPhotoSvg(name: string, wall: string, trim: string): string {
  const { width, height } = FACILITY_PHOTO_SIZE
  const windows = [140, 300, 500, 640]
    .map(
      (x) =>
        `<rect x="${x}" y="170" width="80" height="70" fill="#bfdbfe" stroke="${trim}" stroke-width="4"/>`,
    )
    .join('')
  const sign = name.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#bae6fd"/>
  <rect y="400" width="${width}" height="100" fill="#a8a29e"/>
  <circle cx="755" cy="40" r="26" fill="#fde68a"/>
  <rect x="80" y="110" width="640" height="290" fill="${wall}" stroke="#57534e" stroke-width="3"/>
  <rect x="80" y="60" width="640" height="56" fill="${trim}"/>
  <text x="400" y="97" font-size="24" font-weight="bold" text-anchor="middle" fill="#ffffff" font-family="DejaVu Sans, sans-serif">${sign}</text>
  ${windows}
  <rect x="360" y="260" width="80" height="140" fill="${trim}"/>
  <rect x="330" y="392" width="140" height="10" fill="#78716c"/>
</svg>`
}

/** The drawn photos of the demo network, for the build to draw beforehand. */
export function demoFacilityPictures(): DemoPicture[] {
  return DEMO_FACILITIES.flatMap((facility) =>
    facility.photo
      ? [facilityPicture(facility.name, facility.photo.wall, facility.photo.trim)]
      : [],
  )
}

function facilityPicture(name: string, wall: string, trim: string): DemoPicture {
  return { svg: facilityPhotoSvg(name, wall, trim), quality: 72 }
}

async function facilityPhoto(name: string, wall: string, trim: string): Promise<File> {
  const jpeg = await demoPictureJpeg(facilityPicture(name, wall, trim))
  return new File([jpeg], 'photo.jpg', { type: 'image/jpeg' })
}

/** The weekly rows of a facility's hours ("123456" = Monday to Saturday). */
function hourRows(facilityId: string, hours: Hours) {
  if (hours === 'all') return []
  return hours.flatMap(([days, opensAt, closesAt]) =>
    [...days].map((day) => ({ facilityId, weekday: Number(day), opensAt, closesAt })),
  )
}

/**
 * Adds the demo network unless the main clinic is already listed. Returns whether it added it.
 * Doctors are linked by slug when they exist (the demo doctors are seeded first).
 */
export async function seedDemoFacilities(db: Database): Promise<boolean> {
  const present = async (executor: Pick<Database, 'select'>) =>
    (
      await executor
        .select({ id: facilities.id })
        .from(facilities)
        .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
        .limit(1)
    ).length > 0
  if (await present(db)) return false
  // Photos go through the same checks as any upload (and are re-encoded the same way).
  const photos = new Map<string, { fileId: string; alt: string; altHi: string }>()
  for (const facility of DEMO_FACILITIES) {
    if (!facility.photo) continue
    const { wall, trim, alt, altHi } = facility.photo
    const stored = await storeUpload(await facilityPhoto(facility.name, wall, trim), {
      purpose: FACILITY_PHOTO_PURPOSE,
      ownerUserId: null,
      accept: PHOTO_TYPES,
    })
    photos.set(facility.slug, { fileId: stored.id, alt, altHi })
  }
  let added = false
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL: the second waits and finds the network.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('demo-facilities'))`)
    if (await present(tx)) return
    const today = new Date().toISOString().slice(0, 10)
    const rows = await tx
      .insert(facilities)
      .values(
        DEMO_FACILITIES.map((f) => ({
          slug: f.slug,
          kind: f.kind,
          name: f.name,
          nameHi: f.nameHi,
          description: f.about,
          descriptionHi: f.aboutHi,
          address: f.address,
          town: f.town,
          townHi: f.townHi,
          pinCode: f.pinCode,
          latitude: f.latitude,
          longitude: f.longitude,
          phone: f.phone,
          email: f.email ?? null,
          openAllHours: f.hours === 'all',
          services: f.services,
          departmentSlugs: f.departments ?? [],
          accreditations: f.accreditations ?? [],
          registrationNumber: f.registration?.[0] ?? null,
          registrationAuthority: f.registration?.[1] ?? null,
          verifiedOn: f.registration || f.accreditations ? today : null,
        })),
      )
      .returning({ id: facilities.id, slug: facilities.slug })
    const ids = new Map(rows.map((row) => [row.slug, row.id]))
    const hours = DEMO_FACILITIES.flatMap((f) => hourRows(ids.get(f.slug)!, f.hours))
    if (hours.length > 0) await tx.insert(facilityHours).values(hours)
    const doctorSlugs = [...new Set(DEMO_FACILITIES.flatMap((f) => f.doctors ?? []))]
    const doctorRows = await tx
      .select({ id: doctors.id, slug: doctors.slug })
      .from(doctors)
      .where(inArray(doctors.slug, doctorSlugs))
    const doctorIds = new Map(doctorRows.map((row) => [row.slug, row.id]))
    const links = DEMO_FACILITIES.flatMap((f) =>
      (f.doctors ?? []).flatMap((slug) => {
        const doctorId = doctorIds.get(slug)
        return doctorId ? [{ facilityId: ids.get(f.slug)!, doctorId }] : []
      }),
    )
    if (links.length > 0) await tx.insert(facilityDoctors).values(links)
    const photoRows = [...photos].map(([slug, photo]) => ({
      facilityId: ids.get(slug)!,
      fileId: photo.fileId,
      alt: photo.alt,
      altHi: photo.altHi,
    }))
    if (photoRows.length > 0) await tx.insert(facilityPhotos).values(photoRows)
    added = true
  })
  // The other process added the network: its photos are the ones listed.
  if (!added) for (const photo of photos.values()) await deleteFile(photo.fileId)
  return added
}
