import { randomUUID } from 'node:crypto'
import { getDb } from '#app/db/client.server.ts'
import { ambulanceVehicles } from '#app/db/schema/ambulance.ts'
import { type NewAmbulanceRequest } from '#app/domain/ambulance/requests.server.ts'

/** A mobile number no other test uses. */
export function testMobile(): string {
  return `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** A request as the form would send it: located near Haidergarh, a new key, a new mobile. */
export function ambulanceRequest(
  overrides: Partial<NewAmbulanceRequest> = {},
): NewAmbulanceRequest {
  return {
    callerPhone: testMobile(),
    callerEmail: null,
    latitude: 26.7,
    longitude: 81.36,
    accuracyM: 40,
    village: '',
    landmark: '',
    kind: 'accident',
    patients: 1,
    destination: 'ours',
    destinationName: '',
    note: '',
    requestKey: randomUUID(),
    locale: 'en',
    ...overrides,
  }
}

/** A vehicle of the fleet, available unless said otherwise; returns its id. */
export async function testVehicle(duty: 'available' | 'off_duty' = 'available'): Promise<string> {
  const [row] = await getDb()
    .insert(ambulanceVehicles)
    .values({
      registrationNumber: `UP 41 AT ${randomUUID().slice(0, 8)}`,
      kind: 'als',
      base: 'Haidergarh',
      driverName: 'Suresh Verma',
      driverPhone: '+919839022210',
      duty,
    })
    .returning({ id: ambulanceVehicles.id })
  return row!.id
}
