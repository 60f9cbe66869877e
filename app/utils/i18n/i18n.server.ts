import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import en_account from '#app/locales/en/account.json'
import en_accountMail from '#app/locales/en/accountMail.json'
import en_auth from '#app/locales/en/auth.json'
import en_booking from '#app/locales/en/booking.json'
import en_call from '#app/locales/en/call.json'
import en_care from '#app/locales/en/care.json'
import en_common from '#app/locales/en/common.json'
import en_contactMail from '#app/locales/en/contactMail.json'
import en_refusal from '#app/locales/en/refusal.json'
import en_dev from '#app/locales/en/dev.json'
import en_doctor from '#app/locales/en/doctor.json'
import en_family from '#app/locales/en/family.json'
import en_ambulance from '#app/locales/en/ambulance.json'
import en_lab from '#app/locales/en/lab.json'
import en_medicines from '#app/locales/en/medicines.json'
import en_pharmacy from '#app/locales/en/pharmacy.json'
import en_pharmacyStaff from '#app/locales/en/pharmacyStaff.json'
import en_records from '#app/locales/en/records.json'
import en_abha from '#app/locales/en/abha.json'
import en_facilities from '#app/locales/en/facilities.json'
import en_careAdvice from '#app/locales/en/careAdvice.json'
import en_join from '#app/locales/en/join.json'
import en_applications from '#app/locales/en/applications.json'
import en_reviews from '#app/locales/en/reviews.json'
import en_consultation from '#app/locales/en/consultation.json'
import en_files from '#app/locales/en/files.json'
import en_fhir from '#app/locales/en/fhir.json'
import en_prescription from '#app/locales/en/prescription.json'
import en_opd from '#app/locales/en/opd.json'
import en_recordImport from '#app/locales/en/recordImport.json'
import en_home from '#app/locales/en/home.json'
import en_mail from '#app/locales/en/mail.json'
import en_site from '#app/locales/en/site.json'
import en_staff from '#app/locales/en/staff.json'
import hi_account from '#app/locales/hi/account.json'
import hi_accountMail from '#app/locales/hi/accountMail.json'
import hi_auth from '#app/locales/hi/auth.json'
import hi_booking from '#app/locales/hi/booking.json'
import hi_call from '#app/locales/hi/call.json'
import hi_care from '#app/locales/hi/care.json'
import hi_common from '#app/locales/hi/common.json'
import hi_contactMail from '#app/locales/hi/contactMail.json'
import hi_refusal from '#app/locales/hi/refusal.json'
import hi_dev from '#app/locales/hi/dev.json'
import hi_doctor from '#app/locales/hi/doctor.json'
import hi_family from '#app/locales/hi/family.json'
import hi_ambulance from '#app/locales/hi/ambulance.json'
import hi_lab from '#app/locales/hi/lab.json'
import hi_medicines from '#app/locales/hi/medicines.json'
import hi_pharmacy from '#app/locales/hi/pharmacy.json'
import hi_pharmacyStaff from '#app/locales/hi/pharmacyStaff.json'
import hi_records from '#app/locales/hi/records.json'
import hi_abha from '#app/locales/hi/abha.json'
import hi_facilities from '#app/locales/hi/facilities.json'
import hi_careAdvice from '#app/locales/hi/careAdvice.json'
import hi_join from '#app/locales/hi/join.json'
import hi_applications from '#app/locales/hi/applications.json'
import hi_reviews from '#app/locales/hi/reviews.json'
import hi_consultation from '#app/locales/hi/consultation.json'
import hi_files from '#app/locales/hi/files.json'
import hi_fhir from '#app/locales/hi/fhir.json'
import hi_prescription from '#app/locales/hi/prescription.json'
import hi_opd from '#app/locales/hi/opd.json'
import hi_recordImport from '#app/locales/hi/recordImport.json'
import hi_home from '#app/locales/hi/home.json'
import hi_mail from '#app/locales/hi/mail.json'
import hi_site from '#app/locales/hi/site.json'
import hi_staff from '#app/locales/hi/staff.json'
import {
  type MessageValues,
  type Namespace,
  NAMESPACES,
  SERVER_ONLY_NAMESPACES,
} from './catalogs.ts'
import { type I18nRuntime, registerI18n, translateRef } from './i18n.tsx'
import { type Locale, localeFromPath, localizePath } from './locales.ts'

/**
 * Every catalogue, for the server: pages, actions, e-mails and calendar files are put into words
 * here in the reader's language. Messages are compiled once, when first needed.
 */
