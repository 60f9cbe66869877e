// Goal 2 of `npm run bench`: with PostgreSQL, two worker processes against one, on a page that
// is rendered for every request (/login with the page cache off: no database query, all CPU).
// Needs PostgreSQL: BENCH_DATABASE_URL, or Debian's server binaries for a throwaway one.
// Usage: npm run build && npx tsx scripts/bench/processes.ts
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { type RunningServer, startProductionServer } from './production-server.ts'
import {
  processMemory,
  signalProcessTree,
  threadCpu,
  throughput,
  withPostgres,
  WRK_PATH,
  wrkThroughput,
} from './servers.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS_PER_WORKER = 20
// The machine's speed drifts by ±15 % from one few-second stretch to the next (a fixed CPU loop
// measured on our 2-core machines), so one server measured after the other compares two
// different machines. Both servers run side by side instead, and windows of a half of
// BENCH_SECONDS alternate between them in the order one-two, two-one, one-two, …: a drift slower
// than a window falls on both alike. The figure is the median of the rounds' ratios.
const ROUNDS = 6
const WINDOW_SECONDS = Math.max(1, Math.round(SECONDS / 2))
// After a server is thawed, before its window: time for timers that fell due while it was frozen.
const PAUSE_MS = 200

type Tally = { requests: number; ms: number; mainMs: number; otherMs: number; clientMs: number }

