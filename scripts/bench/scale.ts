// Scale benchmark (goal 4): 1 000 doctors with weekly hours and 100 000 appointments over the past
// and the coming weeks, then single sequential requests to the production build:
//   /doctors with several filters, sorts and pages (a varying query, so no page cache answers),
//   and /api/slots for varying doctors and dates; p50 / p99 of each.
// Usage: npm run build && npx tsx scripts/bench/scale.ts                 (embedded PGlite)
//        BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/scale.ts  (PGlite, then PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { closeDatabase, openDatabase, type DatabaseConfig } from '#app/db/client.server.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { percentile, startProductionServer } from './production-server.ts'

const DOCTOR_COUNT = 1000
const APPOINTMENTS_PER_DOCTOR = 100
const PORT = Number(process.env.BENCH_PORT ?? 3302)
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 200)
const WARM_UP = 10

const FIRST = ['Aarti', 'Rahul', 'Sunita', 'Vikas', 'Pooja', 'Arvind', 'Nisha', 'Sanjay', 'Rekha']
const LAST = ['Sharma', 'Verma', 'Gupta', 'Yadav', 'Mishra', 'Tiwari', 'Singh', 'Khan', 'Pandey']
const LANGUAGES = [
  ['Hindi', 'English'],
  ['Hindi', 'Urdu', 'English'],
  ['Hindi', 'Awadhi'],
]

/** Fills a fresh database: the clinics, 1 000 doctors, their hours and 100 000 appointments. */
export async function fillDatabase(config: DatabaseConfig): Promise<void> {
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const db = database.db
    await seedSiteContent(db)
    const departmentRows = await db
      .select({ id: departments.id, slug: departments.slug })
      .from(departments)
    const departmentId = new Map(departmentRows.map((row) => [row.slug, row.id]))
    for (let start = 0; start < DOCTOR_COUNT; start += 200) {
      const batch = Array.from({ length: Math.min(200, DOCTOR_COUNT - start) }, (_, j) => {
        const i = start + j
        const department = DEPARTMENTS[i % DEPARTMENTS.length]!.slug
        return {
          slug: `dr-scale-${i}`,
          name: `Dr. ${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`,
          departmentId: departmentId.get(department)!,
          qualifications: 'MBBS, MD',
          registrationNumber: `UPMC-${70000 + i}`,
          gender: (['female', 'male', 'other'] as const)[i % 3]!,
          languages: LANGUAGES[(i >> 1) % LANGUAGES.length]!,
          experienceYears: 3 + (i % 30),
          feeInr: 300 + (i % 8) * 100,
          consultationModes: (i % 4 === 0
            ? ['in_person', 'video']
            : ['in_person', 'phone']) as Array<'in_person' | 'video' | 'phone'>,
          bio: `Sees patients in the ${department} clinic.`,
        }
      })
      const inserted = await db.insert(doctors).values(batch).returning({ id: doctors.id })
      await db.insert(doctorSchedules).values(
        inserted.flatMap(({ id }, j) => {
          const mornings = (start + j) % 2 === 0 ? [1, 2, 3, 4, 5] : [1, 3, 5]
          const afternoons = (start + j) % 2 === 0 ? [] : [2, 4]
          return [
            ...mornings.map((weekday) => ({ weekday, startTime: '09:00', endTime: '13:00' })),
            ...afternoons.map((weekday) => ({ weekday, startTime: '15:00', endTime: '18:00' })),
          ].map((hours) => ({
            doctorId: id,
            ...hours,
            slotMinutes: 20,
            location: `Room ${(j % 6) + 1}, MainDoctor Clinic`,
          }))
        }),
      )
    }
    // Appointments on each doctor's own slots over the past 60 and the next 45 days, the days
    // nearest to today the fullest (as in a real clinic), so next free times differ by doctor.
    await db.execute(sql`
      insert into appointments (doctor_id, patient_name, patient_email, patient_phone, starts_at,
        ends_at, mode, status, manage_token_hash, request_key)
      select d.id, 'Bench Patient', 'bench@example.com', '+919876543210', x.ts,
        x.ts + make_interval(mins => x.minutes), 'in_person',
        case when x.ts < now() then 'completed' else 'confirmed' end,
        md5(d.id::text || x.ts::text), gen_random_uuid()::text
      from doctors d
      cross join lateral (
        select ((day::date + s.start_time + k * make_interval(mins => s.slot_minutes))
            at time zone 'Asia/Kolkata') as ts, s.slot_minutes as minutes
        from doctor_schedules s
        cross join generate_series((now() at time zone 'Asia/Kolkata')::date - 60,
          (now() at time zone 'Asia/Kolkata')::date + 45, interval '1 day') day
        cross join generate_series(0, 23) k
        where s.doctor_id = d.id and extract(isodow from day) = s.weekday
          and s.start_time + (k + 1) * make_interval(mins => s.slot_minutes) <= s.end_time
        order by random() * (1 + abs(day::date - (now() at time zone 'Asia/Kolkata')::date))
        limit ${APPOINTMENTS_PER_DOCTOR}
      ) x`)
    await db.execute(sql`analyze`)
  } finally {
    await closeDatabase()
  }
}

