import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { waitUntilUp } from './wait-until-up.ts'

export type RunningServer = { base: string; pid: number; stop: () => Promise<void> }

/**
 * Starts the production build (`npm run build` first) on `port`, on the embedded database in
 * `dataDir` (a fresh one when omitted) or on the PostgreSQL database at `databaseUrl`.
 */
export async function startProductionServer(options: {
  port: number
  dataDir?: string
  databaseUrl?: string
  env?: Record<string, string>
}): Promise<RunningServer> {
  const base = `http://127.0.0.1:${options.port}`
  // The benchmark's own BENCH_DATABASE_URL names the server to make throwaway databases on: the
  // app gets only the database given here, or its embedded one.
  const { BENCH_DATABASE_URL: _admin, BENCH_DATA_DIR: _dir, ...inherited } = process.env
  const server = spawn(process.execPath, [...productionNodeFlags(), 'scripts/e2e-server.js'], {
    env: {
      ...inherited,
      ...productionEnvironment(),
      PORT: String(options.port),
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'loopback',
      // The mail worker polls as deployed (env.server.ts's default), not at the browser tests'
      // fifth of a second: on the embedded database each poll holds its one connection.
      MAIL_POLL_INTERVAL_MS: '2000',
      ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { BENCH_DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  try {
    await waitUntilUp(base)
  } catch (error) {
    server.kill('SIGTERM')
    await exited
    throw error
  }
  return {
    base,
    pid: server.pid!,
    stop: async () => {
      server.kill('SIGTERM')
      await exited
    },
  }
}

const startScript = () =>
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start

/**
 * The Node.js flags `npm start` runs production with (package.json's start script), so the
 * benchmarks measure the server as deployed. BENCH_NODE_FLAGS overrides them for experiments.
 */
export function productionNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) {
    return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean)
  }
  return startScript()
    .split(' ')
    .filter((word) => word.startsWith('--'))
}

/** The environment `npm start` sets before `node` (MALLOC_ARENA_MAX=2), unless already set. */
export function productionEnvironment(): Record<string, string> {
  const settings: Record<string, string> = {}
  for (const word of startScript().split(' ')) {
    const setting = /^([A-Z_]+)=(\S*)$/.exec(word)
    if (!setting) break
    settings[setting[1]!] = process.env[setting[1]!] ?? setting[2]!
  }
  return settings
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
