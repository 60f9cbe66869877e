import type {
  AmbulanceStatus,
  Destination,
  EmergencyKind,
  VehicleDuty,
  VehicleKind,
} from '#app/db/schema/ambulance-values.ts'
import type { CompassPoint } from '#app/utils/geo.ts'

/**
 * Requests are counted per mobile and per network address over this time (callerLimits in
 * requests.server.ts); the board's flag of a busy address names it.
 */
export const CALLER_LIMIT_WINDOW_MINUTES = 10

/** What the dispatch board shows (loadBoard in dispatch.server.ts fills it). */
export type BoardEvent = {
  id: string
  status: AmbulanceStatus | null
  note: string
  byCaller: boolean
  /** The staff member's name, for a dispatcher's change. */
  by: string | null
  at: Date
}

export type BoardRequest = {
  id: string
  number: string
  status: AmbulanceStatus
  kind: EmergencyKind
  patients: number
  callerPhone: string
  village: string
  landmark: string
  latitude: number | null
  longitude: number | null
  accuracyM: number | null
  /** How far and which way the pickup place is from the hospital (with a location only). */
  fromHospital: { km: number; direction: CompassPoint } | null
  destination: Destination
  destinationName: string
  note: string
  etaAt: Date | null
  cancelReason: string | null
  createdAt: Date
  closedAt: Date | null
  vehicle: string | null
  driverName: string | null
  driverPhone: string | null
  /** An earlier request from the same mobile within minutes (flagged, for the dispatcher). */
  duplicateOf: { id: string; number: string; ended: boolean } | null
  /** Sent from a network address past its limit of requests (flagged, never refused). */
  busyAddress: boolean
  events: BoardEvent[]
}

/** What a vehicle is doing now: its duty, unless an active request has it out on a job. */
export type VehicleStatus = VehicleDuty | 'on_job'

/** A vehicle of the fleet, as the fleet page and the board show it. */
export type FleetVehicle = {
  id: string
  registrationNumber: string
  kind: VehicleKind
  base: string
  driverName: string
  driverPhone: string
  duty: VehicleDuty
  status: VehicleStatus
  /** The active request it is on, if any. */
  job: { id: string; number: string } | null
}

export type Board = {
  waiting: BoardRequest[]
  active: BoardRequest[]
  ended: BoardRequest[]
  vehicles: FleetVehicle[]
}

/** The board's answer to a button that could not do what it said, with what was typed. */
export type BoardReply = {
  requestId: string
  intent: string
  error: string
  values: Record<string, string>
}

export type { AmbulanceStatus }
