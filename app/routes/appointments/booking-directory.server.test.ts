import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { bookingFormData, openWeeklyHours } from '#tests/support/appointments.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { keptValue, until } from '#tests/support/until.ts'
import { processBookingForm } from './booking-form-action.server.ts'

const DOCTOR = 'dr-rakesh-tiwari'
let day = ''

const guest = { patient: null, bookedByUserId: null, ipAddress: null, locale: 'en' as const }

const bookingForm = (time: string) =>
  bookingFormData({
    department: 'neurology',
    doctor: DOCTOR,
    date: day,
    time,
    name: 'Sunita Devi',
    email: 'sunita@example.com',
    phone: '9876543210',
  })

const setActive = (active: boolean) =>
  getDb().update(doctors).set({ active }).where(eq(doctors.slug, DOCTOR))

describeOnEachDatabase('booking against the directory kept in memory', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    ;({ day } = await openWeeklyHours(DOCTOR, 4))
  })

  afterEach(async () => {
    await setActive(true)
    await getDb().delete(appointments)
  })

  it('refuses a doctor taken off the list at once, and names the field once the list has heard', async () => {
    // The directory is kept once the database listens for its changes.
    const kept = await keptValue(listDepartmentsWithDoctors)
    expect(await listDepartmentsWithDoctors()).toBe(kept)
    expect(kept.doctors.map((d) => d.slug)).toContain(DOCTOR)

    await setActive(false)
    // Straight after the change: on PostgreSQL the announcement may not have reached this
    // process yet (on PGlite it has), and the booking's own read of the doctor refuses it
    // anyway, so nothing is booked either way.
    const right = await processBookingForm(bookingForm('09:00'), guest)
    expect(right.kind).toBe('reply')
    if (right.kind === 'reply') expect(right.response.init?.status).toBeGreaterThanOrEqual(400)
    expect(await getDb().select().from(appointments)).toEqual([])

    // Once heard, the doctor is gone from the list and the form says so next to the doctor.
    await until(
      async () => !(await listDepartmentsWithDoctors()).doctors.some((d) => d.slug === DOCTOR),
      'the directory without the doctor',
    )
    expect((await listDepartmentsWithDoctors()).doctors.map((d) => d.slug)).not.toContain(DOCTOR)
    const later = await processBookingForm(bookingForm('09:20'), guest)
    if (later.kind !== 'reply') throw new Error('booked a doctor off the list')
    expect(later.response.init?.status).toBe(400)
    expect(later.response.data.result?.error).toMatchObject({ doctor: [expect.any(String)] })

    // Back on the list, bookable again.
    await setActive(true)
    await until(
      async () => (await listDepartmentsWithDoctors()).doctors.some((d) => d.slug === DOCTOR),
      'the directory with the doctor again',
    )
    expect((await processBookingForm(bookingForm('09:40'), guest)).kind).toBe('booked')
  })
})