type Catalog = Record<string, string>
const SOURCES: Record<Locale, Record<Namespace, Catalog>> = {
  en: {
    account: en_account,
    accountMail: en_accountMail,
    auth: en_auth,
    booking: en_booking,
    call: en_call,
    care: en_care,
    common: en_common,
    contactMail: en_contactMail,
    refusal: en_refusal,
    dev: en_dev,
    doctor: en_doctor,
    family: en_family,
    ambulance: en_ambulance,
    lab: en_lab,
    medicines: en_medicines,
    pharmacy: en_pharmacy,
    pharmacyStaff: en_pharmacyStaff,
    records: en_records,
    abha: en_abha,
    facilities: en_facilities,
    careAdvice: en_careAdvice,
    join: en_join,
    applications: en_applications,
    reviews: en_reviews,
    consultation: en_consultation,
    files: en_files,
    fhir: en_fhir,
    prescription: en_prescription,
    opd: en_opd,
    recordImport: en_recordImport,
    home: en_home,
    mail: en_mail,
    site: en_site,
    staff: en_staff,
  },
  hi: {
    account: hi_account,
    accountMail: hi_accountMail,
    auth: hi_auth,
    booking: hi_booking,
    call: hi_call,
    care: hi_care,
    common: hi_common,
    contactMail: hi_contactMail,
    refusal: hi_refusal,
    dev: hi_dev,
    doctor: hi_doctor,
    family: hi_family,
    ambulance: hi_ambulance,
    lab: hi_lab,
    medicines: hi_medicines,
    pharmacy: hi_pharmacy,
    pharmacyStaff: hi_pharmacyStaff,
    records: hi_records,
    abha: hi_abha,
    facilities: hi_facilities,
    careAdvice: hi_careAdvice,
    join: hi_join,
    applications: hi_applications,
    reviews: hi_reviews,
    consultation: hi_consultation,
    files: hi_files,
    fhir: hi_fhir,
    prescription: hi_prescription,
    opd: hi_opd,
    recordImport: hi_recordImport,
    home: hi_home,
    mail: hi_mail,
    site: hi_site,
    staff: hi_staff,
  },
}

type Compiled = ReturnType<typeof compileMessage>
type CompiledCatalog = Record<string, Compiled>
const compiledByLocale = new Map<Locale, Record<Namespace, CompiledCatalog>>()
const instances = new Map<Locale, I18n>()

function compiled(locale: Locale): Record<Namespace, CompiledCatalog> {
  let catalogs = compiledByLocale.get(locale)
  if (!catalogs) {
    catalogs = Object.fromEntries(
      NAMESPACES.map((namespace) => [
        namespace,
        Object.fromEntries(
          Object.entries(SOURCES[locale][namespace]).map(([key, text]) => [
            key,
            compileMessage(text),
          ]),
        ),
      ]),
    ) as Record<Namespace, CompiledCatalog>
    compiledByLocale.set(locale, catalogs)
  }
  return catalogs
}

/** The server's instance for a language, holding every namespace. */
export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    const messages: CompiledCatalog = {}
    for (const [namespace, catalog] of Object.entries(compiled(locale))) {
      for (const [key, message] of Object.entries(catalog))
        messages[`${namespace}:${key}`] = message
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    if (process.env.NODE_ENV !== 'production') {
      i18n.on('missing', ({ id }) => {
        throw new Error(`No message "${id}" in the ${locale} catalogues`)
      })
    }
    instances.set(locale, i18n)
  }
  return i18n
}

/** The language a request is answered in: the path's (/hi/… is Hindi). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname)
}

registerI18n(serverI18n)

/** A translate function for server code: `getT(locale, 'mail')('bookedSubject', { … })`. */
export { getT } from './i18n.tsx'

/** Puts a message reference ("booking:slotTaken") into words; other text is returned as is. */
export function translateRefOnServer(locale: Locale, text: string, values?: MessageValues) {
  return translateRef(serverI18n(locale), text, values)
}

/**
 * The messages a page sends to the browser: `common` and the namespaces its routes name, in its
 * language only, compiled; as JSON safe to write inside a <script> element.
 */
const embeddedCache = new Map<string, string>()

export function embeddedMessages(locale: Locale, namespaces: Iterable<Namespace>): string {
  const wanted = new Set<Namespace>(['common', ...namespaces])
  const cacheKey = `${locale}:${[...wanted].sort().join(',')}`
  const cached = embeddedCache.get(cacheKey)
  if (cached !== undefined) return cached
  const catalogs = compiled(locale)
  const payload: Partial<Record<Namespace, CompiledCatalog>> = {}
  for (const namespace of NAMESPACES) {
    if (wanted.has(namespace) && !SERVER_ONLY_NAMESPACES.includes(namespace)) {
      payload[namespace] = catalogs[namespace]
    }
  }
  const text = JSON.stringify({ locale, catalogs: payload })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  embeddedCache.set(cacheKey, text)
  return text
}

/** The runtime for a server render: everything is loaded. */
export function serverRuntime(locale: Locale, namespaces: Iterable<Namespace>): I18nRuntime {
  return {
    locale,
    i18n: serverI18n(locale),
    pending: () => null,
    embedded: embeddedMessages(locale, namespaces),
  }
}

/** A site path in the request's language: localizedPath(request, '/account') → /hi/account. */
export function localizedPath(request: Request, path: string): string {
  return localizePath(path, requestLocale(request))
}
