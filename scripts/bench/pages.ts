// Goal 1 of `npm run bench`: pages per second against the same run's baseline (bare Express 5
// + renderToString of a ~64 KB tree), 20 connections, anonymous visitors — with the page cache
// as deployed, and without it (PAGE_CACHE=0) to show what rendering itself costs.
// Usage: npm run build && npx tsx scripts/bench/pages.ts
import { fileURLToPath } from 'node:url'
import { type Figure, printFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'
import { startBaseline, throughput } from './servers.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PAGES = [
  { path: '/home', target: 0.3 },
  { path: '/doctors', target: 0.2 },
  { path: '/login', target: 0.4 },
]

export async function measurePages(): Promise<Figure[]> {
  const baseline = await startBaseline(3390)
  let baselineRate: number
  try {
    await throughput(`${baseline.base}/`, { seconds: 2 })
    baselineRate = (await throughput(`${baseline.base}/`, { seconds: SECONDS })).requestsPerSecond
  } finally {
    await baseline.stop()
  }
  const figures: Figure[] = [
    {
      goal: '1',
      name: 'baseline: bare Express + renderToString (64 KB)',
      value: baselineRate,
      unit: 'req/s',
      target: '',
      ok: true,
    },
  ]
  for (const cache of [true, false]) {
    const app = await startProductionServer({
      port: 3391,
      env: cache ? {} : { PAGE_CACHE: '0' },
    })
    try {
      for (const { path, target } of PAGES) {
        await throughput(`${app.base}${path}`, { seconds: 2 })
        const { requestsPerSecond, p50 } = await throughput(`${app.base}${path}`, {
          seconds: SECONDS,
        })
        const ratio = requestsPerSecond / baselineRate
        figures.push({
          goal: '1',
          name: `${path} ${cache ? '' : '(no page cache) '}req/s, p50 ${p50} ms`,
          value: requestsPerSecond,
          unit: 'req/s',
          ratio,
          target: cache ? `≥ ${target * 100} % of baseline` : '(for comparison)',
          ok: cache ? ratio >= target : true,
        })
      }
    } finally {
      await app.stop()
    }
  }
  return figures
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printFigures(await measurePages())
}
