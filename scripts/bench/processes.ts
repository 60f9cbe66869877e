// Goal 2 of `npm run bench`: with PostgreSQL, two worker processes against one, on a page that
// is rendered for every request (/login with the page cache off: no database query, all CPU).
// Needs PostgreSQL: BENCH_DATABASE_URL, or Debian's server binaries for a throwaway one.
// Usage: npm run build && npx tsx scripts/bench/processes.ts
import { fileURLToPath } from 'node:url'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { type Figure, printFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'
import { processMemory, throughput, withPostgres } from './servers.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)

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
          await throughput(`${app.base}/login`, { seconds: 2 })
          const { requestsPerSecond } = await throughput(`${app.base}/login`, {
            seconds: SECONDS,
          })
          const memory = processMemory(app.pid).map((process) => process.rssMb)
          // The supervising process when there are workers, then each worker.
          const perWorker = workers > 1 ? memory.slice(1) : memory
          return { requestsPerSecond, largestWorkerMb: Math.max(...perWorker) }
        } finally {
          await app.stop()
        }
      }
      const one = await rateWith(1)
      const two = await rateWith(2)
      const ratio = two.requestsPerSecond / one.requestsPerSecond
      return [
        {
          goal: '2',
          name: 'PostgreSQL, /login uncached, 1 worker',
          value: one.requestsPerSecond,
          unit: 'req/s',
          target: '',
          ok: true,
        },
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
