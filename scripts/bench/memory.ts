// Memory benchmark (goal 3): starts the production build on a fresh database (the demo data),
// sends 10 000 mixed requests — home, the directory with filters, profiles, search, free-slot
// lists, the symptom guide and a few bookings — then reads the server processes' resident memory
// (VmRSS, and the peak VmHWM) from /proc/<pid>/status.
// Usage: npm run build && npx tsx scripts/bench/memory.ts                 (embedded PGlite)
//        BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/memory.ts  (PGlite, then PostgreSQL)
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'
import { processMemory } from './servers.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3303)
const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 10_000)
const CONNECTIONS = 10
const LIMIT_MB = { PGlite: 350, PostgreSQL: 200 }
const BEFORE_MB = { PGlite: 1000, PostgreSQL: 317 }

const DOCTORS = ['dr-anjali-verma', 'dr-farah-naaz', 'dr-kavita-yadav', 'dr-vivek-pandey']
const QUERIES = ['fever', 'cardiology', 'anjali', 'sugar', 'bukhar', 'chest pain', 'xqzvwk']
const DIRECTORY = [
  '',
  'available=week',
  'department=cardiology',
  'sort=experience',
  'language=Urdu',
  'gender=female&page=2',
]
const SYMPTOMS = ['headache', 'fever', 'chest-pain', 'cough']

function dayAhead(n: number) {
  return new Date(Date.now() + 5.5 * 3_600_000 + (1 + (n % 10)) * 86_400_000)
    .toISOString()
    .slice(0, 10)
}

/** Free times of one doctor over the coming days, for the bookings in the mix. */
async function freeTimes(base: string): Promise<Array<{ date: string; time: string }>> {
  const found: Array<{ date: string; time: string }> = []
  for (let n = 0; n < 10; n++) {
    const response = await fetch(`${base}/api/slots?doctor=dr-anjali-verma&date=${dayAhead(n)}`)
    const { slots } = (await response.json()) as { slots: Array<{ value: string }> }
    for (const slot of slots) found.push({ date: dayAhead(n), time: slot.value })
  }
  return found
}

/** The n-th request of the mix: mostly pages people read, a booking now and then. */
function mixedRequest(
  n: number,
  base: string,
  free: ReadonlyArray<{ date: string; time: string }>,
): autocannon.Request {
  const kind = n % 20
  const pick = <T>(items: readonly T[]) => items[Math.floor(n / 20) % items.length]!
  const slot = free[Math.floor(n / 100) % Math.max(1, free.length)]
  if (kind === 19 && n % 100 === 99 && slot) {
    return {
      method: 'POST',
      path: '/appointments/new.data',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
        'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
      },
      body: new URLSearchParams({
        intent: 'book',
        department: 'neurology',
        doctor: 'dr-anjali-verma',
        date: slot.date,
        time: slot.time,
        mode: 'in_person',
        name: 'Bench Patient',
        email: `memory${n}@example.com`,
        phone: '9876543210',
        requestKey: randomUUID(),
      }).toString(),
    }
  }
  const paths = [
    '/home',
    '/home',
    '/home',
    `/doctors?${pick(DIRECTORY)}`,
    `/doctors?${pick(DIRECTORY)}`,
    `/doctors?${pick(DIRECTORY)}`,
    `/doctors/${pick(DOCTORS)}`,
    `/doctors/${pick(DOCTORS)}`,
    `/search?q=${encodeURIComponent(pick(QUERIES))}`,
    `/search?q=${encodeURIComponent(pick(QUERIES))}`,
    `/api/search?q=${encodeURIComponent(pick(QUERIES))}`,
    `/api/slots?doctor=${pick(DOCTORS)}&date=${dayAhead(n)}`,
    `/api/slots?doctor=${pick(DOCTORS)}&date=${dayAhead(n)}`,
    `/find-care?s=${pick(SYMPTOMS)}`,
    `/find-care`,
    '/appointments/new',
    `/departments/cardiology`,
    '/contact-us',
    '/login',
    '/home',
  ]
  return { method: 'GET', path: paths[kind]! }
}

/** Memory figures (goal 3) on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. */
export async function measureMemory(options: { print?: boolean } = {}): Promise<Figure[]> {
  const figures: Figure[] = []
  const kinds: Array<'PGlite' | 'PostgreSQL'> = ['PGlite']
  if (process.env.BENCH_DATABASE_URL) kinds.push('PostgreSQL')
  for (const kind of kinds) {
    const database =
      kind === 'PostgreSQL'
        ? await createThrowawayDatabase(process.env.BENCH_DATABASE_URL!, 'md_bench')
        : undefined
    const server = await startProductionServer({ port: PORT, databaseUrl: database?.url })
    try {
      const started = processMemory(server.pid)[0]!
      const free = await freeTimes(server.base)
      let n = 0
      const statuses: Record<number, number> = {}
      const result = await autocannon({
        url: server.base,
        connections: CONNECTIONS,
        amount: REQUESTS,
        requests: [
          {
            setupRequest: (req) => ({ ...req, ...mixedRequest(n++, server.base, free) }),
            onResponse: (status) => {
              statuses[status] = (statuses[status] ?? 0) + 1
            },
          },
        ],
      })
      const processes = processMemory(server.pid)
      const largest = processes.reduce((a, b) => (b.rssMb > a.rssMb ? b : a))
      const peak = Math.max(...processes.map((p) => p.hwmMb))
      if (options.print) {
        console.log(
          `${kind}: ${REQUESTS} requests in ${result.duration.toFixed(0)} s (${result.requests.average.toFixed(0)} req/s), statuses ${JSON.stringify(statuses)}, errors ${result.errors}`,
        )
        console.log(`  at start: RSS ${started.rssMb.toFixed(0)} MB`)
        for (const p of processes)
          console.log(
            `  process ${p.pid}: RSS ${p.rssMb.toFixed(0)} MB, peak (VmHWM) ${p.hwmMb.toFixed(0)} MB`,
          )
      }
      figures.push(
        {
          goal: '3',
          name: `Resident memory after ${REQUESTS} mixed requests, ${kind}${processes.length > 1 ? ' (largest process)' : ''}`,
          value: Math.round(largest.rssMb),
          unit: 'MB',
          target: `≤ ${LIMIT_MB[kind]} MB (before: ${BEFORE_MB[kind]} MB)`,
          ok: largest.rssMb <= LIMIT_MB[kind],
          ratio: largest.rssMb / BEFORE_MB[kind],
        },
        {
          goal: '3',
          name: `Peak resident memory (VmHWM), ${kind}`,
          value: Math.round(peak),
          unit: 'MB',
          target: 'reported',
          ok: true,
        },
      )
    } finally {
      await server.stop()
      await database?.drop()
    }
  }
  return figures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('MainDoctor memory benchmark')
  const figures = await measureMemory({ print: true })
  console.log('')
  printFigures(figures)
}
