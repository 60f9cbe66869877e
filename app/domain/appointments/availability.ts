import { CLINIC_TIME_ZONE } from '#app/content/site.ts'
import { addDays } from '#app/utils/clinic-time.ts'

/** A weekly opening of one doctor: ISO weekday (1 = Monday … 7 = Sunday), local times "HH:MM". */
export type WeeklySchedule = {
  weekday: number
  startTime: string
  endTime: string
  slotMinutes: number
  location: string
}

/** Whole days off, inclusive, as clinic-local dates "YYYY-MM-DD". */
export type TimeOff = { startsOn: string; endsOn: string }

export type Busy = { startsAt: Date; endsAt: Date }

export type Slot = { startsAt: Date; endsAt: Date; location: string }

export const MIN_LEAD_MINUTES = 120
export const HORIZON_DAYS = 60

// Creating an Intl formatter costs far more than using one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Minutes the zone is ahead of UTC at that instant (330 for India, which has no DST). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The UTC instant of a wall-clock time at the clinic. */
export function clinicTimeToUtc(date: string, time: string, timeZone: string = CLINIC_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  const guess = Date.UTC(y, m - 1, d, hh, mm)
  const offset = zoneOffsetMinutes(new Date(guess), timeZone)
  return new Date(guess - offset * 60_000)
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a "YYYY-MM-DD" date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * A doctor's free slots on the clinic-local dates `fromDate`..`toDate` (inclusive): every slot of
 * the weekly schedule, minus days off, minus anything overlapping a booking, minus slots that start
 * sooner than the lead time or later than the horizon. Pure: the caller supplies "now".
 */
export function listOpenSlots(input: {
  schedules: readonly WeeklySchedule[]
  timeOff: readonly TimeOff[]
  busy: readonly Busy[]
  fromDate: string
  toDate: string
  now: Date
  timeZone?: string
  leadMinutes?: number
  horizonDays?: number
}): Slot[] {
  const timeZone = input.timeZone ?? CLINIC_TIME_ZONE
  const earliest = input.now.getTime() + (input.leadMinutes ?? MIN_LEAD_MINUTES) * 60_000
  const latest = input.now.getTime() + (input.horizonDays ?? HORIZON_DAYS) * 24 * 60 * 60_000
  const slots: Slot[] = []
  for (let date = input.fromDate; date <= input.toDate; date = addDays(date, 1)) {
    if (input.timeOff.some((off) => off.startsOn <= date && date <= off.endsOn)) continue
    const weekday = isoWeekday(date)
    for (const schedule of input.schedules) {
      if (schedule.weekday !== weekday || schedule.slotMinutes <= 0) continue
      const end = toMinutes(schedule.endTime)
      for (let start = toMinutes(schedule.startTime); start + schedule.slotMinutes <= end; start += schedule.slotMinutes) {
        const startsAt = clinicTimeToUtc(date, toTime(start), timeZone)
        const endsAt = new Date(startsAt.getTime() + schedule.slotMinutes * 60_000)
        if (startsAt.getTime() < earliest || startsAt.getTime() > latest) continue
        if (input.busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt)) continue
        slots.push({ startsAt, endsAt, location: schedule.location })
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** The `count` free slots nearest to a wanted time, for "that time was just taken". */
export function nearestSlots(slots: readonly Slot[], wanted: Date, count = 3): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.startsAt.getTime() - wanted.getTime()) - Math.abs(b.startsAt.getTime() - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}
