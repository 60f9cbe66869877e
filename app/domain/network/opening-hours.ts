import { clinicDateOf, clinicHhmm, isoWeekday } from '#app/utils/clinic-time.ts'

/**
 * A facility's week as the table `facility_hours` keeps it: ISO weekday (1 = Monday), local
 * opening and closing time ("HH:MM" or "HH:MM:SS"). A closing time at or before the opening time
 * runs past midnight into the next day (a night pharmacy 20:00–02:00); several ranges a day for a
 * midday break. Times are the clinic's (India Standard Time).
 */
export type OpeningRange = { weekday: number; opensAt: string; closesAt: string }
export type OpeningWeek = { openAllHours: boolean; hours: readonly OpeningRange[] }

/**
 * Open now, and until when; or closed, and when it opens next (null: no hours at all; `inDays`
 * 0 is later today, 1 tomorrow).
 * `closesAt`/`opensAt` are "HH:MM"; `closesAt` is null for a facility open day and night.
 */
export type OpeningStatus =
  | { open: true; closesAt: string | null }
  | { open: false; opensAt: { weekday: number; time: string; inDays: number } | null }

const DAY_MINUTES = 24 * 60

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}
const hhmm = (time: string) => time.slice(0, 5)
/** The weekday before (Monday → Sunday). */
const previousDay = (weekday: number) => ((weekday + 5) % 7) + 1
const dayAfter = (weekday: number, days: number) => ((weekday - 1 + days) % 7) + 1

/** Where the clinic's clock stands at an instant: ISO weekday and minutes since midnight. */
export function clinicClock(instant: Date): { weekday: number; minutes: number } {
  return { weekday: isoWeekday(clinicDateOf(instant)), minutes: minutesOf(clinicHhmm(instant)) }
}

/** Whether a range covers the clinic's clock: on its own day, or the morning after it. */
function covers(range: OpeningRange, weekday: number, minutes: number): boolean {
  const opens = minutesOf(range.opensAt)
  const closes = minutesOf(range.closesAt)
  if (closes > opens) return range.weekday === weekday && minutes >= opens && minutes < closes
  // Past midnight: from opening to midnight on its day, then to closing on the next.
  return (
    (range.weekday === weekday && minutes >= opens) ||
    (range.weekday === previousDay(weekday) && minutes < closes)
  )
}

/** Whether the facility is open at an instant (now, in IST). */
export function isOpenAt(week: OpeningWeek, instant: Date): boolean {
  if (week.openAllHours) return true
  const { weekday, minutes } = clinicClock(instant)
  return week.hours.some((range) => covers(range, weekday, minutes))
}

/** Open or closed at an instant, with the closing time or the next opening. */
export function openingStatus(week: OpeningWeek, instant: Date): OpeningStatus {
  if (week.openAllHours) return { open: true, closesAt: null }
  const { weekday, minutes } = clinicClock(instant)
  const current = week.hours.filter((range) => covers(range, weekday, minutes))
  if (current.length > 0) {
    // Two ranges may overlap (a morning range and the night before's): the later closing counts.
    const untilOf = (range: OpeningRange) => {
      const closes = minutesOf(range.closesAt)
      const opens = minutesOf(range.opensAt)
      const overnight = closes <= opens
      if (!overnight) return closes
      return range.weekday === weekday ? closes + DAY_MINUTES : closes
    }
    const last = current.reduce((a, b) => (untilOf(b) > untilOf(a) ? b : a))
    return { open: true, closesAt: hhmm(last.closesAt) }
  }
  for (let days = 0; days <= 7; days++) {
    const day = dayAfter(weekday, days)
    const later = week.hours
      .filter((range) => range.weekday === day)
      .filter((range) => days > 0 || minutesOf(range.opensAt) > minutes)
      .sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt))
    if (later[0])
      return { open: false, opensAt: { weekday: day, time: hhmm(later[0].opensAt), inDays: days } }
  }
  return { open: false, opensAt: null }
}

/** The week's ranges by weekday (1 = Monday … 7 = Sunday), each day's in order of opening. */
export function hoursByWeekday(
  hours: readonly OpeningRange[],
): Array<{ weekday: number; ranges: Array<{ opensAt: string; closesAt: string }> }> {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: hours
      .filter((range) => range.weekday === weekday)
      .sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt))
      .map((range) => ({ opensAt: hhmm(range.opensAt), closesAt: hhmm(range.closesAt) })),
  }))
}

/** schema.org `openingHoursSpecification` for the week (24×7 as 00:00–23:59 every day). */
export function openingHoursSpecification(week: OpeningWeek): Array<Record<string, unknown>> {
  const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  if (week.openAllHours)
    return [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' },
    ]
  return week.hours.map((range) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAYS[range.weekday - 1],
    opens: hhmm(range.opensAt),
    closes: hhmm(range.closesAt),
  }))
}
