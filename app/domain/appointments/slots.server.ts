import { sql } from 'drizzle-orm'
import { getDb, queryRows } from '#app/db/client.server.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { postgresError } from '#app/utils/db-errors.ts'
import { keptPerKeyUntilChanged, LIVE_CHANNELS } from '#app/utils/live.server.ts'
import {
  type Busy,
  HORIZON_DAYS,
  listOpenSlots,
  overlaps,
  MIN_LEAD_MINUTES,
  type Slot,
  type TimeOff,
  type WeeklySchedule,
} from './availability.ts'

type Executor = Pick<ReturnType<typeof getDb>, 'execute'>

export type AvailabilityInputs = {
  doctorId: string
  doctor: { id: string; name: string; departmentName: string; modes: string[] }
  schedules: WeeklySchedule[]
  timeOff: TimeOff[]
  /** `requestKey`: only when read with `withRequestKeys`. */
  busy: Array<Busy & { id: string; requestKey?: string }>
}

type InputsRow = {
  id: string
  name: string
  department_name: string
  modes: string[]
  schedules: Array<Omit<WeeklySchedule, 'slotMinutes'> & { slotMinutes: number }> | null
  time_off: TimeOff[] | null
  busy: Array<{ id: string; s: number | string; e: number | string; k?: string }> | null
}

/**
 * What availability is computed from — weekly hours, days off and non-cancelled bookings between
 * the clinic-local dates `fromDate`..`toDate` — for the doctors `which` selects, in one statement.
 */
async function loadAvailabilityInputs(
  executor: Executor,
  which: { ids: readonly string[] } | { activeSlug: string; departmentSlug?: string },
  fromDate: string,
  toDate: string,
  withBookings = true,
  /** Each booking with the key of the form that made it (is it the same form sent again?). */
  withRequestKeys = false,
): Promise<AvailabilityInputs[]> {
  if ('ids' in which && which.ids.length === 0) return []
  const from = clinicTimeToUtc(fromDate, '00:00').toISOString()
  const to = clinicTimeToUtc(addDays(toDate, 1), '00:00').toISOString()
  const where =
    'ids' in which
      ? sql`d.id = any(${`{${which.ids.join(',')}}`}::uuid[])`
      : sql`d.slug = ${which.activeSlug} and d.active ${which.departmentSlug === undefined ? sql`` : sql`and dep.slug = ${which.departmentSlug}`}`
  const result = (await executor.execute(sql`
    select d.id, d.name, dep.name as department_name, d.consultation_modes as modes,
      (select json_agg(json_build_object(
          'weekday', s.weekday, 'startTime', to_char(s.start_time, 'HH24:MI'),
          'endTime', to_char(s.end_time, 'HH24:MI'), 'slotMinutes', s.slot_minutes,
          'location', s.location))
        from doctor_schedules s where s.doctor_id = d.id) as schedules,
      (select json_agg(json_build_object(
          'startsOn', to_char(t.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(t.ends_on, 'YYYY-MM-DD')))
        from doctor_time_off t
        where t.doctor_id = d.id and t.starts_on <= ${toDate}::date and t.ends_on >= ${fromDate}::date) as time_off,
      (select json_agg(json_build_object(
          'id', a.id, 's', floor(extract(epoch from a.starts_at) * 1000),
          'e', floor(extract(epoch from a.ends_at) * 1000)
          ${withRequestKeys ? sql`, 'k', a.request_key` : sql``}))
        from appointments a
        where ${withBookings} and a.doctor_id = d.id and a.status <> 'cancelled'
          and a.starts_at < ${to}::timestamptz and a.ends_at > ${from}::timestamptz) as busy
    from doctors d join departments dep on dep.id = d.department_id
    where ${where}`)) as unknown as { rows: InputsRow[] }
  return result.rows.map((row) => ({
    doctorId: row.id,
    doctor: { id: row.id, name: row.name, departmentName: row.department_name, modes: row.modes },
    schedules: row.schedules ?? [],
    timeOff: row.time_off ?? [],
    busy: (row.busy ?? []).map((b) => ({
      id: b.id,
      startsAt: new Date(Number(b.s)),
      endsAt: new Date(Number(b.e)),
      ...(b.k === undefined ? {} : { requestKey: b.k }),
    })),
  }))
}

