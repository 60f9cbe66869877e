// The ambulance figures' shapes, apart from the query: the staff overview's components use them.

/** How many days the overview's chart covers, today included. */
export const FIGURE_DAYS = 30

/**
 * Median and 90th percentile, in minutes from the request, of the requests that reached that
 * point (null when none did). Rounded to a tenth of a minute.
 */
export type Spread = { median: number | null; p90: number | null }

export type DayFigures = {
  /** The India (clinic) date, YYYY-MM-DD. */
  day: string
  /** Every request made that day, cancelled ones included (a duplicate joined into another is not one). */
  requests: number
  toAssignment: Spread
  toArrival: Spread
}

export type AmbulanceFigures = {
  today: DayFigures
  /** The last FIGURE_DAYS days, oldest first, today last; a day without requests is all null. */
  days: DayFigures[]
  /** The whole FIGURE_DAYS days together. */
  period: Omit<DayFigures, 'day'> & { from: string; until: string }
}
