// Search benchmark with 1 000 doctors in the database. Fills a fresh database, then measures
//   1. the search query itself (searchSite, in process, one query at a time): p50 / p99;
//   2. the search page (GET /search?q=…) and the typeahead (GET /api/search?q=…) over HTTP on
//      the production build, 20 connections: requests/s, p50 / p99.
// Usage: npm run build && npm run bench:search                      (embedded PGlite)
//        BENCH_DATABASE_URL=postgres://… npm run bench:search       (PostgreSQL)
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { DEPARTMENTS, type DepartmentSlug } from '#app/content/departments.ts'
import { openDatabase } from '#app/db/client.server.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { DEMO_DOCTORS } from '#app/domain/seed/demo-doctors.ts'
import { searchSite } from '#app/domain/search/search.server.ts'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { waitUntilUp } from './wait-until-up.ts'

const DOCTOR_COUNT = 1000
const PORT = Number(process.env.BENCH_PORT ?? 3301)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20
const IN_PROCESS_ROUNDS = 20
const QUERIES = [
  'cardiology',
  'cardiolgy',
  'hart pain',
  'सिरदर्द',
  'fever',
  'bukhar',
  'pediatrician',
  'migrane',
  'blood test',
  'sugar',
  'anjali',
  'dr sharma',
  'kavita yadav',
  'chest pain',
  'dengue',
  'xqzvwk',
  'neurologist',
  'बुखार',
]

const FIRST = [
  'Aarti',
  'Rahul',
  'Sunita',
  'Vikas',
  'Pooja',
  'Arvind',
  'Nisha',
  'Sanjay',
  'Rekha',
  'Manoj',
  'Shabana',
  'Irfan',
  'Geeta',
  'Deepak',
  'Kiran',
  'Ajay',
  'Neelam',
  'Rohit',
  'Swati',
  'Harish',
]
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Singh',
  'Khan',
  'Srivastava',
  'Pandey',
  'Chaurasia',
  'Ansari',
  'Shukla',
  'Dubey',
  'Maurya',
  'Rawat',
  'Saxena',
  'Rizvi',
  'Tripathi',
  'Kushwaha',
]
const QUALIFICATIONS: Record<DepartmentSlug, string> = {
  neurology: 'MBBS, MD (Medicine), DM (Neurology)',
  cardiology: 'MBBS, MD (Medicine), DM (Cardiology)',
  pathology: 'MBBS, MD (Pathology)',
  laboratory: 'MBBS, MD (Microbiology)',
  pediatric: 'MBBS, MD (Paediatrics)',
  cardiac: 'MBBS, MD (Medicine), DNB (Cardiology)',
  'general-medicine': 'MBBS, MD (Medicine)',
}

async function fillDatabase(
  config: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
) {
  const database = await openDatabase(config)
  await database.migrate()
  await seedSiteContent(database.db)
  const departmentRows = await database.db
    .select({ id: departments.id, slug: departments.slug })
    .from(departments)
  const departmentId = new Map(departmentRows.map((row) => [row.slug, row.id]))
  const rows = [
    ...DEMO_DOCTORS.map((d) => ({ ...d, departmentId: departmentId.get(d.department)! })),
    ...Array.from({ length: DOCTOR_COUNT - DEMO_DOCTORS.length }, (_, i) => {
      const department = DEPARTMENTS[i % DEPARTMENTS.length]!.slug
      const name = `Dr. ${FIRST[i % FIRST.length]} ${FIRST[(i * 7) % FIRST.length]!.slice(0, 1)}. ${LAST[(i * 3) % LAST.length]}`
      return {
        slug: `dr-bench-${i}`,
        name,
        departmentId: departmentId.get(department)!,
        qualifications: QUALIFICATIONS[department]!,
        registrationNumber: `UPMC-${60000 + i}`,
        gender: (i % 2 === 0 ? 'female' : 'male') as 'female' | 'male',
        languages: i % 5 === 0 ? ['Hindi', 'Urdu', 'English'] : ['Hindi', 'English'],
        experienceYears: 3 + (i % 30),
        feeInr: 300 + (i % 8) * 100,
        consultationModes: ['in_person', 'phone'] as Array<'in_person' | 'phone'>,
        bio: `Sees patients in the ${department} clinic on weekday mornings.`,
      }
    }),
  ]
  for (let start = 0; start < rows.length; start += 200) {
    const inserted = await database.db
      .insert(doctors)
      .values(rows.slice(start, start + 200))
      .returning({ id: doctors.id })
    await database.db.insert(doctorSchedules).values(
      inserted.flatMap(({ id }) =>
        [1, 2, 3, 4, 5].map((weekday) => ({
          doctorId: id,
          weekday,
          startTime: '09:00',
          endTime: '13:00',
          slotMinutes: 20,
          location: 'Room 1',
        })),
      ),
    )
  }
  const timings: number[] = []
  for (let round = 0; round < IN_PROCESS_ROUNDS; round++) {
    for (const query of QUERIES) {
      const started = performance.now()
      await searchSite(query)
      timings.push(performance.now() - started)
    }
  }
  await database.close()
  return timings.sort((a, b) => a - b)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-bench-search-'))
  let database: { url: string; drop: () => Promise<void> } | undefined
  if (process.env.BENCH_DATABASE_URL)
    database = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL, 'md_bench')
  let server: ReturnType<typeof spawn> | undefined
  try {
    const kind = database ? 'PostgreSQL' : 'PGlite'
    const timings = await fillDatabase(
      database
        ? { kind: 'postgres', url: database.url }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    )
    console.log(`MainDoctor search benchmark — ${kind}, ${DOCTOR_COUNT} doctors\n`)
    console.log(`Search query (searchSite, in process, ${timings.length} queries one at a time)`)
    console.log(
      `  p50: ${percentile(timings, 50).toFixed(1)} ms  p99: ${percentile(timings, 99).toFixed(1)} ms  max: ${timings.at(-1)!.toFixed(1)} ms`,
    )

    server = spawn(process.execPath, ['scripts/e2e-server.js'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        LOG_LEVEL: 'error',
        ...(database
          ? { BENCH_DATABASE_URL: database.url }
          : { BENCH_DATA_DIR: path.join(dataDir, 'db') }),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    await waitUntilUp(BASE)
    let n = 0
    for (const [title, route] of [
      ['Search page (GET /search?q=…)', '/search?q='],
      ['Typeahead (GET /api/search?q=…)', '/api/search?q='],
    ] as const) {
      const result = await autocannon({
        url: BASE,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `${route}${encodeURIComponent(QUERIES[n++ % QUERIES.length]!)}`,
            }),
          },
        ],
      })
      console.log(title)
      console.log(
        `  requests/s: ${result.requests.average.toFixed(0)}  latency p50: ${result.latency.p50} ms  p99: ${result.latency.p99} ms  errors: ${result.errors}  non-2xx: ${result.non2xx}`,
      )
      if (result.errors > 0 || result.non2xx > 0) process.exitCode = 1
    }
  } finally {
    if (server) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server!.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

await main()
