import { and, eq, gte, lte, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { clinicTimeToUtc, HORIZON_DAYS, listOpenSlots, type Slot } from './availability.ts'

type Executor = Pick<ReturnType<typeof getDb>, 'select'>

/** A doctor's free slots between two clinic-local dates, from the database. */
export async function listDoctorOpenSlots(
  doctorId: string,
  fromDate: string,
  toDate: string,
  options: { now?: Date; executor?: Executor; ignoreAppointmentId?: string; ignoreAllBookings?: boolean } = {},
): Promise<Slot[]> {
  const db = options.executor ?? getDb()
  const now = options.now ?? new Date()
  const from = clinicTimeToUtc(fromDate, '00:00')
  const to = clinicTimeToUtc(addDays(toDate, 1), '00:00')
  const [schedules, timeOff, busy] = await Promise.all([
    db
      .select({
        weekday: doctorSchedules.weekday,
        startTime: doctorSchedules.startTime,
        endTime: doctorSchedules.endTime,
        slotMinutes: doctorSchedules.slotMinutes,
        location: doctorSchedules.location,
      })
      .from(doctorSchedules)
      .where(eq(doctorSchedules.doctorId, doctorId)),
    db
      .select({ startsOn: doctorTimeOff.startsOn, endsOn: doctorTimeOff.endsOn })
      .from(doctorTimeOff)
      .where(and(eq(doctorTimeOff.doctorId, doctorId), lte(doctorTimeOff.startsOn, toDate), gte(doctorTimeOff.endsOn, fromDate))),
    db
      .select({ id: appointments.id, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          ne(appointments.status, 'cancelled'),
          sql`${appointments.startsAt} < ${to}`,
          sql`${appointments.endsAt} > ${from}`,
        ),
      ),
  ])
  return listOpenSlots({
    schedules: schedules.map((s) => ({ ...s, startTime: s.startTime.slice(0, 5), endTime: s.endTime.slice(0, 5) })),
    timeOff,
    busy: options.ignoreAllBookings ? [] : busy.filter((b) => b.id !== options.ignoreAppointmentId),
    fromDate,
    toDate,
    now,
  })
}

/** The next free slot of a doctor within the booking horizon, or null. */
export async function nextFreeSlot(doctorId: string, now = new Date()): Promise<Slot | null> {
  const today = clinicToday(now)
  for (let start = 0; start <= HORIZON_DAYS; start += 14) {
    const slots = await listDoctorOpenSlots(doctorId, addDays(today, start), addDays(today, start + 13), { now })
    if (slots[0]) return slots[0]
  }
  return null
}

export async function findActiveDoctorBySlug(slug: string) {
  const [doctor] = await getDb()
    .select({ id: doctors.id, slug: doctors.slug, name: doctors.name })
    .from(doctors)
    .where(and(eq(doctors.slug, slug), eq(doctors.active, true)))
  return doctor ?? null
}
