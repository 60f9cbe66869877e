// `npm run bench`: every performance goal in one run, as one table. Throughput is given as a
// ratio to a baseline measured in the same run, so the figures compare across machines.
// Needs the production build (`npm run build`); PostgreSQL figures use BENCH_DATABASE_URL or a
// throwaway server from Debian's binaries when there are any. BENCH_SECONDS shortens each
// load test (default 10 s). BENCH_ONLY=pages,startup runs a subset. The soak (scripts/bench/
// soak.ts, half an hour) runs only when BENCH_ONLY names it.
import { existsSync } from 'node:fs'
import { type Figure, printFigures } from './figures.ts'
import { measureBooking } from './booking.ts'
import { measureLighthouse } from './lighthouse.ts'
import { measureMemory } from './memory.ts'
import { measurePages } from './pages.ts'
import { measureProcesses } from './processes.ts'
import { measureScale } from './scale.ts'
import { measureSoak } from './soak.ts'
import { withPostgres } from './servers.ts'
import { measureStartup } from './startup.ts'
import { measureTriage } from './triage.ts'

const SUITES: Record<string, () => Promise<Figure[]>> = {
  pages: measurePages,
  processes: measureProcesses,
  memory: () => measureMemory(),
  scale: () => measureScale(),
  booking: () => measureBooking(),
  startup: measureStartup,
  lighthouse: measureLighthouse,
  triage: () => measureTriage(),
}
/** Suites that run only when BENCH_ONLY names them. */
const ON_REQUEST: Record<string, () => Promise<Figure[]>> = {
  soak: () => measureSoak({ print: true }),
}

if (!existsSync('build/server/index.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
const figures: Figure[] = []
// One PostgreSQL for every suite that measures on it too.
await withPostgres(async (postgresUrl) => {
  if (postgresUrl) process.env.BENCH_DATABASE_URL = postgresUrl
  await runSuites()
})

async function runSuites() {
  const suites = Object.entries({ ...SUITES, ...ON_REQUEST }).filter(([name]) =>
    only ? only.includes(name) : name in SUITES,
  )
  for (const [name, measure] of suites) {
    console.error(`… ${name}`)
    try {
      figures.push(...(await measure()))
    } catch (error) {
      figures.push({
        goal: '?',
        name: `${name} failed: ${error instanceof Error ? error.message : String(error)}`,
        value: 0,
        unit: '',
        target: '',
        ok: false,
      })
    }
  }
}
figures.sort((a, b) => a.goal.localeCompare(b.goal))
printFigures(figures)
const missed = figures.filter((figure) => !figure.ok).length
console.log(missed === 0 ? '\nEvery goal met.' : `\n${missed} figure(s) missed their goal.`)
