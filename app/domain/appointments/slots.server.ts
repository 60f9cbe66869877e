import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import {
  type Busy,
  HORIZON_DAYS,
  listOpenSlots,
  type Slot,
  type TimeOff,
  type WeeklySchedule,
} from './availability.ts'

type Executor = Pick<ReturnType<typeof getDb>, 'select'>

type AvailabilityInputs = {
  schedules: WeeklySchedule[]
  timeOff: TimeOff[]
  busy: Array<Busy & { id: string }>
}

/**
 * What availability is computed from, for any number of doctors and clinic-local dates
 * `fromDate`..`toDate`, in three queries: weekly hours, days off and non-cancelled bookings.
 */
async function loadAvailabilityInputs(
  db: Executor,
  doctorIds: readonly string[],
  fromDate: string,
  toDate: string,
): Promise<Map<string, AvailabilityInputs>> {
  const ids = [...doctorIds]
  const byDoctor = new Map<string, AvailabilityInputs>(
    ids.map((id) => [id, { schedules: [], timeOff: [], busy: [] }]),
  )
  if (ids.length === 0) return byDoctor
  const from = clinicTimeToUtc(fromDate, '00:00')
  const to = clinicTimeToUtc(addDays(toDate, 1), '00:00')
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
          lte(doctorTimeOff.startsOn, toDate),
          gte(doctorTimeOff.endsOn, fromDate),
        ),
      ),
    db
      .select({
        doctorId: appointments.doctorId,
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
      })
      .from(appointments)
      .where(
        and(
          inArray(appointments.doctorId, ids),
          ne(appointments.status, 'cancelled'),
          sql`${appointments.startsAt} < ${to}`,
          sql`${appointments.endsAt} > ${from}`,
        ),
      ),
  ])
  for (const { doctorId, ...s } of schedules) {
    byDoctor
      .get(doctorId)
      ?.schedules.push({ ...s, startTime: s.startTime.slice(0, 5), endTime: s.endTime.slice(0, 5) })
  }
  for (const { doctorId, ...off } of timeOff) byDoctor.get(doctorId)?.timeOff.push(off)
  for (const { doctorId, ...booking } of busy) byDoctor.get(doctorId)?.busy.push(booking)
  return byDoctor
}

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
  const inputs = (
    await loadAvailabilityInputs(options.executor ?? getDb(), [doctorId], fromDate, toDate)
  ).get(doctorId)!
  return listOpenSlots({
    schedules: inputs.schedules,
    timeOff: inputs.timeOff,
    busy: options.ignoreAllBookings
      ? []
      : inputs.busy.filter((b) => b.id !== options.ignoreAppointmentId),
    fromDate,
    toDate,
    now: options.now ?? new Date(),
  })
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
  const now = options.now ?? new Date()
  const count = options.count ?? 1
  const today = clinicToday(now)
  const inputs = await loadAvailabilityInputs(
    getDb(),
    doctorIds,
    today,
    addDays(today, HORIZON_DAYS),
  )
  const result = new Map<string, Slot[]>()
  for (const [id, { schedules, timeOff, busy }] of inputs) {
    const found: Slot[] = []
    // A week at a time: most doctors have a free slot in the first one.
    for (
      let start = 0;
      schedules.length > 0 && start <= HORIZON_DAYS && found.length < count;
      start += 7
    ) {
      const slots = listOpenSlots({
        schedules,
        timeOff,
        busy,
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
