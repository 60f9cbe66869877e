// Symptom guide benchmark (issue 46, goal 8): a 300-character description is answered in at most
// 50 ms of server time at the 95th percentile.
//   1. the reading itself (adviseCare: triage, questions, clinics), in process, on descriptions of
//      about 300 characters made from the test set's sentences in all three ways of writing;
//   2. the whole page, GET /find-care?q=<300 characters>, one request at a time over loopback on
//      the production build (embedded database), asking for the compression a phone's browser
//      asks for: the time to the last byte, which includes the doctors' free times, the nearest
//      places and the client's own decompression — an upper bound of the server's time.
// Usage: npm run build && npx tsx scripts/bench/triage.ts
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { adviseCare } from '#app/domain/find-care/advise.ts'
import { CASES as ENGLISH } from '#app/domain/find-care/triage/cases/en.ts'
import { CASES as DEVANAGARI } from '#app/domain/find-care/triage/cases/hi.ts'
import { CASES as ROMANISED } from '#app/domain/find-care/triage/cases/hinglish.ts'
import type { Figure } from './figures.ts'
import { printFigures } from './figures.ts'
import { percentile, startProductionServer } from './production-server.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3302)
const LENGTH = 300
const TARGET_MS = 50
/**
 * What a phone's browser asks for over HTTPS (the site is served only over HTTPS): Brotli first.
 * Node's fetch would ask for gzip alone, which costs the server about 8 ms more per page here.
 */
const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** Descriptions of about 300 characters: consecutive sentences of one way of writing joined. */
function descriptions(): string[] {
  const texts: string[] = []
  for (const cases of [ENGLISH, DEVANAGARI, ROMANISED]) {
    for (let start = 0; start < cases.length; start += 1) {
      let text = ''
      for (let i = start; text.length < LENGTH; i = (i + 1) % cases.length)
        text += (text ? '. ' : '') + cases[i]!.text
      texts.push(Array.from(text).slice(0, LENGTH).join(''))
    }
  }
  return texts
}

export async function measureTriage(options: { print?: boolean } = {}): Promise<Figure[]> {
  const texts = descriptions()
  // Warm up: the word list is built once per process (about 0.1 s), not per request.
  for (const text of texts.slice(0, 20)) adviseCare(text, [])
  const inProcess: number[] = []
  for (let round = 0; round < 3; round += 1) {
    for (const text of texts) {
      const start = performance.now()
      adviseCare(text, [])
      inProcess.push(performance.now() - start)
    }
  }
  inProcess.sort((a, b) => a - b)

  const server = await startProductionServer({ port: PORT })
  const overHttp: number[] = []
  try {
    // Warmed up on other words: a page asked for twice would come from the page cache.
    for (const text of texts.slice(0, 20)) await fetchPage(server.base, `${text} .`)
    for (const text of texts) overHttp.push(await fetchPage(server.base, text))
  } finally {
    await server.stop()
  }
  overHttp.sort((a, b) => a - b)

  const p95InProcess = percentile(inProcess, 95)
  const p95Http = percentile(overHttp, 95)
  const figures: Figure[] = [
    {
      goal: '46.8',
      name: `guide's reading of a ${LENGTH}-character description, p95 (${inProcess.length} readings)`,
      value: Number(p95InProcess.toFixed(2)),
      unit: 'ms',
      target: `≤ ${TARGET_MS} ms`,
      ok: p95InProcess <= TARGET_MS,
    },
    {
      goal: '46.8',
      name: `GET /find-care?q=<${LENGTH} characters>, p95 one at a time (${overHttp.length})`,
      value: Number(p95Http.toFixed(1)),
      unit: 'ms',
      target: `≤ ${TARGET_MS} ms`,
      ok: p95Http <= TARGET_MS,
    },
  ]
  if (options.print) printFigures(figures)
  return figures
}

async function fetchPage(base: string, text: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${base}/find-care?q=${encodeURIComponent(text)}`, {
    headers: { 'accept-encoding': PHONE_ACCEPT_ENCODING },
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`GET /find-care answered ${response.status}`)
  return performance.now() - start
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await measureTriage({ print: true })
}