const DOCTOR_QUERIES = [
  '',
  'available=today',
  'available=week',
  'sort=experience',
  'department=cardiology',
  'department=neurology&available=week',
  'language=Urdu&gender=female',
  'mode=video&sort=experience',
  'gender=male&available=week',
]

async function timeRequests(
  base: string,
  paths: (n: number) => string,
  rounds: number,
): Promise<{ sorted: number[]; first: number }> {
  const timings: number[] = []
  for (let n = 0; n < WARM_UP + rounds; n++) {
    const started = performance.now()
    const response = await fetch(`${base}${paths(n)}`)
    if (response.ok) await response.arrayBuffer()
    else
      throw new Error(
        `${paths(n)} answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      )
    timings.push(performance.now() - started)
  }
  return { first: timings[0]!, sorted: timings.slice(WARM_UP).sort((a, b) => a - b) }
}

/** Scale figures (goal 4) on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. */
export async function measureScale(options: { print?: boolean } = {}): Promise<Figure[]> {
  const figures: Figure[] = []
  let kinds: Array<'PGlite' | 'PostgreSQL'> = ['PGlite']
  if (process.env.BENCH_DATABASE_URL) kinds.push('PostgreSQL')
  // BENCH_SCALE_ONLY=PGlite or =PostgreSQL runs one of them.
  if (process.env.BENCH_SCALE_ONLY)
    kinds = kinds.filter((kind) => kind === process.env.BENCH_SCALE_ONLY)
  for (const kind of kinds) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-bench-scale-'))
    const database =
      kind === 'PostgreSQL'
        ? await createThrowawayDatabase(process.env.BENCH_DATABASE_URL!, 'md_bench')
        : undefined
    try {
      const filling = performance.now()
      await fillDatabase(
        database
          ? { kind: 'postgres', url: database.url }
          : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      )
      if (options.print)
        console.log(`${kind}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`)
      const server = await startProductionServer({
        port: PORT,
        databaseUrl: database?.url,
        dataDir: database ? undefined : path.join(dataDir, 'db'),
      })
      try {
        const day = (n: number) =>
          new Date(Date.now() + 5.5 * 3_600_000 + (1 + (n % 14)) * 86_400_000)
            .toISOString()
            .slice(0, 10)
        const directory = await timeRequests(
          server.base,
          (n) => {
            const query = DOCTOR_QUERIES[n % DOCTOR_QUERIES.length]!
            const page = 1 + (Math.floor(n / DOCTOR_QUERIES.length) % 5)
            // `r` changes the address every time: a page cache could not answer it.
            return `/doctors?${query}${query ? '&' : ''}page=${page}&r=${n}`
          },
          ROUNDS,
        )
        const slots = await timeRequests(
          server.base,
          (n) => `/api/slots?doctor=dr-scale-${(n * 37) % DOCTOR_COUNT}&date=${day(n)}&r=${n}`,
          ROUNDS,
        )
        for (const [label, result, target] of [
          ['/doctors (filters, sorts, pages)', directory, 50],
          ['/api/slots', slots, 15],
        ] as const) {
          const p50 = percentile(result.sorted, 50)
          const p99 = percentile(result.sorted, 99)
          if (options.print)
            console.log(
              `${kind} ${label}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, first request ${result.first.toFixed(0)} ms`,
            )
          figures.push(
            {
              goal: '4',
              name: `${label} p50, ${kind}, 1 000 doctors, 100 000 appointments`,
              value: p50,
              unit: 'ms',
              target: `≤ ${target} ms`,
              ok: p50 <= target,
            },
            {
              goal: '4',
              name: `${label} p99, ${kind}`,
              value: p99,
              unit: 'ms',
              target: 'reported',
              ok: true,
            },
          )
        }
      } finally {
        await server.stop()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await database?.drop()
    }
  }
  return figures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('MainDoctor scale benchmark')
  const figures = await measureScale({ print: true })
  console.log('')
  printFigures(figures)
}