/** A listed doctor's availability inputs as kept: for the bookings in [`from`, `to`) (epoch ms). */
type KeptAvailability = {
  from: number
  to: number
  /** Read with their bookings (and each booking's request key), or with none at all. */
  withBookings: boolean
  doctors: AvailabilityInputs[]
}

/**
 * What a listed doctor's availability is computed from, by slug, kept in this process until a
 * change to it is announced: on the availability channel for that doctor (a booking made, moved
 * or cancelled, their hours or days off), or on data_changed for the directory (a doctor renamed,
 * moved or withdrawn). A booking made is announced in full (drizzle/0024_booking_announced.sql)
 * and added to what is kept; any other change drops that doctor's. A slot list or a booking
 * attempt then reads nothing. A booking still cannot take a taken time: the insert's constraint
 * is the guard.
 */
const listedInputs = keptPerKeyUntilChanged<KeptAvailability>({
  tables: ['departments', 'doctors', 'doctor_schedules', 'doctor_time_off'],
  channel: {
    name: LIVE_CHANNELS.availability,
    affects: (payload, kept) => {
      const doctorId = announcedDoctor(payload)
      return kept.doctors.some((doctor) => doctor.doctorId === doctorId)
    },
    revise: (payload, kept) => {
      const booking = announcedBooking(payload)
      return booking ? withBooking(kept, booking) : undefined
    },
  },
  maxKeys: 1000,
})

/** A booking as the availability channel announces it (see drizzle/0024_booking_announced.sql). */
type AnnouncedBooking = {
  doctorId: string
  id: string
  startsAt: number
  endsAt: number
  requestKey: string
}

const announcedDoctor = (payload: string) => payload.split(' ', 1)[0]!

function announcedBooking(payload: string): AnnouncedBooking | null {
  const [doctorId, id, startsAt, endsAt, ...requestKey] = payload.split(' ')
  if (!doctorId || !id || requestKey.length === 0) return null
  const booking = {
    doctorId,
    id,
    startsAt: Number(startsAt),
    endsAt: Number(endsAt),
    requestKey: requestKey.join(' '),
  }
  return Number.isFinite(booking.startsAt) && Number.isFinite(booking.endsAt) ? booking : null
}

const bookingPayload = (booking: AnnouncedBooking) =>
  [booking.doctorId, booking.id, booking.startsAt, booking.endsAt, booking.requestKey].join(' ')

/** `kept` with the booking among its doctor's, when it falls in the kept days and is not there. */
function withBooking(kept: KeptAvailability, booking: AnnouncedBooking): KeptAvailability {
  if (!kept.withBookings || booking.startsAt >= kept.to || booking.endsAt <= kept.from) return kept
  let added = false
  const doctors = kept.doctors.map((doctor) => {
    if (doctor.doctorId !== booking.doctorId || doctor.busy.some((busy) => busy.id === booking.id))
      return doctor
    added = true
    const busy = {
      id: booking.id,
      startsAt: new Date(booking.startsAt),
      endsAt: new Date(booking.endsAt),
      requestKey: booking.requestKey,
    }
    return { ...doctor, busy: [...doctor.busy, busy] }
  })
  return added ? { ...kept, doctors } : kept
}

async function loadListedInputs(
  doctorSlug: string,
  departmentSlug: string | undefined,
  fromDate: string,
  toDate: string,
  withBookings: boolean,
): Promise<AvailabilityInputs[]> {
  const key = [doctorSlug, departmentSlug ?? '', fromDate, toDate, withBookings].join('\n')
  const kept = await listedInputs.get(key, async () => ({
    from: clinicTimeToUtc(fromDate, '00:00').getTime(),
    to: clinicTimeToUtc(addDays(toDate, 1), '00:00').getTime(),
    withBookings,
    doctors: await loadAvailabilityInputs(
      getDb(),
      { activeSlug: doctorSlug, departmentSlug },
      fromDate,
      toDate,
      withBookings,
      withBookings,
    ),
  }))
  return kept.doctors
}

