import { CLINIC_TIME_ZONE, CLINIC_TIME_ZONE_LABEL } from '#app/content/site.ts'
import { INTL_LOCALE, type Locale } from './i18n/locales.ts'

/**
 * The one place that knows about the clinic's time zone (configured in content/site.ts). Instants
 * are stored in UTC; this module turns them into clinic dates and times and back.
 */

/**
 * The calendar date (YYYY-MM-DD) it is now at the clinic, whatever the server's time zone: the
 * instant moved by the zone's offset (known per quarter hour, see `offsetAt`), read as UTC.
 */
export function clinicToday(now: Date = new Date(), timeZone: string = CLINIC_TIME_ZONE): string {
  const ms = now.getTime()
  return new Date(ms + offsetAt(ms, timeZone) * 60_000).toISOString().slice(0, 10)
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

/** One formatter per language and style: creating an Intl formatter costs far more than using one. */
const localeFormats = new Map<string, Intl.DateTimeFormat>()
function localeFormat(
  name: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${name}:${locale}`
  let format = localeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)
    localeFormats.set(key, format)
  }
  return format
}

const hhmmFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CLINIC_TIME_ZONE,
})

/**
 * Hindi times name the part of the day before a 12-hour clock, as people say them and as the
 * footer writes the opening hours: "सुबह 8:00", "दोपहर 12:00", "शाम 7:00", "रात 11:59". Intl's
 * Hindi writes "9:30 am" (and "9:30 am बजे" in a date), Latin letters in a Devanagari sentence,
 * and browsers differ in it; so Hindi times are put together here, the same on server and page.
 * The parts of the day are CLDR's for Hindi: morning from 4, afternoon from 12, evening from 16,
 * night from 20.
 */
function hindiClock(hours: number, minutes: number): string {
  const part =
    hours < 4 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : hours < 20 ? 'शाम' : 'रात'
  return `${part} ${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`
}

/** The clinic's wall-clock time of an instant, in Hindi ("दोपहर 3:52"). */
function hindiClinicClock(instant: Date): string {
  const ms = instant.getTime()
  const local = new Date(ms + offsetAt(ms, CLINIC_TIME_ZONE) * 60_000)
  return hindiClock(local.getUTCHours(), local.getUTCMinutes())
}

/** "Monday, 23 November 2026 at 9:30 am IST" (Hindi: "सोमवार, 23 नवंबर 2026, सुबह 9:30 IST"). */
export function formatClinicDateTime(instant: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') {
    const date = localeFormat('longDate', locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: CLINIC_TIME_ZONE,
    }).format(instant)
    return `${date}, ${hindiClinicClock(instant)} ${CLINIC_TIME_ZONE_LABEL}`
  }
  const format = localeFormat('dateTime', locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: CLINIC_TIME_ZONE,
  })
  return `${format.format(instant)} ${CLINIC_TIME_ZONE_LABEL}`
}

/** "22 Nov 2026, 10:09 pm IST", for lists and logs shown to people ("22 नव॰ 2026, रात 10:09 IST"). */
export function formatClinicMedium(instant: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') {
    return `${formatClinicDate(instant, locale)}, ${hindiClinicClock(instant)} ${CLINIC_TIME_ZONE_LABEL}`
  }
  const format = localeFormat('medium', locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLINIC_TIME_ZONE,
  })
  return `${format.format(instant)} ${CLINIC_TIME_ZONE_LABEL}`
}

/** "22 Nov 2026" at the clinic ("22 नव॰ 2026"): a date on a chart's axis or in a list of results. */
export function formatClinicDate(instant: Date, locale: Locale = 'en'): string {
  return localeFormat('date', locale, { dateStyle: 'medium', timeZone: CLINIC_TIME_ZONE }).format(
    instant,
  )
}

/** "November 2026", in the clinic's time zone: when a day would say too much. */
export function formatClinicMonth(instant: Date, locale: Locale = 'en'): string {
  return localeFormat('month', locale, {
    month: 'long',
    year: 'numeric',
    timeZone: CLINIC_TIME_ZONE,
  }).format(instant)
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CLINIC_TIME_ZONE,
}

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  timeZone: CLINIC_TIME_ZONE,
}

/** "Mon, 23 Nov, 9:30 am" at the clinic, for cards and buttons ("सोम, 23 नव॰, सुबह 9:30"). */
export function formatClinicShort(instant: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') {
    const day = localeFormat('shortDay', locale, { weekday: 'short', ...DAY }).format(instant)
    return `${day}, ${hindiClinicClock(instant)}`
  }
  return localeFormat('short', locale, { weekday: 'short', ...DAY_AND_TIME }).format(instant)
}

/**
 * "24 Nov, 4:00 pm" at the clinic: the fewest characters that still say when (SMS, labels). Hindi
 * writes the day and month in figures, "24/11 शाम 4:00": a Hindi SMS is Unicode, 70 characters a
 * message, the appointment texts fill two to the character, and a month's Hindi abbreviation
 * ("अक्टू॰") and the part of the day ("दोपहर") would not both fit.
 */
export function formatClinicBrief(instant: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') {
    const ms = instant.getTime()
    const local = new Date(ms + offsetAt(ms, CLINIC_TIME_ZONE) * 60_000)
    return `${local.getUTCDate()}/${local.getUTCMonth() + 1} ${hindiClinicClock(instant)}`
  }
  return localeFormat('brief', locale, DAY_AND_TIME).format(instant)
}

/** A clinic date "YYYY-MM-DD" as people read it: "Monday 23 November" ("सोमवार 23 नवंबर"). */
export function formatClinicDay(isoDate: string, locale: Locale = 'en'): string {
  return localeFormat('day', locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(',', '')
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

/** The name of an ISO weekday (1 = Monday) in the language: "Monday", "सोमवार". */
export function weekdayName(isoWeekdayNumber: number, locale: Locale = 'en'): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoWeekdayNumber))
  return localeFormat('weekday', locale, { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/**
 * A clinic wall-clock time "HH:MM" (or "HH:MM:SS") as people read it: "09:30" → "9:30 am"
 * ("सुबह 9:30").
 */
export function formatWallClock(hhmm: string, locale: Locale = 'en'): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  if (locale === 'hi') return hindiClock(h, m)
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`
}

/** "9:30 am" at the clinic ("सुबह 9:30"). */
export function formatClinicTime(instant: Date, locale: Locale = 'en'): string {
  if (locale === 'hi') return hindiClinicClock(instant)
  return localeFormat('time', locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: CLINIC_TIME_ZONE,
  }).format(instant)
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
  return offsetAt(instant.getTime(), timeZone)
}

const QUARTER_HOUR_MS = 15 * 60_000
const OFFSET_CACHE_LIMIT = 20_000
/** Per time zone: quarter hour of UTC since the epoch → the zone's offset then, in minutes. */
const offsetCaches = new Map<string, Map<number, number>>()

/**
 * The offset at `ms` (epoch milliseconds). Offsets change only at whole quarter hours of UTC, so
 * one answer serves a whole quarter hour: slot lists and dates ask for the same few instants'
 * offsets thousands of times, and formatToParts is what costs.
 */
function offsetAt(ms: number, timeZone: string): number {
  let cache = offsetCaches.get(timeZone)
  if (!cache) offsetCaches.set(timeZone, (cache = new Map()))
  const quarter = Math.floor(ms / QUARTER_HOUR_MS)
  const known = cache.get(quarter)
  if (known !== undefined) return known
  const parts = partsFormatter(timeZone).formatToParts(new Date(ms))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  const offset = Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000)
  if (cache.size >= OFFSET_CACHE_LIMIT) cache.clear()
  cache.set(quarter, offset)
  return offset
}

/**
 * The UTC instant (epoch ms) of the clinic wall-clock time `minutes` after midnight on the date
 * whose UTC midnight is `dayUtcMs` (`Date.UTC(y, m - 1, d)`): for loops over a day's slots.
 */
export function wallClockToUtcMs(
  dayUtcMs: number,
  minutes: number,
  timeZone: string = CLINIC_TIME_ZONE,
): number {
  const guess = dayUtcMs + minutes * 60_000
  return guess - offsetAt(guess, timeZone) * 60_000
}

/** The UTC instant of a wall-clock time at the clinic. */
export function clinicTimeToUtc(
  date: string,
  time: string,
  timeZone: string = CLINIC_TIME_ZONE,
): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const [hh, mm] = time.split(':').map(Number) as [number, number]
  return new Date(wallClockToUtcMs(Date.UTC(y, m - 1, d), hh * 60 + mm, timeZone))
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a "YYYY-MM-DD" date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}
