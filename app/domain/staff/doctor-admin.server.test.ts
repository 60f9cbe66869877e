import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import {
  bookAppointment,
  SlotNotOfferedError,
} from '#app/domain/appointments/book-appointment.server.ts'
import { listDoctorOpenSlots } from '#app/domain/appointments/slots.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { addDays, clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { addTimeOff, addWeeklyHours, getDoctorForAdmin, saveDoctor } from './doctor-admin.server.ts'
import { keptValue } from '#tests/support/until.ts'

const admin = { userId: 'admin-1', ipAddress: '192.0.2.1' }
const input = {
  intent: 'doctor' as const,
  name: 'Dr. Ritu Agarwal',
  department: 'pediatric',
  qualifications: 'MBBS, MD (Paediatrics)',
  registrationNumber: 'UPMC-60001',
  council: 'upmc' as const,
  gender: 'female' as const,
  languages: ['Hindi', 'English'],
  experienceYears: 5,
  feeInr: 400,
  modes: ['in_person' as const, 'phone' as const],
  bio: '',
  active: 'on' as const,
}

describeOnEachDatabase('doctor administration', () => {
  it('creates a doctor whose new weekly hours become bookable, lists patients hit by time off, and hides a deactivated doctor', async () => {
    const id = await saveDoctor(null, input, admin)
    const second = await saveDoctor(null, input, admin)
    const [a, b] = await Promise.all([getDoctorForAdmin(id), getDoctorForAdmin(second)])
    expect(a?.slug).toBe('dr-ritu-agarwal')
    expect(b?.slug).toBe('dr-ritu-agarwal-2')
    expect([a?.council, a?.registrationVerifiedOn]).toEqual(['upmc', null])
    await saveDoctor(
      second,
      { ...input, council: 'nmc', registrationVerifiedOn: '2026-10-01' },
      admin,
    )
    expect(await getDoctorForAdmin(second)).toMatchObject({
      council: 'nmc',
      registrationVerifiedOn: '2026-10-01',
    })
    // A corrected number was not checked on that day: the profile stops saying it was verified,
    // unless a new day is given with it.
    const corrected = { ...input, council: 'nmc' as const, registrationNumber: 'UPMC-60002' }
    await saveDoctor(second, { ...corrected, registrationVerifiedOn: '2026-10-01' }, admin)
    expect(await getDoctorForAdmin(second)).toMatchObject({ registrationVerifiedOn: null })
    await saveDoctor(second, { ...corrected, registrationVerifiedOn: '2026-11-02' }, admin)
    expect(await getDoctorForAdmin(second)).toMatchObject({ registrationVerifiedOn: '2026-11-02' })

    let day = addDays(clinicToday(), 3)
    while (isoWeekday(day) !== 4) day = addDays(day, 1)
    expect(await listDoctorOpenSlots(id, day, day)).toHaveLength(0)
    await addWeeklyHours(
      id,
      { weekday: 4, startTime: '10:00', endTime: '11:00', slotMinutes: 30, location: 'Room 9' },
      admin,
    )
    expect((await listDoctorOpenSlots(id, day, day)).map((s) => s.location)).toEqual([
      'Room 9',
      'Room 9',
    ])

    const booked = await bookAppointment({
      doctorSlug: 'dr-ritu-agarwal',
      departmentSlug: 'pediatric',
      date: day,
      time: '10:30',
      mode: 'phone',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+919876543210',
      requestKey: randomUUID(),
      patientUserId: null,
    })
    const affected = await addTimeOff(id, { startsOn: day, endsOn: day, reason: 'Training' }, admin)
    expect(affected.map((x) => x.id)).toEqual([booked.appointmentId])
    expect(await listDoctorOpenSlots(id, day, day)).toHaveLength(0)

    // The directory kept in memory (once the database listens) is dropped by the save itself,
    // so the next read in this process has the change even before the announcement arrives.
    expect((await keptValue(listDepartmentsWithDoctors)).doctors.map((d) => d.slug)).toContain(
      'dr-ritu-agarwal',
    )
    await saveDoctor(id, { ...input, active: undefined }, admin)
    const directory = await listDepartmentsWithDoctors()
    expect(directory.doctors.map((d) => d.slug)).not.toContain('dr-ritu-agarwal')
    await expect(
      bookAppointment({
        doctorSlug: 'dr-ritu-agarwal',
        departmentSlug: 'pediatric',
        date: addDays(day, 7),
        time: '10:00',
        mode: 'phone',
        name: 'Asha',
        email: 'asha@example.com',
        phone: '+919876543210',
        requestKey: randomUUID(),
        patientUserId: null,
      }),
    ).rejects.toBeInstanceOf(SlotNotOfferedError)
  })
})