/**
 * This process has just changed the doctor's bookings or hours: what it kept of their
 * availability goes at once (the announcement, which every process hears, arrives a moment after
 * the commit).
 */
export function forgetDoctorAvailability(doctorId: string) {
  listedInputs.changed(doctorId)
}

/**
 * This process has just booked the doctor: the booking joins what it kept of their availability
 * at once, as its announcement will in every process.
 */
export function rememberBooking(booking: {
  doctorId: string
  id: string
  startsAt: Date
  endsAt: Date
  requestKey: string
}) {
  listedInputs.changed(
    bookingPayload({
      ...booking,
      startsAt: booking.startsAt.getTime(),
      endsAt: booking.endsAt.getTime(),
    }),
  )
}

type SlotQueryOptions = {
  now?: Date
  executor?: Executor
  ignoreAppointmentId?: string
  ignoreAllBookings?: boolean
}

function openSlotsFrom(
  inputs: AvailabilityInputs,
  fromDate: string,
  toDate: string,
  options: SlotQueryOptions,
): Slot[] {
  const now = options.now ?? new Date()
  if (Object.isFrozen(inputs) && options.ignoreAppointmentId === undefined) {
    // Kept inputs: their slots whatever the time, worked out once, then cut to lead and horizon.
    const earliest = now.getTime() + MIN_LEAD_MINUTES * 60_000
    const latest = now.getTime() + HORIZON_DAYS * 24 * 60 * 60_000
    return slotsOfKept(inputs, fromDate, toDate, !options.ignoreAllBookings).filter((slot) => {
      const startsAt = slot.startsAt.getTime()
      return startsAt >= earliest && startsAt <= latest
    })
  }
  return listOpenSlots({
    schedules: inputs.schedules,
    timeOff: inputs.timeOff,
    busy: options.ignoreAllBookings
      ? []
      : inputs.busy.filter((b) => b.id !== options.ignoreAppointmentId),
    fromDate,
    toDate,
    now,
  })
}

/** The slots of kept (frozen) inputs by days and bookings, whatever the time now. */
const keptSlots = new WeakMap<AvailabilityInputs, Map<string, readonly Slot[]>>()

/**
 * Every slot of `inputs` on the days that no booking covers (or every slot, `withBookings`
 * false), before the lead time and horizon are applied. Worked out once per kept value: what is
 * kept never changes (a booking made gives a new value), and a slot list or a refused booking
 * asks for the same days again and again.
 */
function slotsOfKept(
  inputs: AvailabilityInputs,
  fromDate: string,
  toDate: string,
  withBookings: boolean,
): readonly Slot[] {
  let byDays = keptSlots.get(inputs)
  if (!byDays) keptSlots.set(inputs, (byDays = new Map()))
  const key = `${fromDate} ${toDate} ${withBookings}`
  let slots = byDays.get(key)
  if (!slots) {
    slots = listOpenSlots({
      schedules: inputs.schedules,
      timeOff: inputs.timeOff,
      busy: withBookings ? inputs.busy : [],
      fromDate,
      toDate,
      now: new Date(0),
      leadMinutes: 0,
      horizonDays: Infinity,
    })
    // Shared by every request that asks: nobody may change them.
    for (const slot of slots) Object.freeze(slot)
    byDays.set(key, Object.freeze(slots))
  }
  return slots
}

/** A doctor's free slots between two clinic-local dates, from the database. */
export async function listDoctorOpenSlots(
  doctorId: string,
  fromDate: string,
  toDate: string,
  options: SlotQueryOptions = {},
): Promise<Slot[]> {
  const [inputs] = await loadAvailabilityInputs(
    options.executor ?? getDb(),
    { ids: [doctorId] },
    fromDate,
    toDate,
  )
  return inputs ? openSlotsFrom(inputs, fromDate, toDate, options) : []
}

