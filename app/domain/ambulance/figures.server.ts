import { sql } from 'drizzle-orm'
import { CLINIC_TIME_ZONE } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { type AmbulanceFigures, type DayFigures, FIGURE_DAYS } from './figures.ts'

type Row = {
  day: string | null
  requests: number | string
  assign_median: number | string | null
  assign_p90: number | string | null
  arrive_median: number | string | null
  arrive_p90: number | string | null
}

const minutes = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10

function figuresOf(row: Row | undefined): Omit<DayFigures, 'day'> {
  return {
    requests: Number(row?.requests ?? 0),
    toAssignment: {
      median: minutes(row?.assign_median ?? null),
      p90: minutes(row?.assign_p90 ?? null),
    },
    toArrival: {
      median: minutes(row?.arrive_median ?? null),
      p90: minutes(row?.arrive_p90 ?? null),
    },
  }
}

/**
 * The dispatch figures for the staff overview, worked out by the database: requests per India day
 * for the last 30 days, and per day and over the whole period the median and 90th-percentile
 * minutes from the request to a vehicle being assigned and to its arrival. A request that never
 * got that far (cancelled, or still open) counts as a request but is left out of that time.
 */
export async function ambulanceFigures(now: Date = new Date()): Promise<AmbulanceFigures> {
  const until = clinicToday(now)
  const from = addDays(until, -(FIGURE_DAYS - 1))
  const result = (await getDb().execute(sql`
    WITH requests AS (
      SELECT (created_at AT TIME ZONE ${CLINIC_TIME_ZONE})::date AS day,
             EXTRACT(EPOCH FROM assigned_at - created_at) / 60.0 AS to_assign,
             EXTRACT(EPOCH FROM arrived_at - created_at) / 60.0 AS to_arrive
        FROM ambulance_requests
       WHERE created_at >= (${from}::date)::timestamp AT TIME ZONE ${CLINIC_TIME_ZONE}
         AND created_at < (${until}::date + 1)::timestamp AT TIME ZONE ${CLINIC_TIME_ZONE}
         -- A duplicate joined into an earlier request is not an emergency of its own.
         AND merged_into IS NULL
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
           count(r.day) AS requests,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY r.to_assign) AS assign_median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY r.to_assign) AS assign_p90,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY r.to_arrive) AS arrive_median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY r.to_arrive) AS arrive_p90
      FROM generate_series(${from}::date, ${until}::date, interval '1 day') AS d(day)
      LEFT JOIN requests r ON r.day = d.day::date
     GROUP BY GROUPING SETS ((d.day), ())
     ORDER BY d.day NULLS LAST
  `)) as unknown as { rows: Row[] }
  const byDay = new Map(result.rows.filter((r) => r.day !== null).map((r) => [r.day!, r]))
  const days = Array.from({ length: FIGURE_DAYS }, (_, i) => {
    const day = addDays(from, i)
    return { day, ...figuresOf(byDay.get(day)) }
  })
  return {
    today: days[days.length - 1]!,
    days,
    period: { from, until, ...figuresOf(result.rows.find((r) => r.day === null)) },
  }
}
