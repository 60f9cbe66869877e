import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

/** The script the database's thread runs (plain JavaScript: Node starts it as it is). */
const THREAD_SCRIPT = path.resolve(process.cwd(), 'app/db/pglite-thread.js')

/**
 * PostgreSQL settings for the embedded database. Its memory is WebAssembly memory, which grows
 * but is never given back, so what PostgreSQL may use is what the process keeps. The defaults are
 * sized for a server with RAM of its own (see docs/decisions/0007-data-performance.md).
 */
const PGLITE_SETTINGS: Record<string, string> = {
  // 128 MB by default: the whole demo database fits in a few MB, and misses read from the
  // operating system's file cache, which does not count against the process.
  shared_buffers: '16MB',
  // One session in one process: no room for 100 connections' locks and process slots.
  max_connections: '4',
  wal_buffers: '1MB',
  work_mem: '2MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
}

/** PGlite's own start parameters with our settings: every opening of the embedded database. */
export function pgliteStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]
}

/** The data directory PGlite is given: made (from the template when `fromTemplate`), absolute. */
export function prepareDataDir(dataDir: string, fromTemplate: boolean): string {
  if (dataDir.startsWith('memory://')) return dataDir
  const absolute = path.resolve(dataDir)
  mkdirSync(path.dirname(absolute), { recursive: true })
  if (fromTemplate) unpackTemplateInto(absolute)
  return absolute
}

/** Written by the build (scripts/database-template.js): an empty database, every migration applied. */
const DATABASE_TEMPLATE = path.resolve('build/server/database-template.tar.gz')

/**
 * A new data directory starts from the build's template, when there is one: unpacking it takes a
 * fraction of the time creating a database takes. It is unpacked on disk by `tar`, rather than
 * by PGlite's loadDataDir, which passes the whole archive through its WebAssembly memory — memory
 * that never shrinks again — and rather than in this process, where the 44 MB archive stayed
 * resident: the request thread, with the database's work on a thread of its own, runs no
 * collection for a long while after starting. Without `tar`, PGlite creates the database itself
 * (slower). Migrations still run after opening, so a template older than the code is brought up
 * to date like any database.
 */
function unpackTemplateInto(dataDir: string): void {
  const isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0
  if (!isNew || !existsSync(DATABASE_TEMPLATE)) return
  // Into a sibling directory first, renamed into place whole: a crash midway leaves no half-made
  // database behind.
  const unpacking = `${dataDir}.unpacking`
  rmSync(unpacking, { recursive: true, force: true })
  mkdirSync(unpacking, { recursive: true, mode: 0o700 })
  try {
    execFileSync('tar', ['-xzf', DATABASE_TEMPLATE, '-C', unpacking, '--no-same-owner'], {
      stdio: 'ignore',
    })
  } catch {
    rmSync(unpacking, { recursive: true, force: true })
    return
  }
  rmSync(dataDir, { recursive: true, force: true })
  renameSync(unpacking, dataDir)
}

/** The embedded database's thread started by `openPgliteAhead`, until `openPgliteThread` takes it. */
let openedAhead: { dataDir: string; thread: PgliteThread } | undefined

/**
 * Starts opening the embedded database in `dataDir` now, for `openPgliteThread` to take later.
 * The production server calls it first thing: the thread then loads PGlite, compiles PostgreSQL's
 * WebAssembly and opens the data directory on the second core while this thread is still loading
 * the app's modules (each takes about half a second on this machine).
 */
export function openPgliteAhead(dataDir: string): PgliteThread {
  if (openedAhead?.dataDir === dataDir) return openedAhead.thread
  if (openedAhead) throw new Error('Another data directory is being opened ahead')
  const thread = new PgliteThread(prepareDataDir(dataDir, true), pgliteStartParams())
  // A failure to open is thrown where the thread is taken and waited for, not as an unhandled
  // rejection before that.
  thread.waitReady.catch(() => {})
  openedAhead = { dataDir, thread }
  return thread
}

/**
 * The embedded database in `dataDir` in a thread of its own: the one opened ahead for that
 * directory, or a new one (its directory made first, from the build's template when new).
 */
export function openPgliteThread(
  dataDir: string,
  options: { loadDataDir?: Uint8Array } = {},
): PgliteThread {
  if (options.loadDataDir)
    return new PgliteThread(prepareDataDir(dataDir, false), pgliteStartParams(), options)
  if (openedAhead?.dataDir === dataDir) {
    const { thread } = openedAhead
    openedAhead = undefined
    return thread
  }
  return new PgliteThread(prepareDataDir(dataDir, true), pgliteStartParams())
}

type Results = { rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }> }
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: object }
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void }