/**
 * A listed doctor's free slots between two clinic-local dates, found by the doctor's slug (and,
 * when given, clinic), in one statement. Null when no listed doctor matches.
 */
export async function listListedDoctorOpenSlots(
  doctorSlug: string,
  fromDate: string,
  toDate: string,
  options: SlotQueryOptions & { departmentSlug?: string } = {},
): Promise<{ doctor: AvailabilityInputs['doctor']; slots: Slot[] } | null> {
  const [inputs] = options.executor
    ? await loadAvailabilityInputs(
        options.executor,
        { activeSlug: doctorSlug, departmentSlug: options.departmentSlug },
        fromDate,
        toDate,
        !options.ignoreAllBookings,
      )
    : await loadListedInputs(
        doctorSlug,
        options.departmentSlug,
        fromDate,
        toDate,
        !options.ignoreAllBookings,
      )
  if (!inputs) return null
  return { doctor: inputs.doctor, slots: openSlotsFrom(inputs, fromDate, toDate, options) }
}

/**
 * What booking one time needs, in one statement: the listed doctor, their grid on `date` with
 * bookings ignored (is the time offered at all?), whether another booking already covers a time,
 * and — only asked for when one does — the free slots from the day before to a week after, the
 * alternatives to offer. Null when no listed doctor matches.
 */
export async function loadBookingAvailability(
  doctorSlug: string,
  date: string,
  options: { now: Date; departmentSlug: string; requestKey: string },
) {
  const fromDate = addDays(date, -1)
  const toDate = addDays(date, 7)
  const [kept] = await loadListedInputs(doctorSlug, options.departmentSlug, fromDate, toDate, true)
  if (!kept) return null
  // A booking sent with this form's key is this form sent again: not a clash. (Otherwise the
  // kept inputs themselves, whose slots are worked out once.)
  const sentAgain = kept.busy.some((busy) => busy.requestKey === options.requestKey)
  const inputs = sentAgain
    ? { ...kept, busy: kept.busy.filter((busy) => busy.requestKey !== options.requestKey) }
    : kept
  return {
    doctor: inputs.doctor,
    grid: openSlotsFrom(inputs, date, date, { now: options.now, ignoreAllBookings: true }),
    isBooked: (slot: Slot) => inputs.busy.some((busy) => overlaps(busy, slot)),
    freeAround: () => openSlotsFrom(inputs, fromDate, toDate, { now: options.now }),
  }
}

/** The first `count` free slots in the inputs, from `today`, scanning a week at a time. */
function earliestSlots(
  inputs: AvailabilityInputs,
  today: string,
  now: Date,
  count: number,
  horizonDays = HORIZON_DAYS,
): Slot[] {
  const found: Slot[] = []
  // A week at a time: most doctors have a free slot in the first one.
  for (
    let start = 0;
    inputs.schedules.length > 0 && start <= horizonDays && found.length < count;
    start += 7
  ) {
    const slots = listOpenSlots({
      schedules: inputs.schedules,
      timeOff: inputs.timeOff,
      busy: inputs.busy,
      fromDate: addDays(today, start),
      toDate: addDays(today, Math.min(start + 6, horizonDays)),
      now,
      horizonDays,
    })
    found.push(...slots.slice(0, count - found.length))
  }
  return found
}

/**
 * The earliest `count` free slots of each of many doctors within the booking horizon, in one
 * query for all of them (a doctor's profile). Doctors without a free slot map to an empty list.
 */
