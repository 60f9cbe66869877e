// Goal 2 of `npm run bench`: with PostgreSQL, two worker processes against one, on a page that
// is rendered for every request (/login with the page cache off: no database query, all CPU).
// Needs PostgreSQL: BENCH_DATABASE_URL, or Debian's server binaries for a throwaway one.
// Usage: npm run build && npx tsx scripts/bench/processes.ts
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'
import { processMemory, threadCpu, throughput, withPostgres } from './servers.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARM_UP_SECONDS_PER_WORKER = 5

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
    try {
      const rateWith = async (workers: number) => {
        const app = await startProductionServer({
          port: 3393,
          databaseUrl: database.url,
          env: { WEB_CONCURRENCY: String(workers), PAGE_CACHE: '0' },
        })
        try {
          // Each worker compiles its own hot code and sees only its share of the warm-up, so the
          // warm-up lasts as long per worker: two workers get twice the time one worker gets
          // (measured: a worker still optimizes code 20–30 s into a load of ~300 req/s, and a 2 s
          // warm-up for both cases left two workers 5–25 % below their rate after a longer one).
          await throughput(`${app.base}/login`, { seconds: WARM_UP_SECONDS_PER_WORKER * workers })
          // The supervising process when there are workers, then each worker.
          const servingOnly = <T>(list: T[]) => (workers > 1 ? list.slice(1) : list)
          const cpuBefore = servingOnly(threadCpu(app.pid))
          const started = performance.now()
          const { requestsPerSecond } = await throughput(`${app.base}/login`, {
            seconds: SECONDS,
          })
          const elapsedMs = performance.now() - started
          const cpuAfter = servingOnly(threadCpu(app.pid))
          const coresUsed = (thread: 'mainMs' | 'otherMs') =>
            cpuAfter.reduce(
              (sum, process) =>
                sum +
                process[thread] -
                (cpuBefore.find((before) => before.pid === process.pid)?.[thread] ?? 0),
              0,
            ) / elapsedMs
          const memory = servingOnly(processMemory(app.pid).map((process) => process.rssMb))
          return {
            requestsPerSecond,
            largestWorkerMb: Math.max(...memory),
            mainCores: coresUsed('mainMs'),
            otherCores: coresUsed('otherMs'),
          }
        } finally {
          await app.stop()
        }
      }
      const one = await rateWith(1)
      const two = await rateWith(2)
      const ratio = two.requestsPerSecond / one.requestsPerSecond
      // What bounds the ratio: one worker already uses its main thread fully plus V8's helper
      // thread (GC marking, compiling) on the other core; two workers share the same cores.
      const oneWorkerCores = one.mainCores + one.otherCores
      const cores = availableParallelism()
      // Only where /proc tells each thread's CPU time (Linux).
      const cpuFigures: Figure[] =
        oneWorkerCores > 0
          ? [
              {
                goal: '2',
                name: '1 worker: CPU of its main thread (JavaScript)',
                value: one.mainCores * 100,
                unit: '% of a core',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: '1 worker: CPU of its other threads (V8: GC marking, compiling)',
                value: one.otherCores * 100,
                unit: '% of a core',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: `2 workers: cores used by both (of ${cores})`,
                value: two.mainCores + two.otherCores,
                unit: 'cores',
                target: '',
                ok: true,
              },
              {
                goal: '2',
                name: `ceiling for 2 workers: ${cores} cores ÷ 1 worker's cores`,
                value: cores / oneWorkerCores,
                unit: '×',
                target: '',
                ok: true,
              },
            ]
          : []
      return [
        {
          goal: '2',
          name: 'PostgreSQL, /login uncached, 1 worker',
          value: one.requestsPerSecond,
          unit: 'req/s',
          target: '',
          ok: true,
        },
        ...cpuFigures,
        {
          goal: '2',
          name: 'PostgreSQL, /login uncached, 2 workers',
          value: two.requestsPerSecond,
          unit: 'req/s',
          ratio,
          target: '≥ 170 % of 1 worker',
          ok: ratio >= 1.7,
        },
        {
          goal: '3',
          name: 'PostgreSQL: largest worker after the 2-worker run (RSS)',
          value: two.largestWorkerMb,
          unit: 'MB',
          target: '≤ 200 MB',
          ok: two.largestWorkerMb <= 200,
        },
      ]
    } finally {
      await database.drop()
    }
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printFigures(await measureProcesses())
}
