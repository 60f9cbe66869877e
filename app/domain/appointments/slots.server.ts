import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import {
  type Busy,
  clinicTimeToUtc,
  HORIZON_DAYS,
  listOpenSlots,
  type Slot,
  type TimeOff,
  type WeeklySchedule,
} from './availability.ts'

type Executor = Pick<ReturnType<typeof getDb>, 'select'>

/** A doctor's free slots between two clinic-local dates, from the database. */
export async function listDoctorOpenSlots(
  doctorId: string,
  fromDate: string,
  toDate: string,
  options: {
    now?: Date
    executor?: Executor
    ignoreAppointmentId?: string
    ignoreAllBookings?: boolean
  } = {},
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
      .where(
        and(
          eq(doctorTimeOff.doctorId, doctorId),
          lte(doctorTimeOff.startsOn, toDate),
          gte(doctorTimeOff.endsOn, fromDate),
        ),
      ),
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
    schedules: schedules.map((s) => ({
      ...s,
      startTime: s.startTime.slice(0, 5),
      endTime: s.endTime.slice(0, 5),
    })),
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
    const slots = await listDoctorOpenSlots(
      doctorId,
      addDays(today, start),
      addDays(today, start + 13),
      { now },
    )
    if (slots[0]) return slots[0]
  }
  return null
}

/**
 * The earliest `count` free slots of each of many doctors within the booking horizon, in three
 * queries for all of them (directory cards, search results, the symptom guide). Doctors without
 * a free slot map to an empty list.
 */
export async function listEarliestSlots(
  doctorIds: readonly string[],
  options: { now?: Date; count?: number } = {},
): Promise<Map<string, Slot[]>> {
  const result = new Map<string, Slot[]>(doctorIds.map((id) => [id, []]))
  if (doctorIds.length === 0) return result
  const db = getDb()
  const now = options.now ?? new Date()
  const count = options.count ?? 1
  const today = clinicToday(now)
  const lastDay = addDays(today, HORIZON_DAYS)
  const ids = [...doctorIds]
  const [schedules, timeOff, busy] = await Promise.all([
    db
      .select({
        doctorId: doctorSchedules.doctorId,
        weekday: doctorSchedules.weekday,
        startTime: doctorSchedules.startTime,
        endTime: doctorSchedules.endTime,
        slotMinutes: doctorSchedules.slotMinutes,
        location: doctorSchedules.location,
      })
      .from(doctorSchedules)
      .where(inArray(doctorSchedules.doctorId, ids)),
    db
      .select({
        doctorId: doctorTimeOff.doctorId,
        startsOn: doctorTimeOff.startsOn,
        endsOn: doctorTimeOff.endsOn,
      })
      .from(doctorTimeOff)
      .where(
        and(
          inArray(doctorTimeOff.doctorId, ids),
          lte(doctorTimeOff.startsOn, lastDay),
          gte(doctorTimeOff.endsOn, today),
        ),
      ),
    db
      .select({
        doctorId: appointments.doctorId,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
      })
      .from(appointments)
      .where(
        and(
          inArray(appointments.doctorId, ids),
          ne(appointments.status, 'cancelled'),
          sql`${appointments.endsAt} > ${now}`,
          sql`${appointments.startsAt} < ${clinicTimeToUtc(addDays(lastDay, 1), '00:00')}`,
        ),
      ),
  ])
  const group = <T extends { doctorId: string }>(rows: T[]) => {
    const byDoctor = new Map<string, T[]>()
    for (const row of rows) {
      const list = byDoctor.get(row.doctorId)
      if (list) list.push(row)
      else byDoctor.set(row.doctorId, [row])
    }
    return byDoctor
  }
  const schedulesBy = group(schedules)
  const timeOffBy = group(timeOff)
  const busyBy = group(busy)
  for (const id of ids) {
    const weekly: WeeklySchedule[] = (schedulesBy.get(id) ?? []).map((s) => ({
      weekday: s.weekday,
      startTime: s.startTime.slice(0, 5),
      endTime: s.endTime.slice(0, 5),
      slotMinutes: s.slotMinutes,
      location: s.location,
    }))
    if (weekly.length === 0) continue
    const off: TimeOff[] = timeOffBy.get(id) ?? []
    const taken: Busy[] = busyBy.get(id) ?? []
    const found: Slot[] = []
    // A week at a time: most doctors have a free slot in the first one.
    for (let start = 0; start <= HORIZON_DAYS && found.length < count; start += 7) {
      const slots = listOpenSlots({
        schedules: weekly,
        timeOff: off,
        busy: taken,
        fromDate: addDays(today, start),
        toDate: addDays(today, start + 6),
        now,
      })
      found.push(...slots.slice(0, count - found.length))
    }
    result.set(id, found)
  }
  return result
}

export async function findActiveDoctorBySlug(slug: string) {
  const [doctor] = await getDb()
    .select({ id: doctors.id, slug: doctors.slug, name: doctors.name })
    .from(doctors)
    .where(and(eq(doctors.slug, slug), eq(doctors.active, true)))
  return doctor ?? null
}