export async function listEarliestSlots(
  doctorIds: readonly string[],
  options: { now?: Date; count?: number } = {},
): Promise<Map<string, Slot[]>> {
  const now = options.now ?? new Date()
  const today = clinicToday(now)
  const inputs = await loadAvailabilityInputs(
    getDb(),
    { ids: doctorIds },
    today,
    addDays(today, HORIZON_DAYS),
  )
  const result = new Map<string, Slot[]>(doctorIds.map((id) => [id, []]))
  for (const doctor of inputs)
    result.set(doctor.doctorId, earliestSlots(doctor, today, now, options.count ?? 1))
  return result
}

/** How many next free slots each doctor's stored row keeps (it stays usable until they pass). */
export const NEXT_FREE_COUNT = 12
const LEAD_MS = MIN_LEAD_MINUTES * 60_000
const HORIZON_MS = HORIZON_DAYS * 24 * 60 * 60_000
const DAY_MS = 24 * 60 * 60_000
/** How far past the horizon to look, to know when a doctor with no free slot next gets one. */
const LOOK_BEYOND_DAYS = 7

type StoredAvailability = {
  doctor_id: string
  version: number
  free_starts: string[]
  free_locations: string[]
  valid_from: string
  fresh_until: string
  covers_until: string
}

/**
 * What to store for each doctor, computed at `now`: the first NEXT_FREE_COUNT free slots, and
 * until when they answer "the next free slot" exactly. The first stored slot that still starts
 * after the lead time is the next free one for as long as one does, so the row is fresh until
 * the last stored slot's lead time begins. With no free slot in the horizon, it is fresh until
 * the first slot beyond the horizon comes within it.
 */
async function computeAvailabilityRows(
  doctors: ReadonlyArray<{ id: string; version: number }>,
  now: Date,
): Promise<StoredAvailability[]> {
  const today = clinicToday(now)
  const versions = new Map(doctors.map((d) => [d.id, d.version]))
  const inputs = await loadAvailabilityInputs(
    getDb(),
    { ids: doctors.map((d) => d.id) },
    today,
    addDays(today, HORIZON_DAYS + LOOK_BEYOND_DAYS),
  )
  const horizonEnd = now.getTime() + HORIZON_MS
  return inputs.map((doctor) => {
    const slots = earliestSlots(doctor, today, now, NEXT_FREE_COUNT).filter(
      (slot) => slot.startsAt.getTime() <= horizonEnd,
    )
    let freshUntil: number
    if (slots.length > 0) freshUntil = slots.at(-1)!.startsAt.getTime() - LEAD_MS
    else {
      const [beyond] = earliestSlots(doctor, today, now, 1, HORIZON_DAYS + LOOK_BEYOND_DAYS)
      freshUntil = beyond
        ? beyond.startsAt.getTime() - HORIZON_MS
        : now.getTime() + LOOK_BEYOND_DAYS * DAY_MS
    }
    // A slot is at most a day long, so a booking starting a day after the last stored slot cannot
    // touch any slot up to it. Fewer slots than asked means every booking in the horizon counts.
    const coversUntil =
      slots.length === NEXT_FREE_COUNT
        ? new Date(slots.at(-1)!.startsAt.getTime() + DAY_MS).toISOString()
        : 'infinity'
    return {
      doctor_id: doctor.doctorId,
      version: versions.get(doctor.doctorId)!,
      free_starts: slots.map((slot) => slot.startsAt.toISOString()),
      free_locations: slots.map((slot) => slot.location),
      valid_from: now.toISOString(),
      fresh_until: new Date(Math.max(freshUntil, now.getTime())).toISOString(),
      covers_until: coversUntil,
    }
  })
}

const earliestAt = (now: Date) => new Date(now.getTime() + LEAD_MS).toISOString()

/** SQL: whether a stored row (`a`) still holds the right answers for `now`, whatever its slots. */
const windowHolds = (now: Date) => {
  const at = now.toISOString()
  return sql`(a.computed_version = a.version and a.valid_from <= ${at}::timestamptz and ${at}::timestamptz < a.fresh_until)`
}

/**
 * SQL: whether the doctor_availability row `a` answers exactly at `now` with its first stored
 * slot (`a.next_starts_at`, `a.next_location`; null when there is no free slot).
 */
