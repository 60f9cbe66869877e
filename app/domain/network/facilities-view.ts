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

/** A place named in the answer when nothing that fits is open now. */
export type PlaceToTry = {
  slug: string
  kind: FacilityKind
  name: LocalText
  town: LocalText
  phone: string
  distanceKm: number | null
}

/**
 * The answer when "open now" leaves no place: when a place that fits opens next, and the places
 * open day and night that offer what was asked (a hospital's pharmacy for a pharmacy).
 */
export type NoneOpenNow = {
  /** The place that fits and opens first (the nearer one first when two open at once). */
  firstToOpen: (PlaceToTry & { opensAt: OpeningTime }) | null
  /** With a place to measure from: the nearest place that fits, when it is not the first to open. */
  nearest: (PlaceToTry & { opensAt: OpeningTime | null }) | null
  /** Open day and night and offering what was asked; nearest first when measured. */
  dayAndNight: PlaceToTry[]
}

/** When a closed place opens next (`inDays` 0 is later today, 1 tomorrow). */
export type OpeningTime = NonNullable<Extract<OpeningStatus, { open: false }>['opensAt']>

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
