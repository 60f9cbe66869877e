// The ambulance columns' allowed values, apart from the tables: browser code (the request form,
// the dispatch board) imports these without pulling drizzle-orm into the page's JavaScript.

/** What happened, as the caller picks it (the dispatcher reads it first). */
export const EMERGENCY_KINDS = [
  'accident',
  'labour',
  'breathing',
  'chest_pain',
  'unconscious',
  'stroke',
  'burns',
  'poisoning',
  'other',
] as const
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number]

/** Where the patient goes: our hospital (the default), the nearest one, or one the caller names. */
export const DESTINATIONS = ['ours', 'nearest', 'other'] as const
export type Destination = (typeof DESTINATIONS)[number]

/** A request's way from the call to the hospital; `cancelled` may end it at any point before. */
export const AMBULANCE_STATUSES = [
  'received',
  'assigned',
  'on_the_way',
  'arrived',
  'to_hospital',
  'closed',
  'cancelled',
] as const
export type AmbulanceStatus = (typeof AMBULANCE_STATUSES)[number]

/** The statuses in which a vehicle is busy with the request (one such request per vehicle). */
export const ACTIVE_JOB_STATUSES = ['assigned', 'on_the_way', 'arrived', 'to_hospital'] as const

/** Basic and advanced life support, and patient transport. */
export const VEHICLE_KINDS = ['bls', 'als', 'transport'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

/** Whether a vehicle can be sent (on a job is worked out from its active request). */
export const VEHICLE_DUTY = ['available', 'off_duty'] as const
export type VehicleDuty = (typeof VEHICLE_DUTY)[number]

export const MAX_PATIENTS = 20
export const MAX_NOTE = 1000
export const MAX_PLACE = 200
/** A second request from the same mobile within this time is flagged as a possible duplicate. */
export const DUPLICATE_WINDOW_MINUTES = 10
