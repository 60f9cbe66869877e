import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type SQL, sql } from 'drizzle-orm'
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { openPgliteThread, pgliteStartParams, prepareDataDir } from './pglite-thread.server.ts'

export type Database = PgDatabase<PgQueryResultHKT>

type OpenDatabase = {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any process using the
   * same database. After a lost connection is restored it is called with `RESYNC` (notifications
   * may have been missed meanwhile). Returns a function that stops listening.
   */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>
  /**
   * Whether announcements can reach this process right now: false while PostgreSQL's listening
   * connection is lost (until it is back and listeners got `RESYNC`). Always true for PGlite.
   */
  hearing: () => boolean
}

/** Passed to listeners when notifications may have been missed (after a reconnection). */
export const RESYNC = '*resync*'

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** A directory for a persistent database, or `memory://` for a throwaway one. */
  | {
      kind: 'pglite'
      dataDir: string
      /** A dump of a data directory (`dumpDataDir`) to start from: the tests' migrated database. */
      loadDataDir?: Uint8Array
    }

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle')

// One connection per process: kept on globalThis so Vite's module reloads in development reuse it
// (PGlite may be opened by only one instance per data directory).
const holder = globalThis as typeof globalThis & { __maindoctorDatabase?: OpenDatabase }

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (holder.__maindoctorDatabase) return holder.__maindoctorDatabase
  const opened = config.kind === 'postgres' ? openPostgres(config.url) : await openPglite(config)
  holder.__maindoctorDatabase = opened
  return opened
}

export function getDb(): Database {
  const opened = holder.__maindoctorDatabase
  if (!opened) throw new Error('The database has not been opened yet')
  return opened.db
}

/** The open database with its driver-level abilities (listening for notifications). */
export function getOpenDatabase(): OpenDatabase {
  const opened = holder.__maindoctorDatabase
  if (!opened) throw new Error('The database has not been opened yet')
  return opened
}

export async function closeDatabase(): Promise<void> {
  const opened = holder.__maindoctorDatabase
  holder.__maindoctorDatabase = undefined
  await opened?.close()
}

/**
 * A PGlite instance on `dataDir` (`memory://` for a throwaway one) with the extensions our
 * migrations use, which PGlite needs loaded on every open. `loadDataDir` starts it from a dump.
 */
export async function createPglite(
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PGlite> {
  const settings = {
    extensions: { btree_gist, pg_trgm },
    startParams: pgliteStartParams(),
    ...options,
  }
  return new PGlite(prepareDataDir(dataDir, !options.loadDataDir), settings)
}

async function openPglite(config: {
  dataDir: string
  loadDataDir?: Uint8Array
}): Promise<OpenDatabase> {
  const client = openPgliteThread(config.dataDir, { loadDataDir: config.loadDataDir })
  await client.waitReady
  // The thread answers the part of PGlite's interface Drizzle's driver uses.
  const db = drizzlePglite({ client: client as unknown as PGlite })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    // PGlite is one connection in this process: a NOTIFY reaches its listeners as the notifying
    // statement (or its transaction's COMMIT) completes.
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler)
      return () => unlisten()
    },
    hearing: () => true,
  }
}

/**
 * node-postgres's `Pool.query` closes the connection whenever a statement fails: it hands the
 * statement's error to `release`, and a client released with an error is thrown away. But a
 * refused statement is often an answer, not a broken connection: a time someone has just booked
 * (23P01), a form sent twice (23505). Each new connection costs PostgreSQL a new process, whose
 * caches start cold. This pool keeps the connection after an error the server reported about the
 * statement. A lost connection, or an error on the client's side, still closes it.
 *
 * Drizzle sends every statement with its parameters (the extended protocol, one statement each),
 * so a failed one leaves no transaction open: PostgreSQL rolls its own back.
 */
class ConnectionKeepingPool extends pg.Pool {
  // pg's overloads of query() (callbacks, streams, row arrays) cannot be restated in one
  // signature; the promise form with a config and values is the one kept here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values] = args as [pg.QueryConfig | string, unknown[] | undefined]
    if (args.length > 2 || typeof args.at(-1) === 'function' || isSubmittable(config))
      return super.query(...(args as Parameters<pg.Pool['query']>))
    return this.connect().then(async (client) => {
      // A connection lost mid-statement fails the statement; the pool drops it on release.
      const ignore = () => {}
      client.on('error', ignore)
      try {
        const result = await client.query(config, values)
        client.off('error', ignore)
        client.release()
        return result
      } catch (error) {
        client.off('error', ignore)
        client.release(statementRefused(error) ? undefined : toError(error))
        throw error
      }
    })
  }
}

/** An error PostgreSQL reported about one statement: its connection is still good. */
function statementRefused(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity === 'ERROR'
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

const isSubmittable = (config: unknown) =>
  typeof config === 'object' && config !== null && 'submit' in config

function openPostgres(url: string): OpenDatabase {
  const pool = new ConnectionKeepingPool({ connectionString: url, max: 10 })
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool })
  const listener = createPostgresListener(url)
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await listener.close()
      await pool.end()
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    hearing: () => listener.hearing(),
  }
}

const RECONNECT_DELAY_MS = 1_000

/**
 * One connection per process, outside the pool, that LISTENs on every channel someone subscribed
 * to. It reconnects after an error and then tells every listener to resynchronise.
 */
function createPostgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client | undefined> | undefined
  let closed = false

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`

  function connect(): Promise<pg.Client | undefined> {
    connecting ??= (async () => {
      while (!closed) {
        const candidate = new pg.Client({ connectionString: url })
        try {
          candidate.on('notification', (message) => {
            for (const handler of handlers.get(message.channel) ?? [])
              handler(message.payload ?? '')
          })
          candidate.on('error', () => reconnect(candidate))
          candidate.on('end', () => reconnect(candidate))
          await candidate.connect()
          for (const channel of handlers.keys()) await candidate.query(`LISTEN ${quote(channel)}`)
          client = candidate
          return candidate
        } catch {
          await candidate.end().catch(() => {})
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS))
        }
      }
      return undefined
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }

  function reconnect(lost: pg.Client) {
    if (closed || client !== lost) return
    client = undefined
    void lost.end().catch(() => {})
    void connect().then((restored) => {
      if (!restored) return
      for (const set of handlers.values()) for (const handler of set) handler(RESYNC)
    })
  }

  return {
    async listen(channel: string, handler: (payload: string) => void) {
      let set = handlers.get(channel)
      const first = !set
      if (!set) handlers.set(channel, (set = new Set()))
      set.add(handler)
      const connected = client ?? (await connect())
      if (first && connected) await connected.query(`LISTEN ${quote(channel)}`)
      return async () => {
        set.delete(handler)
        if (set.size > 0) return
        handlers.delete(channel)
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {})
      }
    },
    hearing: () => client !== undefined,
    async close() {
      closed = true
      const current = client
      client = undefined
      await current?.end().catch(() => {})
    },
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: T[] }
  return result.rows
}

let newestMigration: number | undefined

/** When the newest committed migration was made (drizzle records it as the row's created_at). */
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[]
    }
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when))
  }
  return newestMigration
}

/** Ready to serve: the database answers and every committed migration has been applied. */
export async function checkDatabaseReady(): Promise<
  { ready: true } | { ready: false; reason: string }
> {
  try {
    const [row] = await queryRows<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    )
    if (
      row?.newest === null ||
      row?.newest === undefined ||
      Number(row.newest) < newestMigrationMillis()
    ) {
      return { ready: false, reason: 'migrations pending' }
    }
    return { ready: true }
  } catch {
    return { ready: false, reason: 'database unavailable' }
  }
}
