import { and, asc, eq, gte, lte } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { addDays } from '#app/utils/clinic-time.ts'

/**
 * The day in figures (issue 49 item 7; decision 0022), per doctor over a period of clinic days:
 * OPD patients (every visit: a token given or a booking checked in), walk-ins and booked, seen
 * (done), no-shows (skipped and never back), patients by sex as the desk took it, and two waits
 * in whole minutes: arrival → called (from the return, for a patient who came back) and
 * called → done, each as the median and the 90th percentile (nearest rank: the smallest value
 * with at least that share of the waits at or below it).
 */
export type Spread = { median: number; p90: number; count: number } | null

export type DoctorFigures = {
  doctorId: string
  doctorName: string
  patients: number
  walkIns: number
  booked: number
  seen: number
  noShows: number
  female: number
  male: number
  other: number
  sexUnknown: number
  waitToCall: Spread
  consultation: Spread
}

export type OpdFigures = {
  from: string
  to: string
  doctors: DoctorFigures[]
  total: DoctorFigures
  /** Patients per clinic day of the period (every day, zero included), for the chart. */
  perDay: { day: string; patients: number }[]
}

/** The p-th percentile by nearest rank, of values in any order; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[rank - 1]!
}

function spread(minutes: number[]): Spread {
  if (minutes.length === 0) return null
  return {
    median: percentile(minutes, 50)!,
    p90: percentile(minutes, 90)!,
    count: minutes.length,
  }
}

const minutesBetween = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000))

type Visit = {
  doctorId: string
  doctorName: string
  day: string
  kind: 'walk_in' | 'booked'
  status: 'waiting' | 'called' | 'done' | 'skipped'
  sex: 'female' | 'male' | 'other' | null
  arrivedAt: Date
  returnedAt: Date | null
  calledAt: Date | null
  doneAt: Date | null
}

function figuresOf(doctorId: string, doctorName: string, visits: Visit[]): DoctorFigures {
  const waits: number[] = []
  const consultations: number[] = []
  for (const v of visits) {
    if (v.calledAt) waits.push(minutesBetween(v.returnedAt ?? v.arrivedAt, v.calledAt))
    if (v.calledAt && v.doneAt) consultations.push(minutesBetween(v.calledAt, v.doneAt))
  }
  const count = (test: (v: Visit) => boolean) => visits.filter(test).length
  return {
    doctorId,
    doctorName,
    patients: visits.length,
    walkIns: count((v) => v.kind === 'walk_in'),
    booked: count((v) => v.kind === 'booked'),
    seen: count((v) => v.status === 'done'),
    noShows: count((v) => v.status === 'skipped'),
    female: count((v) => v.sex === 'female'),
    male: count((v) => v.sex === 'male'),
    other: count((v) => v.sex === 'other'),
    sexUnknown: count((v) => v.sex === null),
    waitToCall: spread(waits),
    consultation: spread(consultations),
  }
}

/** The figures of the clinic days `from`..`to` (inclusive), at one facility or all of them. */
export async function loadOpdFigures(
  from: string,
  to: string,
  facilitySlug: string | null = null,
): Promise<OpdFigures> {
  const visits: Visit[] = await getDb()
    .select({
      doctorId: opdVisits.doctorId,
      doctorName: doctors.name,
      day: opdVisits.day,
      kind: opdVisits.kind,
      status: opdVisits.status,
      sex: opdVisits.patientSex,
      arrivedAt: opdVisits.arrivedAt,
      returnedAt: opdVisits.returnedAt,
      calledAt: opdVisits.calledAt,
      doneAt: opdVisits.doneAt,
    })
    .from(opdVisits)
    .innerJoin(doctors, eq(doctors.id, opdVisits.doctorId))
    .innerJoin(facilities, eq(facilities.id, opdVisits.facilityId))
    .where(
      and(
        gte(opdVisits.day, from),
        lte(opdVisits.day, to),
        facilitySlug ? eq(facilities.slug, facilitySlug) : undefined,
      ),
    )
    .orderBy(asc(doctors.name))
  const byDoctor = new Map<string, { name: string; visits: Visit[] }>()
  for (const v of visits) {
    const entry = byDoctor.get(v.doctorId) ?? { name: v.doctorName, visits: [] }
    entry.visits.push(v)
    byDoctor.set(v.doctorId, entry)
  }
  const perDay: { day: string; patients: number }[] = []
  for (let day = from; day <= to; day = addDays(day, 1))
    perDay.push({ day, patients: visits.filter((v) => v.day === day).length })
  return {
    from,
    to,
    doctors: [...byDoctor].map(([id, { name, visits: mine }]) => figuresOf(id, name, mine)),
    total: figuresOf('', '', visits),
    perDay,
  }
}

/** The last day of a month `YYYY-MM`. */
export function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
}

/** One CSV cell: quoted, and a formula's first character defused with a leading apostrophe. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** The CSV for the district's monthly HMIS report: one row per doctor, then the total. */
export function figuresCsv(
  figures: OpdFigures,
  labels: { header: readonly string[]; total: string; clinic: string; period: string },
): string {
  const row = (f: DoctorFigures, name: string) =>
    [
      labels.period,
      labels.clinic,
      name,
      f.patients,
      f.walkIns,
      f.booked,
      f.seen,
      f.noShows,
      f.female,
      f.male,
      f.other,
      f.sexUnknown,
      f.waitToCall?.median ?? null,
      f.waitToCall?.p90 ?? null,
      f.consultation?.median ?? null,
      f.consultation?.p90 ?? null,
    ]
      .map(csvCell)
      .join(',')
  return [
    labels.header.map(csvCell).join(','),
    ...figures.doctors.map((f) => row(f, f.doctorName)),
    row(figures.total, labels.total),
  ]
    .join('\r\n')
    .concat('\r\n')
}
