import {
  ACCREDITATION_BODIES,
  type AccreditationBody,
  FACILITY_KINDS,
  FACILITY_SERVICES,
  type FacilityKind,
  type FacilityService,
} from '#app/db/schema/network-values.ts'

/** The list's filters, as its GET form sends them; anything unknown is left out. */
export type FacilityFilters = {
  kind: FacilityKind | null
  service: FacilityService | null
  openNow: boolean
  accreditation: AccreditationBody | null
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null

export function parseFacilityFilters(params: URLSearchParams): FacilityFilters {
  return {
    kind: oneOf(FACILITY_KINDS, params.get('type')),
    service: oneOf(FACILITY_SERVICES, params.get('service')),
    openNow: params.get('open') === 'now',
    accreditation: oneOf(ACCREDITATION_BODIES, params.get('accreditation')),
  }
}

/** The facility as the filters see it. */
export type FilterableFacility = {
  kind: FacilityKind
  services: readonly string[]
  accreditations: ReadonlyArray<{ body: AccreditationBody }>
  open: boolean
}

export function matchesFilters(facility: FilterableFacility, filters: FacilityFilters): boolean {
  return (
    (!filters.kind || facility.kind === filters.kind) &&
    (!filters.service || facility.services.includes(filters.service)) &&
    (!filters.openNow || facility.open) &&
    (!filters.accreditation ||
      facility.accreditations.some((a) => a.body === filters.accreditation))
  )
}

/**
 * The service a kind of place stands for, where another kind may offer it too: a hospital with its
 * own pharmacy sells medicines, a hospital's laboratory does blood tests.
 */
const SERVICE_OF_KIND: Partial<Record<FacilityKind, FacilityService>> = {
  pharmacy: 'pharmacy',
  laboratory: 'pathology',
  collection_centre: 'sample_collection',
  ambulance_base: 'ambulance',
}

/**
 * Whether a place offers what the filters ask for, whatever kind of place it is and whether it is
 * open: a pharmacy asked for is also found as a hospital's pharmacy. For the answer when nothing
 * that fits is open, which names the places open day and night that could help instead.
 */
export function offersWhatWasAsked(
  facility: FilterableFacility,
  filters: FacilityFilters,
): boolean {
  const service = filters.kind ? SERVICE_OF_KIND[filters.kind] : undefined
  const kindFits =
    !filters.kind ||
    facility.kind === filters.kind ||
    (service !== undefined && facility.services.includes(service))
  return kindFits && matchesFilters(facility, { ...filters, kind: null, openNow: false })
}

/**
 * The accreditations in force on `today` (an ISO day in India): one whose "valid until" day has
 * passed no longer counts — not for the filter, the badges or the structured data.
 */
export function currentAccreditations<T extends { validUntil: string | null }>(
  accreditations: readonly T[],
  today: string,
): { current: T[]; lapsed: T[] } {
  const current = accreditations.filter((a) => a.validUntil === null || a.validUntil >= today)
  return { current, lapsed: accreditations.filter((a) => !current.includes(a)) }
}
