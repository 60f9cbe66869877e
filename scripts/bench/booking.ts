// Booking benchmark: starts the production build on a fresh database, then measures
//   1. free-slot lists (GET /api/slots) per second, p50/p99 latency, 50 connections;
//   2. booking attempts per second under contention (every slot wanted by several patients at
//      once), sent the way the booking form sends them with JavaScript (React Router's
//      `/appointments/new.data`; BENCH_BOOKING_FORM=document sends plain no-JS form posts), and
//      checks that each slot was booked exactly once.
// Usage: npm run build && npm run bench:booking                         (embedded PGlite)
//        BENCH_DATABASE_URL=postgres://… npm run bench:booking          (PGlite, then PostgreSQL)
import { randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { type RunningServer, startProductionServer } from './production-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const CONTENDERS_PER_SLOT = 5
const DOCUMENT_FORM = process.env.BENCH_BOOKING_FORM === 'document'
/** The issue's figures for the code before the performance work (attempts/s). */
const BEFORE = { PGlite: 42, PostgreSQL: 85 }

const DOCTORS = {
  'dr-anjali-verma': 'neurology',
  'dr-rakesh-tiwari': 'neurology',
  'dr-suresh-chandra-mishra': 'cardiology',
  'dr-farah-naaz': 'cardiology',
  'dr-kavita-yadav': 'pediatric',
} as const

type Run = {
  slotLists: autocannon.Result
  attemptsPerSecond: number
  booked: number
  conflicts: number
  slotsWanted: number
  statuses: Record<number, number>
  booking: autocannon.Result
}

async function runOnce(server: RunningServer): Promise<Run> {
  const base = server.base
  const doctors = Object.keys(DOCTORS) as Array<keyof typeof DOCTORS>
  const days = await datesWithSlots(base, doctors[0]!)
  const slotLists = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/slots?doctor=${pick(doctors)}&date=${pick(days)}`,
        }),
      },
    ],
  })

  // Every free slot of these doctors on these days, each wanted by several patients at once.
  const targets: Array<{ doctor: string; department: string; date: string; time: string }> = []
  for (const doctor of doctors) {
    for (const date of days.slice(0, 3)) {
      for (const time of await freeTimes(base, doctor, date))
        targets.push({ doctor, department: DOCTORS[doctor], date, time })
    }
  }
  const attempts = targets.flatMap((target) =>
    Array.from({ length: CONTENDERS_PER_SLOT }, () => target),
  )
  shuffle(attempts)
  let next = 0
  const statuses: Record<number, number> = {}
  let booked = 0
  const started = Date.now()
  // Timed to the last answer: autocannon notices it is done only on its next one-second tick.
  let lastAnswer = started
  const booking = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: attempts.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const target = attempts[next++ % attempts.length]!
          const n = next
          return {
            ...req,
            path: DOCUMENT_FORM ? '/appointments/new' : '/appointments/new.data',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              origin: base,
              // A different client address per request: the per-address form limits are not what is measured.
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: new URLSearchParams({
              intent: 'book',
              department: target.department,
              doctor: target.doctor,
              date: target.date,
              time: target.time,
              mode: 'in_person',
              name: 'Bench Patient',
              email: `bench${n}@example.com`,
              phone: '9876543210',
              requestKey: randomUUID(),
            }).toString(),
          }
        },
        onResponse: (status, body) => {
          lastAnswer = Date.now()
          statuses[status] = (statuses[status] ?? 0) + 1
          // A document post answers a booking with a 302; React Router's data request with a 202
          // whose body names the redirect to the appointment's page.
          if (status === 302 || (status === 202 && body.includes('/appointments/manage/'))) booked++
        },
      },
    ],
  })
  const seconds = (lastAnswer - started) / 1000
  return {
    slotLists,
    attemptsPerSecond: attempts.length / seconds,
    booked,
    conflicts: statuses[409] ?? 0,
    slotsWanted: targets.length,
    statuses,
    booking,
  }
}

function print(kind: string, run: Run) {
  const line = (title: string, result: autocannon.Result) =>
    console.log(
      `${title}\n  requests/s: ${result.requests.average.toFixed(0)}  latency p50: ${result.latency.p50} ms  p99: ${result.latency.p99} ms  errors: ${result.errors}`,
    )
  console.log(`\n${kind}, ${CONNECTIONS} connections, ${DOCUMENT_FORM ? 'no-JS' : 'JS'} form`)
  line('Slot lists (GET /api/slots)', run.slotLists)
  line('Booking attempts (POST /appointments/new)', run.booking)
  console.log(
    `  attempts/s: ${run.attemptsPerSecond.toFixed(1)}  slots wanted: ${run.slotsWanted}, booked: ${run.booked}, conflicts (409): ${run.conflicts}, statuses: ${JSON.stringify(run.statuses)}`,
  )
  console.log(
    run.booked === run.slotsWanted
      ? '  every slot booked exactly once'
      : run.booked > run.slotsWanted
        ? `  WRONG: ${run.booked} bookings for ${run.slotsWanted} slots`
        : `  ${run.slotsWanted - run.booked} slots not booked (timeouts: ${run.booking.errors})`,
  )
}

/** Booking figures (goal 5) on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. */
export async function measureBooking(options: { print?: boolean } = {}): Promise<Figure[]> {
  const figures: Figure[] = []
  const databases: Array<'PGlite' | 'PostgreSQL'> = ['PGlite']
  if (process.env.BENCH_DATABASE_URL) databases.push('PostgreSQL')
  for (const kind of databases) {
    const database =
      kind === 'PostgreSQL'
        ? await createThrowawayDatabase(process.env.BENCH_DATABASE_URL!, 'md_bench')
        : undefined
    const server = await startProductionServer({ port: PORT, databaseUrl: database?.url })
    try {
      const run = await runOnce(server)
      if (options.print) print(kind, run)
      // More bookings than slots is a double booking; fewer only means requests timed out.
      const exact = run.booked <= run.slotsWanted
      if (!exact) process.exitCode = 1
      figures.push(
        {
          goal: '5',
          name: `Booking attempts/s, ${kind} (${CONNECTIONS} conn., ${CONTENDERS_PER_SLOT} per slot)${exact ? '' : ' — DOUBLE BOOKINGS'}${run.booking.errors > 0 ? `, ${run.booking.errors} timeouts` : ''}`,
          value: run.attemptsPerSecond,
          unit: '/s',
          target: `≥ ${BEFORE[kind] * 4} /s (4× ${BEFORE[kind]})`,
          ok: exact && run.booking.errors === 0 && run.attemptsPerSecond >= BEFORE[kind] * 4,
          ratio: run.attemptsPerSecond / BEFORE[kind],
        },
        {
          goal: '5',
          name: `Slot lists GET /api/slots, ${kind} (${CONNECTIONS} conn.)`,
          value: run.slotLists.requests.average,
          unit: 'req/s',
          target: `p50 ${run.slotLists.latency.p50} ms`,
          ok: run.slotLists.errors === 0 && run.slotLists.non2xx === 0,
        },
      )
    } finally {
      await server.stop()
      await database?.drop()
    }
  }
  return figures
}

async function freeTimes(base: string, doctor: string, date: string): Promise<string[]> {
  const response = await fetch(`${base}/api/slots?doctor=${doctor}&date=${date}`)
  const { slots } = (await response.json()) as { slots: Array<{ value: string }> }
  return slots.map((slot) => slot.value)
}

async function datesWithSlots(base: string, doctor: string): Promise<string[]> {
  const dates: string[] = []
  for (let offset = 1; dates.length < 5 && offset < 40; offset++) {
    const date = new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000)
      .toISOString()
      .slice(0, 10)
    if ((await freeTimes(base, doctor, date)).length > 0) dates.push(date)
  }
  return dates
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!
function shuffle<T>(items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('MainDoctor booking benchmark')
  const figures = await measureBooking({ print: true })
  console.log('')
  printFigures(figures)
}
