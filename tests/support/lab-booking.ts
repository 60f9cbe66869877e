import type { NewLabOrder } from '#app/domain/lab/orders.server.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'

let phoneCounter = 0

/** A booking the rules accept: a home collection in Haidergarh the day after tomorrow, 7–9 AM. */
export function labBooking(overrides: Partial<NewLabOrder> = {}): NewLabOrder {
  phoneCounter += 1
  return {
    requestKey: crypto.randomUUID(),
    accountUserId: null,
    items: [{ kind: 'test', slug: 'hba1c' }],
    patientName: 'Ram Prasad',
    sex: 'male',
    ageYears: 54,
    phone: `+9197${String(10_000_000 + phoneCounter).slice(-8)}`,
    email: null,
    locale: 'en',
    mode: 'home',
    address: 'House 12, near the Shiv temple',
    pinCode: '227301',
    day: addDays(clinicToday(), 2),
    window: '07-09',
    ...overrides,
  }
}