/** The part of PGlite's interface Drizzle's driver uses, in a transaction or outside one. */
export type PgliteQueries = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>
}

/**
 * PGlite running in a worker thread, answering the part of PGlite's interface that Drizzle's
 * driver and our client use: queries, transactions, LISTEN, close.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, synchronously: on
 * the request thread, every query stopped every request for its whole length (measured: 43 % of
 * the server's CPU in a booking run). In a thread of its own it runs on the second core while
 * the request thread parses, checks and renders. PGlite still runs one statement at a time, and
 * an open transaction still holds it until it ends, exactly as before.
 *
 * Parsers: a query may ask for some types to stay PostgreSQL's text (Drizzle asks this for dates
 * and intervals, which it parses itself); functions cannot cross to a thread, so what is sent is
 * the list of those types, and every parser given is taken to mean "leave as text".
 */
export class PgliteThread implements PgliteQueries {
  readonly waitReady: Promise<void>
  private readonly worker: Worker
  private readonly pending = new Map<number, Pending>()
  private readonly handlers = new Map<string, Set<(payload: string) => void>>()
  private nextId = 1
  private nextTransaction = 1
  private stopped: Error | undefined

  constructor(dataDir: string, startParams: string[], start: { loadDataDir?: Uint8Array } = {}) {
    this.worker = new Worker(THREAD_SCRIPT, {
      workerData: { dataDir, startParams, loadDataDir: start.loadDataDir },
      // Its JavaScript is PGlite's own and the rows on their way (a file of MAX_FILE_BYTES, as
      // hex, is twice its size); PostgreSQL's memory is the WebAssembly memory, outside this limit.
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 3 },
    })
    this.worker.unref()
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (message: { ready?: boolean; error?: object }) => {
        if (message.ready === undefined) return
        this.worker.off('message', onReady)
        if (message.ready) resolve()
        else reject(rebuildError(message.error ?? {}))
      }
      this.worker.on('message', onReady)
    })
    this.worker.on('message', (message: Reply | { notify: string; payload: string }) => {
      if ('notify' in message) {
        for (const handler of this.handlers.get(message.notify) ?? []) handler(message.payload)
        return
      }
      if (!('id' in message)) return
      const pending = this.pending.get(message.id)
      if (!pending) return
      this.pending.delete(message.id)
      if (this.pending.size === 0) this.worker.unref()
      if (message.ok) pending.resolve(message.value)
      else pending.reject(rebuildError(message.error))
    })
    this.worker.on('error', (error) => this.stop(error))
    this.worker.on('exit', (code) => this.stop(new Error(`The database thread stopped (${code})`)))
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.queryIn(undefined, sql, params, options)
  }

  /** Several statements in one string, without parameters (schema changes, tests). */
  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql }) as Promise<Results[]>
  }

  /**
   * Runs `work` in a transaction: committed when it returns, rolled back when it throws. The
   * database waits for it (as PGlite's own transactions do), so it should not wait on anything
   * else.
   */
  async transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++
    await this.call({ op: 'begin', tx })
    let result: T
    try {
      result = await work({
        query: (sql, params, options) => this.queryIn(tx, sql, params, options),
      })
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => {})
      throw error
    }
    await this.call({ op: 'end', tx, commit: true })
    return result
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel)
    if (!set) this.handlers.set(channel, (set = new Set()))
    set.add(handler)
    await this.call({ op: 'listen', channel })
    return async () => {
      set.delete(handler)
      if (set.size > 0 || this.handlers.get(channel) !== set) return
      this.handlers.delete(channel)
      await this.call({ op: 'unlisten', channel })
    }
  }

  async close(): Promise<void> {
    if (this.stopped) return
    await this.call({ op: 'close' })
    this.stop(new Error('The database is closed'))
    await this.worker.terminate()
  }

  private queryIn(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results> {
    return this.call({ op: 'query', tx, sql, params, ...queryOptions(options) }) as Promise<Results>
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped)
    const id = this.nextId++
    // A question in flight keeps the process alive until its answer, as a socket would.
    if (this.pending.size === 0) this.worker.ref()
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ ...message, id })
    })
  }

  private stop(reason: Error) {
    this.stopped ??= reason
    for (const pending of this.pending.values()) pending.reject(reason)
    this.pending.clear()
  }
}

function queryOptions(options: QueryOptions) {
  return {
    rowMode: options.rowMode,
    textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  }
}

/** An Error with PostgreSQL's fields (code, constraint, detail, …) as PGlite threw it. */
function rebuildError(fields: object): Error {
  const { message, ...rest } = fields as { message?: string }
  return Object.assign(new Error(message ?? 'Database error'), rest)
}
