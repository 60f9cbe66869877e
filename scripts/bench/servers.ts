// For the benchmarks: the bare baseline server, load, memory, and a throwaway PostgreSQL (the
// production build itself is started by production-server.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { waitUntilUp } from './wait-until-up.ts'

export type Running = { base: string; process: ChildProcess; stop: () => Promise<void> }

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
}

export async function startBaseline(port: number): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/bench/baseline-server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  // The baseline answers every path, /home included.
  await waitUntilUp(base)
  return { base, process: child, stop: stopper(child) }
}

/** Requests per second and latency of GET `url`, `connections` at a time, for `seconds`. */
export async function throughput(url: string, { connections = 20, seconds = 10 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  }
}

/** Where `wrk` is installed, if it is. */
export const WRK_PATH = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) =>
  existsSync(candidate),
)

/**
 * Requests per second of GET `url` measured by `wrk`, a load generator written in C, when it is
 * installed (Debian: `apt-get install wrk`); undefined otherwise. Where the server and the load
 * share the machine's cores, autocannon (JavaScript) takes about 0.4 ms of CPU per 85 KB answer
 * it reads (13 % of a core at 310 answers/s, measured on our 2-core machines), wrk about 0.1 ms.
 */
export function wrkThroughput(
  url: string,
  { connections = 20, seconds = 10 } = {},
): Promise<{ requestsPerSecond: number; cpuMs: number } | undefined> {
  const wrk = WRK_PATH
  if (!wrk) return Promise.resolve(undefined)
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    // wait4's rusage is not exposed to Node; the child's CPU comes from /proc before it is reaped.
    let cpuMs = 0
    const sample = setInterval(() => {
      cpuMs = Math.max(cpuMs, processCpuMs(child.pid!))
    }, 100)
    child.once('exit', (code) => {
      clearInterval(sample)
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)
      const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output)
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        output,
      )
      const errorCount = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
      if (code !== 0 || !rate) return reject(new Error(`wrk failed: ${output.trim()}`))
      if (failed || errorCount > 0) {
        return reject(
          new Error(`${url}: ${failed?.[1] ?? 0} non-2xx answers, ${errorCount} errors`),
        )
      }
      resolve({ requestsPerSecond: Number(rate[1]), cpuMs })
    })
  })
}

function processCpuMs(pid: number): number {
  try {
    return cpuMsOf(`/proc/${pid}/stat`)
  } catch {
    return 0
  }
}

/** User plus system CPU time (ms) of a process or thread, from its /proc stat file. */
function cpuMsOf(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8')
  // Fields after the command name (which may hold spaces): the 12th and 13th are user and system
  // time in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond()
}

/** The process and every process it started (a supervisor's workers), each with its memory. */
export function processMemory(pid: number): Array<{ pid: number; rssMb: number; hwmMb: number }> {
  return processTree(pid).map((id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8')
      const kb = (field: string) =>
        Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
      return { pid: id, rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 }
    } catch {
      return { pid: id, rssMb: 0, hwmMb: 0 }
    }
  })
}

/**
 * The CPU time (ms) each process of the tree has used so far, split into its main thread (the one
 * running JavaScript) and all its other threads (V8's helpers: concurrent marking, parallel
 * scavenging, compiling; libuv's pool), from /proc. Empty where /proc is missing.
 */
export function threadCpu(pid: number): Array<{ pid: number; mainMs: number; otherMs: number }> {
  return processTree(pid).map((id) => {
    let mainMs = 0
    let otherMs = 0
    try {
      for (const thread of readdirSync(`/proc/${id}/task`)) {
        const ms = cpuMsOf(`/proc/${id}/task/${thread}/stat`)
        if (Number(thread) === id) mainMs += ms
        else otherMs += ms
      }
    } catch {
      // gone
    }
    return { pid: id, mainMs, otherMs }
  })
}

let ticksPerSecond: number | undefined
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
    } catch {
      ticksPerSecond = 100
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100
  }
  return ticksPerSecond
}

/** Sends `signal` to the process and every process it started. */
export function signalProcessTree(pid: number, signal: NodeJS.Signals) {
  for (const member of processTree(pid)) {
    try {
      process.kill(member, signal)
    } catch {
      // gone
    }
  }
}

function processTree(pid: number): number[] {
  const children: number[] = []
  try {
    for (const task of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/))
      if (task) children.push(...processTree(Number(task)))
  } catch {
    // gone, or no children
  }
  return [pid, ...children]
}

/**
 * A PostgreSQL server for the benchmarks: BENCH_DATABASE_URL when set, otherwise a throwaway
 * server started from Debian's binaries (as .ci/run does), otherwise none.
 */
export async function withPostgres<T>(body: (url: string | undefined) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return body(process.env.BENCH_DATABASE_URL)
  const bin = postgresBin()
  if (!bin) return body(undefined)
  const dir = mkdtempSync(path.join(tmpdir(), 'maindoctor-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'ignore',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'ignore' })
  const port = 54400 + Math.floor(Math.random() * 500)
  try {
    if (asRoot) execFileSync('chown', ['postgres', dir])
    run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
    run('pg_ctl', [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      'start',
    ])
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return body(undefined)
  }
  try {
    return await body(`postgres://postgres@127.0.0.1:${port}/postgres`)
  } finally {
    try {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop'])
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

function postgresBin(): string | undefined {
  if (!existsSync('/usr/lib/postgresql')) return undefined
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = `/usr/lib/postgresql/${version}/bin`
    if (existsSync(`${bin}/initdb`)) return bin
  }
  return undefined
}
