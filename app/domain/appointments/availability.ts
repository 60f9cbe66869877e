import { CLINIC_TIME_ZONE } from '#app/content/site.ts'
import { addDays, isoWeekday, wallClockToUtcMs } from '#app/utils/clinic-time.ts'

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

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

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
  const overlapsBusy = busyChecker(input.busy)
  const slots: Slot[] = []
  for (let date = input.fromDate; date <= input.toDate; date = addDays(date, 1)) {
    if (input.timeOff.some((off) => off.startsOn <= date && date <= off.endsOn)) continue
    const weekday = isoWeekday(date)
    const dayUtc = Date.parse(`${date}T00:00:00Z`)
    for (const schedule of input.schedules) {
      if (schedule.weekday !== weekday || schedule.slotMinutes <= 0) continue
      const end = toMinutes(schedule.endTime)
      for (
        let start = toMinutes(schedule.startTime);
        start + schedule.slotMinutes <= end;
        start += schedule.slotMinutes
      ) {
        const startsAt = wallClockToUtcMs(dayUtc, start, timeZone)
        const endsAt = startsAt + schedule.slotMinutes * 60_000
        if (startsAt < earliest || startsAt > latest || overlapsBusy(startsAt, endsAt)) continue
        slots.push({
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          location: schedule.location,
        })
      }
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}

/** Whether two times overlap (one ending as the other starts does not). */
export function overlaps(a: Busy, b: Busy): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt
}

/**
 * Whether [start, end) (epoch ms) overlaps any of `busy`: the bookings sorted by start once, then
 * a binary search per question. Among the bookings starting before `end`, one overlaps exactly
 * when the latest end among them is after `start`.
 */
function busyChecker(busy: readonly Busy[]): (start: number, end: number) => boolean {
  const sorted = busy
    .map((b) => [b.startsAt.getTime(), b.endsAt.getTime()] as const)
    .sort((a, b) => a[0] - b[0])
  const starts = sorted.map(([start]) => start)
  const latestEnd: number[] = []
  for (const [, end] of sorted) latestEnd.push(Math.max(end, latestEnd.at(-1) ?? -Infinity))
  return (start, end) => {
    let low = 0
    let high = starts.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (starts[middle]! < end) low = middle + 1
      else high = middle
    }
    return low > 0 && latestEnd[low - 1]! > start
  }
}

/** The `count` free slots nearest to a wanted time, for "that time was just taken". */
export function nearestSlots(slots: readonly Slot[], wanted: Date, count = 3): Slot[] {
  return [...slots]
    .sort(
      (a, b) =>
        Math.abs(a.startsAt.getTime() - wanted.getTime()) -
        Math.abs(b.startsAt.getTime() - wanted.getTime()),
    )
    .slice(0, count)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
}
