import {
  BOOK_BEFORE_WINDOW_MINUTES,
  COLLECTION_WINDOWS,
  type CollectionWindowCode,
} from '#app/content/lab-areas.ts'
import { BOOKING_DAYS_AHEAD } from '#app/db/schema/lab-values.ts'
import { addDays, clinicTimeToUtc, clinicToday, formatWallClock } from '#app/utils/clinic-time.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'

// When a sample can be collected: pure rules, shared by the booking form (to offer only what can
// be booked) and the server (which checks again; the database guards the capacity). Where: the
// served areas (app/domain/served-areas/), which the pharmacy delivers to as well.

export function windowByCode(code: string) {
  return COLLECTION_WINDOWS.find((window) => window.code === code) ?? null
}

/** "7:00 am–9:00 am" in the reader's language. */
export function windowLabel(code: CollectionWindowCode, locale: Locale): string {
  const window = windowByCode(code)!
  return `${formatWallClock(window.start, locale)}–${formatWallClock(window.end, locale)}`
}

/** A window of an area on a day, as the booking form looks up the full ones. */
export const windowKey = (area: string, day: string, code: CollectionWindowCode) =>
  `${area} ${day} ${code}`

/** When a window starts, as an instant. */
export const windowStartsAt = (day: string, code: CollectionWindowCode) =>
  clinicTimeToUtc(day, windowByCode(code)!.start)

/** The days a collection or a visit can be booked for: today and the next two weeks. */
export function bookableDays(now: Date = new Date()): string[] {
  const today = clinicToday(now)
  return Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, index) => addDays(today, index))
}

export type WindowRefusal = 'past' | 'tooFarAhead' | 'tooSoon' | 'notForFasting'

/**
 * Why a home collection cannot be booked in this window (null when it can): a day gone or too far
 * ahead, a window starting within the hour, an afternoon window for a test taken fasting.
 */
export function windowRefusal(
  day: string,
  code: CollectionWindowCode,
  { now = new Date(), fasting = false }: { now?: Date; fasting?: boolean } = {},
): WindowRefusal | null {
  const days = bookableDays(now)
  if (day < days[0]!) return 'past'
  if (day > days[days.length - 1]!) return 'tooFarAhead'
  if (fasting && !windowByCode(code)!.fastingFriendly) return 'notForFasting'
  const latest = windowStartsAt(day, code).getTime() - BOOK_BEFORE_WINDOW_MINUTES * 60_000
  if (now.getTime() > latest) return 'tooSoon'
  return null
}

/** Why a visit to the laboratory cannot be booked on this day (null when it can). */
export function visitDayRefusal(
  day: string,
  now: Date = new Date(),
): 'past' | 'tooFarAhead' | null {
  const days = bookableDays(now)
  if (day < days[0]!) return 'past'
  if (day > days[days.length - 1]!) return 'tooFarAhead'
  return null
}