export function availabilityIsFresh(now: Date) {
  return sql`(${windowHolds(now)} and (a.next_starts_at is null or a.next_starts_at >= ${earliestAt(now)}::timestamptz))`
}

/**
 * Brings the stored next free slots up to date for `now`: of the listed doctors (or only those
 * in `doctorIds`), every row that a booking, schedule or time-off change has marked out of date,
 * or that time has overtaken. The version is read before the slots, and a row is written only if
 * its version is unchanged, so a concurrent change is never overwritten by an older answer.
 */
export async function refreshNextFreeSlots(
  now: Date,
  doctorIds?: readonly string[],
): Promise<void> {
  if (doctorIds?.length === 0) return
  const only = doctorIds ? sql`a.doctor_id = any(${`{${doctorIds.join(',')}}`}::uuid[])` : sql`true`
  // Slots that have come inside the lead time are dropped in SQL: the rest stay the next ones.
  await getDb().execute(sql`
    update doctor_availability a set
      free_starts = x.starts, free_locations = x.locations
    from (
      select a.doctor_id, a.version,
        array(select f.s from unnest(a.free_starts) with ordinality as f(s, i)
          where f.s >= ${earliestAt(now)}::timestamptz order by f.i) as starts,
        array(select f.loc from unnest(a.free_starts, a.free_locations) with ordinality as f(s, loc, i)
          where f.s >= ${earliestAt(now)}::timestamptz order by f.i) as locations
      from doctor_availability a
      where ${only} and ${windowHolds(now)} and a.next_starts_at < ${earliestAt(now)}::timestamptz
    ) x
    where a.doctor_id = x.doctor_id and a.version = x.version`)
  const stale = await queryRows<{ id: string; version: string | number }>(sql`
    select a.doctor_id as id, a.version from doctor_availability a
    join doctors d on d.id = a.doctor_id
    where not ${availabilityIsFresh(now)}
      and ${doctorIds ? only : sql`d.active`}`)
  if (stale.length === 0) return
  const rows = await computeAvailabilityRows(
    stale.map((row) => ({ id: row.id, version: Number(row.version) })),
    now,
  )
  try {
    await getDb().execute(sql`
      update doctor_availability a set
        computed_version = x.version, free_starts = x.free_starts, free_locations = x.free_locations,
        valid_from = x.valid_from, fresh_until = x.fresh_until, covers_until = x.covers_until
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        doctor_id uuid, version bigint, free_starts timestamptz[], free_locations text[],
        valid_from timestamptz, fresh_until timestamptz, covers_until timestamptz)
      where a.doctor_id = x.doctor_id and a.version = x.version`)
  } catch (error) {
    // Two processes refreshing the same rows may lock them in different orders: the loser's rows
    // stay out of date, and the caller's next round finds and refreshes them again.
    if (postgresError(error).code !== DEADLOCK_DETECTED) throw error
  }
}

const DEADLOCK_DETECTED = '40P01'

/** A stored next slot as the directory's SQL answers it (epoch milliseconds, location). */
export function slotFromColumns(
  startsAtMillis: number | string | null,
  location: string | null,
): { startsAt: Date; location: string } | null {
  return startsAtMillis === null
    ? null
    : { startsAt: new Date(Number(startsAtMillis)), location: location ?? '' }
}

/** Tries a read of stored next free slots, refreshing them when it meets a row out of date. */
export async function withFreshNextFreeSlots<T>(
  now: Date,
  doctorIds: readonly string[] | undefined,
  read: () => Promise<{ value: T; stale: number }>,
): Promise<T> {
  let attempt = await read()
  // A booking committed between the refresh and the read marks its doctor again: refresh again.
  // After a few rounds of that, the answer reflects a moment during this request, as any read would.
  for (let round = 0; attempt.stale > 0 && round < 3; round++) {
    await refreshNextFreeSlots(now, doctorIds)
    attempt = await read()
  }
  return attempt.value
}
