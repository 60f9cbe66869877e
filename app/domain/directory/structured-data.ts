import type { Locale } from '#app/utils/i18n/locales.ts'
import type { DepartmentSlug } from '#app/content/departments.ts'
import { ADDRESS, CONTACT, HOURS, SITE } from '#app/content/site.ts'
import type { DoctorProfile } from './doctor-directory.server.ts'

/** A clinic as its page names and describes it (in the page's language). */
type Department = { slug: DepartmentSlug; name: string; description: string }

// schema.org's MedicalSpecialty values closest to each clinic.
const SPECIALTY: Record<DepartmentSlug, string> = {
  neurology: 'Neurologic',
  cardiology: 'Cardiovascular',
  cardiac: 'Cardiovascular',
  pathology: 'Pathology',
  laboratory: 'PublicHealth',
  pediatric: 'Pediatric',
  'general-medicine': 'PrimaryCare',
}

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: ADDRESS.street,
  addressLocality: ADDRESS.town,
  addressRegion: ADDRESS.state,
  postalCode: ADDRESS.postcode,
  addressCountry: 'IN',
}

const openingHours = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: HOURS.opens,
  closes: HOURS.closes,
}

/**
 * The network's clinic as a whole (home page), or one of its departments. `description` is the
 * network's, in the page's language (`site:site.description`).
 */
export function medicalClinicJsonLd(
  origin: string,
  description: string,
  department?: Department,
): Record<string, unknown> {
  const site = {
    '@type': 'MedicalClinic',
    '@id': `${origin}/home#clinic`,
    name: SITE.name,
    description,
    url: `${origin}/home`,
    telephone: CONTACT.receptionPhone,
    email: CONTACT.email,
    address: postalAddress,
    geo: { '@type': 'GeoCoordinates', latitude: ADDRESS.latitude, longitude: ADDRESS.longitude },
    openingHoursSpecification: openingHours,
    isAcceptingNewPatients: true,
  }
  if (!department) return site
  return {
    '@type': 'MedicalClinic',
    '@id': `${origin}/departments/${department.slug}#clinic`,
    name: `${department.name} — ${SITE.name}`,
    description: department.description,
    url: `${origin}/departments/${department.slug}`,
    medicalSpecialty: SPECIALTY[department.slug],
    telephone: CONTACT.receptionPhone,
    address: postalAddress,
    openingHoursSpecification: openingHours,
    parentOrganization: { '@id': site['@id'], name: SITE.name },
  }
}

/** A doctor's profile page as a schema.org Physician, described in the page's language. */
export function physicianJsonLd(
  origin: string,
  doctor: DoctorProfile,
  locale: Locale,
): Record<string, unknown> {
  return {
    '@type': 'Physician',
    '@id': `${origin}/doctors/${doctor.slug}#physician`,
    name: doctor.name,
    url: `${origin}/doctors/${doctor.slug}`,
    description: (locale === 'hi' && doctor.bioHi) || doctor.bio || undefined,
    ...(doctor.photoUrl ? { image: new URL(doctor.photoUrl, origin).toString() } : {}),
    medicalSpecialty: SPECIALTY[doctor.departmentSlug as DepartmentSlug],
    knowsLanguage: doctor.languages,
    hasCredential: doctor.qualifications
      .split(',')
      .map((q) => q.trim())
      .filter(Boolean)
      .map((name) => ({ '@type': 'EducationalOccupationalCredential', name })),
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Medical registration number',
      value: doctor.registrationNumber,
    },
    priceRange: `₹${doctor.feeInr}`,
    telephone: CONTACT.receptionPhone,
    address: postalAddress,
    availableService: {
      '@type': 'MedicalProcedure',
      name: `${doctor.departmentName} consultation`,
    },
    memberOf: {
      '@type': 'MedicalClinic',
      name: `${doctor.departmentName} — ${SITE.name}`,
      url: `${origin}/departments/${doctor.departmentSlug}`,
    },
  }
}
