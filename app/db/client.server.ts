import { mkdirSync, readFileSync } from 'node:fs'
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

export type Database = PgDatabase<PgQueryResultHKT>

type OpenDatabase = {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** A directory for a persistent database, or `memory://` for a throwaway one. */
  | { kind: 'pglite'; dataDir: string }

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle')

// One connection per process: kept on globalThis so Vite's module reloads in development reuse it
// (PGlite may be opened by only one instance per data directory).
const holder = globalThis as typeof globalThis & { __maindoctorDatabase?: OpenDatabase }

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (holder.__maindoctorDatabase) return holder.__maindoctorDatabase
  const opened =
    config.kind === 'postgres' ? openPostgres(config.url) : await openPglite(config.dataDir)
  holder.__maindoctorDatabase = opened
  return opened
}

export function getDb(): Database {
  const opened = holder.__maindoctorDatabase
  if (!opened) throw new Error('The database has not been opened yet')
  return opened.db
}

export async function closeDatabase(): Promise<void> {
  const opened = holder.__maindoctorDatabase
  holder.__maindoctorDatabase = undefined
  await opened?.close()
}

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
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...options,
  }
  if (dataDir.startsWith('memory://')) return new PGlite(dataDir, settings)
  const absolute = path.resolve(dataDir)
  mkdirSync(path.dirname(absolute), { recursive: true })
  return new PGlite(absolute, settings)
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  const client = await createPglite(dataDir)
  await client.waitReady
  const db = drizzlePglite({ client })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  }
}

function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
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
