import { parseHTML } from 'linkedom'
import { DEMO_DOCTORS } from '#app/domain/seed/demo-doctors.ts'

/**
 * What makes a page Hindi, checked the same way on the server's HTML (server/hindi-pages.test.ts,
 * every page) and on the page a browser built from it (tests/e2e/hindi.spec.ts, a sample with
 * axe, and the journeys): the language is Hindi, the frame (header, footer) is Hindi, the main
 * heading is Hindi, and no English interface word is left — names, the brand and text marked
 * lang="en" or translate="no" excepted.
 */

export type DemoAccount =
  'patient' | 'doctor' | 'staff' | 'dispatcher' | 'lab' | 'pathologist' | 'pharmacist' | 'admin'

/** Every public page, in Hindi. */
export const HINDI_PUBLIC_PAGES = [
  '/hi/home',
  '/hi/contact-us',
  '/hi/login',
  '/hi/register',
  '/hi/forget-password',
  '/hi/forget-password?sent=1',
  '/hi/reset-password?token=abcdefghijklmnop',
  '/hi/verify-email?token=bad',
  '/hi/privacy',
  '/hi/appointments/new',
  '/hi/appointments/new?department=neurology&doctor=dr-anjali-verma',
  '/hi/search?q=heart',
  '/hi/search?q=%E0%A4%AC%E0%A5%81%E0%A4%96%E0%A4%BE%E0%A4%B0',
  '/hi/search?q=xqzvwk',
  '/hi/doctors',
  '/hi/doctors?department=cardiology&sort=experience',
  '/hi/doctors/dr-anjali-verma',
  '/hi/departments/cardiology',
  '/hi/departments/general-medicine',
  '/hi/find-care',
  '/hi/find-care?s=headache&s=fever',
  '/hi/find-care?q=chest+pain+and+sweating',
  '/hi/find-care?q=khansi',
  '/hi/lab-tests',
  '/hi/lab-tests/cbc',
  '/hi/lab-tests/book',
  '/hi/medicines',
  '/hi/medicines?q=%E0%A4%AA%E0%A5%87%E0%A4%B0%E0%A4%BE%E0%A4%B8%E0%A4%BF%E0%A4%9F%E0%A4%BE%E0%A4%AE%E0%A5%8B%E0%A4%B2',
  '/hi/medicines/amoxycillin-500-capsule',
  '/hi/medicines/cart',
  '/hi/missing-page',
  '/hi/no/such/page',
  '/hi/dev/mailbox',
  '/hi/dev/sms',
  '/hi/dev/consultation',
  '/hi/prescriptions/verify/no-such-code-0000',
  '/hi/ambulance',
  '/hi/facilities',
  '/hi/facilities?type=laboratory&open=now&near=dewa',
  '/hi/facilities?pin=110001',
  '/hi/facilities/maindoctor-laboratory-haidergarh',
  '/hi/facilities/raat-din-medicals-barabanki',
  '/hi/reviews/rules',
  '/hi/join',
]

/** Every signed-in page, in Hindi, per demo account (each list one sign-in, '/hi/logout' last). */
export const HINDI_SIGNED_IN_PAGES: Array<[DemoAccount, string[]]> = [
  [
    'patient',
    [
      '/hi/account',
      '/hi/account/appointments',
      '/hi/account/mobile',
      '/hi/account/family',
      '/hi/account/reports',
      '/hi/account/records',
      '/hi/account/medicines',
      '/hi/account/reviews',
      '/hi/medicines/order',
      '/hi/account/delete',
      '/hi/logout',
    ],
  ],
  ['lab', ['/hi/staff/lab']],
  ['pharmacist', ['/hi/staff/pharmacy']],
  [
    'admin',
    [
      '/hi/staff',
      '/hi/staff/appointments',
      '/hi/staff/appointments/new',
      '/hi/staff/messages',
      '/hi/staff/reviews',
      '/hi/staff/people',
      '/hi/staff/audit',
      '/hi/staff/ambulance',
      '/hi/staff/doctors',
      '/hi/staff/doctors/new',
      '/hi/staff/applications',
    ],
  ],
  ['doctor', ['/hi/doctor', '/hi/doctor/reviews']],
]