export async function measureProcesses(): Promise<Figure[]> {
  return withPostgres(async (adminUrl) => {
    if (!adminUrl) {
      return [
        {
          goal: '2',
          name: 'several processes: no PostgreSQL available (set BENCH_DATABASE_URL)',
          value: 0,
          unit: '',
          target: 'skipped',
          ok: false,
        },
      ]
    }
    const database = await createThrowawayDatabase(adminUrl, 'md_bench')
    const servers: RunningServer[] = []
    try {
      // One after the other: the first migrates and seeds, the second finds it done.
      for (const [index, workers] of [1, 2].entries()) {
        servers.push(
          await startProductionServer({
            port: 3393 + index,
            databaseUrl: database.url,
            env: { WEB_CONCURRENCY: String(workers), PAGE_CACHE: '0' },
          }),
        )
      }
      const [one, two] = servers as [RunningServer, RunningServer]
      // A worker keeps optimizing code for 20–30 s of load, and each of two workers gets half of
      // it, so each worker gets the same warm-up: two workers twice as long as one.
      for (const [server, workers] of [
        [one, 1],
        [two, 2],
      ] as const) {
        await load(`${server.base}/login`, WARM_UP_SECONDS_PER_WORKER * workers)
      }
      const tallies = new Map<RunningServer, Tally>([
        [one, { requests: 0, ms: 0, mainMs: 0, otherMs: 0, clientMs: 0 }],
        [two, { requests: 0, ms: 0, mainMs: 0, otherMs: 0, clientMs: 0 }],
      ])
      const client = WRK_PATH ? 'wrk' : 'autocannon'
      const roundRatios: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const rates = new Map<RunningServer, number>()
        for (const server of round % 2 === 0 ? [one, two] : [two, one]) {
          const tally = tallies.get(server)!
          // The supervising process when there are workers, then each worker.
          const serving = <T>(list: T[]) => (server === two ? list.slice(1) : list)
          // The other server is frozen while this one is measured: left running, its workers
          // finish their collections and V8 shrinks their heaps once the load stops (memory
          // reducer), on the cores this server is measured on — more of it from two workers.
          const other = server === one ? two : one
          signalProcessTree(other.pid, 'SIGSTOP')
          signalProcessTree(server.pid, 'SIGCONT')
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
          const cpuBefore = serving(threadCpu(server.pid))
          const started = performance.now()
          const measured = await load(`${server.base}/login`, WINDOW_SECONDS)
          const elapsedMs = performance.now() - started
          const cpuAfter = serving(threadCpu(server.pid))
          for (const process of cpuAfter) {
            const before = cpuBefore.find((entry) => entry.pid === process.pid)
            tally.mainMs += process.mainMs - (before?.mainMs ?? 0)
            tally.otherMs += process.otherMs - (before?.otherMs ?? 0)
          }
          rates.set(server, measured.requestsPerSecond)
          tally.requests += measured.requestsPerSecond * WINDOW_SECONDS
          tally.ms += elapsedMs
          tally.clientMs += measured.clientMs ?? 0
        }
        roundRatios.push(rates.get(two)! / rates.get(one)!)
      }
      const largestWorkerMb = Math.max(
        ...processMemory(two.pid)
          .slice(1)
          .map((process) => process.rssMb),
      )
      const rate = (tally: Tally) => tally.requests / (tally.ms / 1000)
      const cores = (tally: Tally, part: 'mainMs' | 'otherMs' | 'clientMs') =>
        tally[part] / tally.ms
      const oneTally = tallies.get(one)!
      const twoTally = tallies.get(two)!
      // The ratio of each round's two adjacent windows, and their median: a window the machine
      // happened to slow down spoils one round, not the figure.
      const ratio = median(roundRatios)
      // What bounds the ratio: one worker uses its main thread fully plus V8's helper thread on
      // the other core; two workers share the same cores, with the load generator.
      const percent = (value: number) => `${Math.round(value * 100)} %`
      const oneWorkerCores = cores(oneTally, 'mainMs') + cores(oneTally, 'otherMs')
      const machineCores = availableParallelism()
      // Only where /proc tells each thread's CPU time (Linux).
      const cpuFigures: Figure[] =
        oneWorkerCores > 0
          ? [
              {
                goal: '2',
                name: '1 worker: CPU of its main thread (JavaScript)',
                value: cores(oneTally, 'mainMs') * 100,
                unit: '% of a core',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: '1 worker: CPU of its other threads (V8: GC marking, compiling)',
                value: cores(oneTally, 'otherMs') * 100,
                unit: '% of a core',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: `2 workers: cores used by both (of ${machineCores})`,
                value: cores(twoTally, 'mainMs') + cores(twoTally, 'otherMs'),
                unit: 'cores',
                target: '',
                ok: true,
              },
              ...(client === 'wrk'
                ? [
                    {
                      goal: '2',
                      name: '2 workers: CPU of the load generator (wrk)',
                      value: cores(twoTally, 'clientMs') * 100,
                      unit: '% of a core',
                      target: '',
                      ok: true,
                    },
                  ]
                : []),
              ...(
                [
                  ['1 worker', oneTally],
                  ['2 workers', twoTally],
                ] as const
              ).map(([name, tally]) => ({
                goal: '2',
                name: `${name}: CPU an answer cost (all their threads)`,
                value: (tally.mainMs + tally.otherMs) / tally.requests,
                unit: 'ms',
                target: '',
                ok: true,
              })),
              {
                goal: '2',
                name: `2 workers against 1, each round (${roundRatios.map(percent).join(', ')})`,
                value: Math.min(...roundRatios) * 100,
                unit: '% at least',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: `ceiling for 2 workers: ${machineCores} cores ÷ 1 worker's cores`,
                value: machineCores / oneWorkerCores,
                unit: '×',
                target: '',
                ok: true,
              },
            ]
          : []
      return [
        {
          goal: '2',
          name: `PostgreSQL, /login uncached, 1 worker (load: ${client})`,
          value: rate(oneTally),
          unit: 'req/s',
          target: '',
          ok: true,
        },
        ...cpuFigures,
        {
          goal: '2',
          name: `PostgreSQL, /login uncached, 2 workers (load: ${client}; ratio: median of ${ROUNDS} rounds)`,
          value: rate(twoTally),
          unit: 'req/s',
          ratio,
          target: '≥ 170 % of 1 worker',
          ok: ratio >= 1.7,
        },
        {
          goal: '3',
          name: 'PostgreSQL: largest worker after the 2-worker run (RSS)',
          value: largestWorkerMb,
          unit: 'MB',
          target: '≤ 200 MB',
          ok: largestWorkerMb <= 200,
        },
      ]
    } finally {
      for (const server of servers) signalProcessTree(server.pid, 'SIGCONT')
      for (const server of servers) await server.stop()
      await database.drop()
    }
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * 20 connections of GET load for `seconds`: through wrk when it is installed, whose own CPU is a
 * third of autocannon's and, with two workers, comes out of their cores; autocannon otherwise.
 */
async function load(
  url: string,
  seconds: number,
): Promise<{ requestsPerSecond: number; clientMs?: number }> {
  const measured = await wrkThroughput(url, { seconds })
  if (measured) return { requestsPerSecond: measured.requestsPerSecond, clientMs: measured.cpuMs }
  return throughput(url, { seconds })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printFigures(await measureProcesses())
}
