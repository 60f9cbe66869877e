import { CLINIC_TIME_ZONE, CLINIC_TIME_ZONE_LABEL } from '#app/content/site.ts'

/**
 * The one place that knows about the clinic's time zone (configured in content/site.ts). Instants
 * are stored in UTC; this module turns them into clinic dates and times and back.
 */

/** The calendar date (YYYY-MM-DD) it is now at the clinic, whatever the server's time zone. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

export function clinicToday(now: Date = new Date(), timeZone: string = CLINIC_TIME_ZONE): string {
  let formatter = dateFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dateFormatters.set(timeZone, formatter)
  }
  return formatter.format(now)
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** True when the string is a real calendar date written YYYY-MM-DD (no 31 February). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CLINIC_TIME_ZONE,
})
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CLINIC_TIME_ZONE,
})
const hhmmFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CLINIC_TIME_ZONE,
})

/** "Monday, 23 November 2026 at 9:30 am IST" */
export function formatClinicDateTime(instant: Date): string {
  return `${dateTimeFormat.format(instant)} ${CLINIC_TIME_ZONE_LABEL}`
}

const mediumDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: CLINIC_TIME_ZONE,
})

/** "22 Nov 2026, 10:09 pm IST", for lists and logs shown to people. */
export function formatClinicMedium(instant: Date): string {
  return `${mediumDateTimeFormat.format(instant)} ${CLINIC_TIME_ZONE_LABEL}`
}

const shortDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CLINIC_TIME_ZONE,
})

/** "Mon, 23 Nov, 9:30 am" at the clinic, for cards and buttons. */
export function formatClinicShort(instant: Date): string {
  return shortDateTimeFormat.format(instant)
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** A clinic date "YYYY-MM-DD" as people read it: "Monday 23 November". */
export function formatClinicDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '')
}

/** Weekday names in ISO order: index 0 is Monday (weekday 1). */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/** A clinic wall-clock time "HH:MM" (or "HH:MM:SS") as people read it: "09:30" → "9:30 am". */
export function formatWallClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`
}

/** "9:30 am" at the clinic. */
export function formatClinicTime(instant: Date): string {
  return timeFormat.format(instant)
}

/** "09:30" at the clinic (form values). */
export function clinicHhmm(instant: Date): string {
  return hhmmFormat.format(instant)
}

/** The clinic-local date "YYYY-MM-DD" of an instant. */
export function clinicDateOf(instant: Date): string {
  return clinicToday(instant)
}

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
  // Offsets change only at whole quarter hours of UTC, so one answer serves a whole quarter hour:
  // slot lists ask for the same few instants' offsets thousands of times.
  const key = `${timeZone}@${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`
  const known = offsetCache.get(key)
  if (known !== undefined) return known
  const parts = partsFormatter(timeZone).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  const offset = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear()
  offsetCache.set(key, offset)
  return offset
}

const QUARTER_HOUR_MS = 15 * 60_000
const OFFSET_CACHE_LIMIT = 20_000
const offsetCache = new Map<string, number>()

/** The UTC instant of a wall-clock time at the clinic. */
export function clinicTimeToUtc(
  date: string,
  time: string,
  timeZone: string = CLINIC_TIME_ZONE,
): Date {
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
