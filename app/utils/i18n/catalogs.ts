import type account from '#app/locales/en/account.json'
import type accountMail from '#app/locales/en/accountMail.json'
import type auth from '#app/locales/en/auth.json'
import type booking from '#app/locales/en/booking.json'
import type call from '#app/locales/en/call.json'
import type care from '#app/locales/en/care.json'
import type common from '#app/locales/en/common.json'
import type contactMail from '#app/locales/en/contactMail.json'
import type refusal from '#app/locales/en/refusal.json'
import type dev from '#app/locales/en/dev.json'
import type doctor from '#app/locales/en/doctor.json'
import type family from '#app/locales/en/family.json'
import type ambulance from '#app/locales/en/ambulance.json'
import type lab from '#app/locales/en/lab.json'
import type medicines from '#app/locales/en/medicines.json'
import type pharmacy from '#app/locales/en/pharmacy.json'
import type pharmacyStaff from '#app/locales/en/pharmacyStaff.json'
import type records from '#app/locales/en/records.json'
import type abha from '#app/locales/en/abha.json'
import type facilities from '#app/locales/en/facilities.json'
import type careAdvice from '#app/locales/en/careAdvice.json'
import type join from '#app/locales/en/join.json'
import type applications from '#app/locales/en/applications.json'
import type reviews from '#app/locales/en/reviews.json'
import type consultation from '#app/locales/en/consultation.json'
import type files from '#app/locales/en/files.json'
import type fhir from '#app/locales/en/fhir.json'
import type prescription from '#app/locales/en/prescription.json'
import type opd from '#app/locales/en/opd.json'
import type recordImport from '#app/locales/en/recordImport.json'
import type home from '#app/locales/en/home.json'
import type mail from '#app/locales/en/mail.json'
import type site from '#app/locales/en/site.json'
import type staff from '#app/locales/en/staff.json'

/**
 * The message catalogues: one JSON file per namespace and language in app/locales/<lang>/, written
 * in ICU MessageFormat ("{count, plural, one {# slot} other {# slots}}", "<0>link text</0>"). The
 * English file is the reference: its keys type every `t()` call. A page loads `common` and the
 * namespaces its routes name in `handle.i18n`; the mail namespaces (e-mails, SMS, calendar files)
 * never leave the server.
 */
export type Catalogs = {
  common: typeof common
  home: typeof home
  site: typeof site
  care: typeof care
  booking: typeof booking
  auth: typeof auth
  account: typeof account
  staff: typeof staff
  doctor: typeof doctor
  mail: typeof mail
  accountMail: typeof accountMail
  contactMail: typeof contactMail
  refusal: typeof refusal
  dev: typeof dev
  family: typeof family
  consultation: typeof consultation
  files: typeof files
  fhir: typeof fhir
  call: typeof call
  ambulance: typeof ambulance
  lab: typeof lab
  medicines: typeof medicines
  pharmacy: typeof pharmacy
  pharmacyStaff: typeof pharmacyStaff
  facilities: typeof facilities
  careAdvice: typeof careAdvice
  join: typeof join
  applications: typeof applications
  reviews: typeof reviews
  prescription: typeof prescription
  opd: typeof opd
  recordImport: typeof recordImport
  records: typeof records
  abha: typeof abha
}

export type Namespace = keyof Catalogs

export const NAMESPACES = [
  'common',
  'home',
  'site',
  'care',
  'booking',
  'auth',
  'account',
  'staff',
  'doctor',
  'mail',
  'accountMail',
  'contactMail',
  'refusal',
  'dev',
  'family',
  'consultation',
  'files',
  'fhir',
  'call',
  'ambulance',
  'prescription',
  'lab',
  'medicines',
  'pharmacy',
  'pharmacyStaff',
  'facilities',
  'careAdvice',
  'join',
  'applications',
  'reviews',
  'opd',
  'recordImport',
  'records',
  'abha',
] as const satisfies readonly Namespace[]

/** Namespaces only the server uses. */
export const SERVER_ONLY_NAMESPACES: readonly Namespace[] = [
  'mail',
  'accountMail',
  'contactMail',
  'refusal',
  'fhir',
]

export type MessageKey<N extends Namespace> = Extract<keyof Catalogs[N], string>

/**
 * A message named by namespace and key, "booking:slotTaken": what domain code, content and Zod
 * schemas hand over when the words are chosen later, in the reader's language.
 */
export type MessageRef = { [N in Namespace]: `${N}:${MessageKey<N>}` }[Namespace]

/** Values put into a message's {placeholders}. */
export type MessageValues = Record<string, string | number | Date | null | undefined>

/** What a route module exports to name the namespaces its page uses (besides `common`). */
export type I18nHandle = { i18n?: readonly Namespace[] }

/** A typed reference to a message, checked against the English catalogue. */
export function messageRef<N extends Namespace, K extends MessageKey<N>>(
  namespace: N,
  key: K,
): `${N}:${K}` {
  return `${namespace}:${key}`
}

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value)
}

/** Splits "booking:slotTaken" into its namespace and key; null for any other string. */
export function parseMessageRef(value: string): { namespace: Namespace; key: string } | null {
  const colon = value.indexOf(':')
  if (colon <= 0) return null
  const namespace = value.slice(0, colon)
  const key = value.slice(colon + 1)
  if (!isNamespace(namespace) || !/^[A-Za-z0-9_.-]+$/.test(key)) return null
  return { namespace, key }
}
