import type { VehicleDuty, VehicleKind } from '#app/db/schema/ambulance-values.ts'

/**
 * The demo fleet: four ambulances at bases across Barabanki district (UP 41 is its registration
 * code), one of them off duty so the board has something to leave out.
 */
export const DEMO_VEHICLES: ReadonlyArray<{
  registrationNumber: string
  kind: VehicleKind
  base: string
  driverName: string
  driverPhone: string
  duty: VehicleDuty
}> = [
  {
    registrationNumber: 'UP 41 AT 1108',
    kind: 'als',
    base: 'Barabanki town, District Hospital',
    driverName: 'Ramesh Yadav',
    driverPhone: '+919876500011',
    duty: 'available',
  },
  {
    registrationNumber: 'UP 41 AT 2271',
    kind: 'bls',
    base: 'Haidergarh CHC',
    driverName: 'Mohd. Salim',
    driverPhone: '+919876500012',
    duty: 'available',
  },
  {
    registrationNumber: 'UP 41 BT 0342',
    kind: 'bls',
    base: 'Ramsanehighat CHC',
    driverName: 'Sunil Kumar Verma',
    driverPhone: '+919876500013',
    duty: 'available',
  },
  {
    registrationNumber: 'UP 41 BT 0917',
    kind: 'transport',
    base: 'Fatehpur CHC',
    driverName: 'Anil Rawat',
    driverPhone: '+919876500014',
    duty: 'off_duty',
  },
]
