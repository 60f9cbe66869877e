import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { insertAppointmentAt } from '#tests/support/appointments.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { listDoctorSchedule } from './staff-appointments.server.ts'

const appointmentAt = (doctorId: string, date: string, time: string, status?: 'cancelled') =>
  insertAppointmentAt(doctorId, date, time, { status })

describeOnEachDatabase('a doctor’s schedule', () => {
  let doctorId = ''
  let otherDoctorId = ''
  const today = clinicToday()

  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor, other] = await getDb().select({ id: doctors.id }).from(doctors).limit(2)
    doctorId = doctor!.id
    otherDoctorId = other!.id
    // A busy week: 6 patients a day for 7 days (42), one on the evening of the last day, one
    // the day after the range, and one of another doctor.
    for (let d = 1; d <= 7; d++) {
      for (let slot = 0; slot < 6; slot++)
        await appointmentAt(
          doctorId,
          addDays(today, d),
          `0${9 + Math.floor(slot / 2)}:${slot % 2 ? '30' : '00'}`,
        )
    }
    await appointmentAt(doctorId, addDays(today, 7), '23:50')
    await appointmentAt(doctorId, addDays(today, 8), '00:10')
    await appointmentAt(otherDoctorId, addDays(today, 2), '10:00')
    await appointmentAt(doctorId, addDays(today, 3), '15:00', 'cancelled')
  })

  it('lists every appointment of the week, far more than a page, by clinic day in time order', async () => {
    const schedule = await listDoctorSchedule(doctorId, today, addDays(today, 7))
    expect(schedule.total).toBe(6 * 7 + 1 + 1)
    expect(schedule.days.map((day) => day.date)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(today, d)),
    )
    for (const day of schedule.days) {
      const times = day.appointments.map((a) => a.startsAt.getTime())
      expect(times).toEqual([...times].sort((a, b) => a - b))
      // Days are the clinic's (IST), whatever the date is in UTC at that moment.
      for (const a of day.appointments) expect(a.patientName).toContain(day.date)
    }
    const lastDay = schedule.days.at(-1)!
    expect(lastDay.appointments.at(-1)?.patientName).toBe(`Patient ${addDays(today, 7)} 23:50`)
    // The cancelled one is listed with its status, so the doctor knows the slot is free.
    const cancelled = schedule.days
      .find((day) => day.date === addDays(today, 3))!
      .appointments.find((a) => a.status === 'cancelled')
    expect(cancelled?.patientName).toBe(`Patient ${addDays(today, 3)} 15:00`)
  })

  it('shows nothing of another doctor', async () => {
    const schedule = await listDoctorSchedule(otherDoctorId, today, addDays(today, 7))
    expect(schedule.total).toBe(1)
    const [row] = await getDb()
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.doctorId, otherDoctorId))
    expect(schedule.days[0]?.appointments[0]?.id).toBe(row!.id)
  })
})