/** Words that stay as they are on a Hindi page: names, the brand, codes people read in English. */
const ALLOWED = new Set(
  [
    'MainDoctor',
    'WhatsApp',
    // Ambulance request numbers (AMB-2026-000123), read out on the phone as they are written.
    'AMB',
    // The demo rooms, as the staff wrote them ("Room 3, MainDoctor Clinic"), and the patient
    // name the test bookings use: data, not interface.
    'Room',
    'Clinic',
    'Sita',
    'OpenStreetMap',
    // Accreditation bodies, as their certificates name them.
    'NABH',
    'NABL',
    'SMTP',
    // Browsers and systems, as the account page lists the devices signed in.
    'Chrome',
    'Chromium',
    'Firefox',
    'Safari',
    'Edge',
    'Windows',
    'Android',
    'Linux',
    'macOS',
    'iPhone',
    'Facebook',
    'YouTube',
    'Instagram',
    'IST',
    'am',
    'pm',
    'OPD',
    'ECG',
    'OTP',
    // India's digital health mission, its health account and the records' format, as they are
    // written in Hindi too.
    'ABHA',
    'FHIR',
    'ABDM',
    // File formats, as phones name them.
    'PDF',
    'JPEG',
    'PNG',
    'WebP',
    'JSON',
    'MB',
    // Payment by UPI, the maximum retail price printed on packs, medicine order numbers.
    'UPI',
    'MRP',
    'MED',
    'MBBS',
    // Micrograms, as medicine packs print a strength ("25 mcg").
    'mcg',
    'English',
    'Enter',
    'Sunita',
    'Devi',
    'Pooja',
    'Shukla',
    'Rajesh',
    'Awasthi',
    // The laboratory's demo account, as the header greets it.
    'Ramesh',
    // The pharmacist's demo account, as the header greets it.
    'Mohd',
    'Arif',
    'Khan',
    ...DEMO_DOCTORS.flatMap((doctor) =>
      `${doctor.name} ${doctor.qualifications} ${doctor.registrationNumber}`.split(/[^A-Za-z]+/),
    ),
  ].map((word) => word.toLowerCase()),
)

/** The text a reader meets: text nodes and text attributes outside English and untranslated parts. */
function pageTexts(document: Document): string[] {
  const found: string[] = []
  const inEnglish = (element: Element | null) =>
    Boolean(element?.closest('[translate="no"]')) ||
    Boolean(element?.closest('[lang]:not([lang="hi"])')?.getAttribute('lang')?.startsWith('en'))
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, noscript, [hidden], template')) continue
    if (inEnglish(parent)) continue
    found.push(node.textContent ?? '')
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], [alt], [aria-roledescription]',
  )) {
    if (inEnglish(element)) continue
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) {
      const value = element.getAttribute(name)
      if (value) found.push(value)
    }
  }
  found.push(document.title)
  return found
}

/** English words in the page's texts; words the visitor typed themselves (`typed`) are theirs. */
function englishWords(texts: string[], typed: string[]): string[] {
  const words = texts
    .join(' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{3,}/g)
  const theirs = new Set(typed.map((word) => word.toLowerCase()))
  return [
    ...new Set(
      (words ?? []).filter(
        (word) => !ALLOWED.has(word.toLowerCase()) && !theirs.has(word.toLowerCase()),
      ),
    ),
  ]
}

const text = (element: Element | null | undefined) => (element?.textContent ?? '').trim()

/**
 * What keeps the page at `path` (its HTML) from being a Hindi page, in words a failing test
 * prints; none when it is one.
 */
export function hindiPageProblems(html: string, path: string): string[] {
  const { document } = parseHTML(html) as unknown as { document: Document }
  const problems: string[] = []
  const lang = document.documentElement.getAttribute('lang')
  if (lang !== 'hi') problems.push(`<html lang="${lang}">, not "hi"`)
  const header = document.querySelector('body > header')
  const links = [...(header?.querySelectorAll('a') ?? [])].map(text)
  if (!links.includes('डॉक्टर')) problems.push('the header has no link "डॉक्टर"')
  const switches = [...(header?.querySelectorAll('button, a') ?? [])].filter((element) =>
    /English/.test(`${text(element)} ${element.getAttribute('aria-label') ?? ''}`),
  )
  if (switches.length === 0) problems.push('the header has no switch to English')
  if (!text(document.querySelector('footer')).includes('हमारी सेवाएँ'))
    problems.push('the footer has no "हमारी सेवाएँ"')
  // The main heading is Hindi, or a name (a doctor's page, a patient's record).
  const h1 = document.querySelector('h1')?.cloneNode(true) as Element | undefined
  h1?.querySelectorAll('[translate="no"]').forEach((name) => name.remove())
  const heading = text(h1)
  const headingWords = heading.match(/[A-Za-z]{3,}/g) ?? []
  if (
    !/\p{Script=Devanagari}/u.test(heading) &&
    !headingWords.every((word) => ALLOWED.has(word.toLowerCase()))
  )
    problems.push(`the main heading ("${heading}") is not Hindi`)
  const query = new URL(path, 'http://x').searchParams.get('q') ?? ''
  const english = englishWords(pageTexts(document), query.split(/\s+/))
  if (english.length > 0) problems.push(`English words: ${english.join(', ')}`)
  return problems
}
