// The roles, apart from the tables: browser code imports them without pulling drizzle-orm into
// the page's JavaScript.
// A dispatcher works the ambulance board only (and the staff overview's ambulance figures); the
// laboratory's people (collectors, technicians, pathologists) work the lab board only — a pathologist
// is a `lab` account with credentials on file (lab_pathologists), the only one who verifies reports. A pharmacist works the pharmacy's queue
// only; their registration with the State Pharmacy Council is on file (pharmacists).
export const ROLES = [
  'patient',
  'doctor',
  'staff',
  'dispatcher',
  'lab',
  'pharmacist',
  'admin',
] as const
export type Role = (typeof ROLES)[number]
