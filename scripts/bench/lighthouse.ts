// Phone benchmark (goal 6): Lighthouse's default mobile run — a mid-range phone on simulated slow
// 4G, 4× CPU slowdown — on the public pages, against the production build on a fresh embedded
// database. Per page: performance and best-practices scores, Largest Contentful Paint, and the
// JavaScript transferred (as the browser downloads it: compressed, with headers).
// Usage: npx react-router build && npx tsx scripts/bench/lighthouse.ts
//        LIGHTHOUSE_RUNS=1 for a quick look (the median of 3 runs by default);
//        LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report (JSON) there.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { BASE_CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium.ts'
import { type Figure, printFigures } from './figures.ts'
import { startProductionServer } from './production-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
export const LIGHTHOUSE_PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/home,/doctors,/appointments/new,/contact-us,/find-care'
).split(',')
const HOME_JS_KIB = 120
const LCP_SECONDS = 1.8

type PageResult = {
  performance: number
  bestPractices: number
  lcpSeconds: number
  scriptKiB: number
  /** Audits that lost points, for the person reading the output. */
  flagged: string[]
}

export async function measureLighthouse(): Promise<Figure[]> {
  const server = await startProductionServer({ port: PORT })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: BASE_CHROMIUM_ARGS,
  })
  try {
    const figures: Figure[] = []
    for (const page of LIGHTHOUSE_PAGES) {
      // A phone meets a server that has served the page before: the first render of a route
      // after start-up (modules compiled, the page not yet in the anonymous cache) is not what a
      // visitor waits for, and would otherwise land in the first of the runs.
      await fetch(`${BASE}${page}`).then((response) => response.arrayBuffer())
      const runs: PageResult[] = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await auditWithRetry(`${BASE}${page}`, chrome.port))
      const result = median(runs)
      if (result.flagged.length) console.log(`${page}: ${result.flagged.join('; ')}`)
      figures.push(
        {
          goal: '6',
          name: `${page} Lighthouse performance (mobile, slow 4G)`,
          value: Math.round(result.performance * 100),
          unit: '',
          target: '≥ 98 (of 100)',
          ok: result.performance >= 0.98,
        },
        {
          goal: '6',
          name: `${page} Lighthouse best practices`,
          value: Math.round(result.bestPractices * 100),
          unit: '',
          target: '100',
          ok: result.bestPractices >= 1,
        },
        {
          goal: '6',
          name: `${page} Largest Contentful Paint`,
          value: result.lcpSeconds,
          unit: 's',
          target: `≤ ${LCP_SECONDS} s`,
          ok: result.lcpSeconds <= LCP_SECONDS,
        },
        {
          goal: '6',
          name: `${page} JavaScript transferred`,
          value: result.scriptKiB,
          unit: 'KiB',
          target: page === '/home' ? `≤ ${HOME_JS_KIB} KiB` : 'js-budgets.json',
          ok: page === '/home' ? result.scriptKiB <= HOME_JS_KIB : true,
        },
      )
    }
    return figures
  } finally {
    chrome.kill()
    await server.stop()
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again. */
async function auditWithRetry(url: string, port: number): Promise<PageResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`${url}: ${(error as Error).message} — trying again`)
    }
  }
}

async function audit(url: string, port: number): Promise<PageResult> {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'best-practices'],
  })
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = runnerResult
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index'
    writeFileSync(path.join(reportDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr))
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const scripts = (
    lhr.audits['resource-summary']?.details as
      { items: Array<{ resourceType: string; transferSize: number }> } | undefined
  )?.items.find((item) => item.resourceType === 'script')
  return {
    performance: lhr.categories.performance?.score ?? 0,
    bestPractices: lhr.categories['best-practices']?.score ?? 0,
    lcpSeconds: (lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity) / 1000,
    scriptKiB: Math.round(((scripts?.transferSize ?? 0) / 1024) * 10) / 10,
    flagged: flaggedAudits(lhr),
  }
}

/** Audits of the two categories that did not pass, with Lighthouse's own short figure. */
function flaggedAudits(lhr: Result): string[] {
  const ids = new Set(
    ['performance', 'best-practices'].flatMap(
      (category) => lhr.categories[category]?.auditRefs.filter((ref) => ref.weight > 0) ?? [],
    ),
  )
  return [...ids]
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`)
}

/** The run with the median performance score (its other figures come with it). */
function median(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]!
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  console.log(`MainDoctor phone benchmark — Lighthouse mobile, median of ${RUNS} run(s)\n`)
  printFigures(await measureLighthouse())
}
