// Booking benchmark: starts the production build on a fresh database, then measures
//   1. free-slot lists (GET /api/slots) per second, p50/p99 latency, 50 connections;
//   2. bookings per second under contention (every slot wanted by several patients at once),
//      checking that each slot was booked exactly once.
// Usage: npm run build && npx tsx scripts/bench/booking.ts            (embedded PGlite)
//        BENCH_DATABASE_URL=postgres://… npx tsx scripts/bench/booking.ts   (PostgreSQL)
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { waitUntilUp } from './wait-until-up.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const BASE = `http://127.0.0.1:${PORT}`
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
const CONTENDERS_PER_SLOT = 5
const databaseUrl = process.env.BENCH_DATABASE_URL

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-bench-'))
  let database: { url: string; drop: () => Promise<void> } | undefined
  if (databaseUrl) database = await createThrowawayDatabase(databaseUrl, 'md_bench')
  const server = spawn(process.execPath, ['scripts/e2e-server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      ...(database ? { BENCH_DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitUntilUp(BASE)
    console.log(
      `MainDoctor booking benchmark — ${database ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections\n`,
    )
    const doctors = [
      'dr-anjali-verma',
      'dr-rakesh-tiwari',
      'dr-suresh-chandra-mishra',
      'dr-farah-naaz',
      'dr-kavita-yadav',
    ]
    const days = await datesWithSlots(doctors[0]!)

    const list = await autocannon({
      url: BASE,
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
    report('Slot lists (GET /api/slots)', list)

    // Every free slot of these doctors on these days, each wanted by several patients at once.
    const targets: Array<{ doctor: string; department: string; date: string; time: string }> = []
    const departmentOf: Record<string, string> = {
      'dr-anjali-verma': 'neurology',
      'dr-rakesh-tiwari': 'neurology',
      'dr-suresh-chandra-mishra': 'cardiology',
      'dr-farah-naaz': 'cardiology',
      'dr-kavita-yadav': 'pediatric',
    }
    for (const doctor of doctors) {
      for (const date of days.slice(0, 3)) {
        for (const time of await freeTimes(doctor, date))
          targets.push({ doctor, department: departmentOf[doctor]!, date, time })
      }
    }
    const attempts = targets.flatMap((target) =>
      Array.from({ length: CONTENDERS_PER_SLOT }, () => target),
    )
    shuffle(attempts)
    let next = 0
    const statuses: Record<number, number> = {}
    const started = Date.now()
    const booking = await autocannon({
      url: BASE,
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
              path: '/appointments/new',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                origin: BASE,
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
          onResponse: (status) => {
            statuses[status] = (statuses[status] ?? 0) + 1
          },
        },
      ],
    })
    const seconds = (Date.now() - started) / 1000
    const booked = statuses[302] ?? 0
    const conflicts = statuses[409] ?? 0
    report('Booking attempts (POST /appointments/new)', booking)
    console.log(`  slots wanted: ${targets.length}, attempts: ${attempts.length}`)
    console.log(
      `  booked: ${booked} (${(booked / seconds).toFixed(1)} bookings/s), conflicts (409): ${conflicts}, other: ${JSON.stringify(statuses)}`,
    )
    const doubleBookings = booked - targets.length
    console.log(
      `  double bookings: ${Math.max(0, doubleBookings)}${booked === targets.length ? ' (every slot booked exactly once)' : ''}`,
    )
    if (booked > targets.length) process.exitCode = 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

function report(title: string, result: autocannon.Result) {
  console.log(`${title}`)
  console.log(
    `  requests/s: ${result.requests.average.toFixed(0)}  latency p50: ${result.latency.p50} ms  p99: ${result.latency.p99} ms  errors: ${result.errors}  non-2xx/3xx: ${result.non2xx}`,
  )
}

async function freeTimes(doctor: string, date: string): Promise<string[]> {
  const response = await fetch(`${BASE}/api/slots?doctor=${doctor}&date=${date}`)
  const { slots } = (await response.json()) as { slots: Array<{ value: string }> }
  return slots.map((slot) => slot.value)
}

async function datesWithSlots(doctor: string): Promise<string[]> {
  const dates: string[] = []
  for (let offset = 1; dates.length < 5 && offset < 40; offset++) {
    const date = new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000)
      .toISOString()
      .slice(0, 10)
    if ((await freeTimes(doctor, date)).length > 0) dates.push(date)
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

await main()
