import type {
  Accreditation,
  AccreditationBody,
  FacilityKind,
  FacilityService,
} from '#app/db/schema/network-values.ts'
import type { OpeningStatus } from './opening-hours.ts'

// What the facility pages show, for the components (which never reach into db/ or the server).
export type { Accreditation, AccreditationBody, FacilityKind, FacilityService, OpeningStatus }

/** A name or text in the reader's language; the English one (marked so) when there is no other. */
export type LocalText = { text: string; lang: 'en' | 'hi' }

export type FacilitySummary = {
  id: string
  slug: string
  kind: FacilityKind
  name: LocalText
  address: string
  town: LocalText
  pinCode: string
  phone: string
  services: FacilityService[]
  accreditations: Accreditation[]
  status: OpeningStatus
  distanceKm: number | null
}

export type NearestFacilityView = {
  slug: string
  name: LocalText
  town: LocalText
  phone: string
  distanceKm: number
  status: OpeningStatus
  /** Measured from the network's main clinic, as no place was given. */
  fromMainClinic: boolean
}
