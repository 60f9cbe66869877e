import type { FacilityKind } from '#app/db/schema/network-values.ts'
import type { FacilityPage } from './facilities.server.ts'
import { openingHoursSpecification } from './opening-hours.ts'

/** schema.org's type for each kind of facility. */
const SCHEMA_TYPE: Record<FacilityKind, string> = {
  hospital: 'Hospital',
  clinic: 'MedicalClinic',
  laboratory: 'DiagnosticLab',
  collection_centre: 'DiagnosticLab',
  pharmacy: 'Pharmacy',
  ambulance_base: 'MedicalOrganization',
}

/** A facility's page as schema.org structured data (name in the page's language). */
export function facilityJsonLd(
  origin: string,
  pagePath: string,
  facility: Pick<
    FacilityPage,
    | 'kind'
    | 'name'
    | 'description'
    | 'address'
    | 'town'
    | 'pinCode'
    | 'latitude'
    | 'longitude'
    | 'phone'
    | 'email'
    | 'openAllHours'
    | 'hours'
    | 'photos'
    | 'accreditations'
  >,
  photoPath: (fileId: string) => string,
): Record<string, unknown> {
  const url = `${origin}${pagePath}`
  return {
    '@type': SCHEMA_TYPE[facility.kind],
    '@id': `${url}#facility`,
    name: facility.name.text,
    ...(facility.description.text ? { description: facility.description.text } : {}),
    url,
    telephone: facility.phone.replace(/\s+/g, ''),
    ...(facility.email ? { email: facility.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facility.address,
      addressLocality: facility.town.text,
      addressRegion: 'Uttar Pradesh',
      postalCode: facility.pinCode,
      addressCountry: 'IN',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: facility.latitude,
      longitude: facility.longitude,
    },
    openingHoursSpecification: openingHoursSpecification({
      openAllHours: facility.openAllHours,
      hours: facility.hours,
    }),
    ...(facility.photos.length > 0
      ? { image: facility.photos.map((photo) => `${origin}${photoPath(photo.fileId)}`) }
      : {}),
    ...(facility.accreditations.length > 0
      ? { hasCredential: facility.accreditations.map((a) => a.body.toUpperCase()) }
      : {}),
  }
}
