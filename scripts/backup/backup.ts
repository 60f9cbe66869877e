// Backups of both databases: PGlite's data-directory dump, and pg_dump/pg_restore for PostgreSQL.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createPglite } from '#app/db/client.server.ts'

/** `2026-11-22T17-40-05Z`: sorts by time and is safe in a file name. */
export function backupTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

/**
 * Writes the whole PGlite data directory as one gzip'd tar file. PGlite allows one process per
 * data directory, so the server must be stopped first (opening it here fails otherwise).
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${dataDir}`)
  const db = await createPglite(dataDir)
  try {
    await db.waitReady
    const dump = await db.dumpDataDir('gzip')
    const bytes = Buffer.from(await dump.arrayBuffer())
    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true })
    await writeFile(outFile, bytes)
    return { bytes: bytes.length }
  } finally {
    await db.close()
  }
}

/**
 * Restores a PGlite dump into `dataDir`. An existing directory is moved aside (never deleted),
 * so a mistaken restore loses nothing. The restored database is opened once and must answer.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
): Promise<{ movedAside: string | null; migrations: number }> {
  const dump = new Blob([await readFile(file)])
  let movedAside: string | null = null
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    movedAside = `${path.resolve(dataDir)}.before-restore-${backupTimestamp()}`
    await rename(dataDir, movedAside)
  }
  const db = await createPglite(dataDir, { loadDataDir: dump })
  try {
    await db.waitReady
    const result = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    )
    return { movedAside, migrations: result.rows[0]?.n ?? 0 }
  } finally {
    await db.close()
  }
}

/** The newest PostgreSQL client tool on PATH or under /usr/lib/postgresql/<version>/bin. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(path.join(root, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin', name)
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name)
  }
  throw new Error(
    `${name} was not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
  )
}

/**
 * The connection string without its password, and the password for PGPASSWORD: nothing secret
 * appears in the process list or in messages.
 */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  }
}

/** A connection string fit to print: the password replaced. */
export function redactUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(
            `${path.basename(command)} failed (exit ${code}): ${errors.trim().slice(0, 2000)}`,
          ),
        )
    })
  })
}

/** pg_dump in its custom format: compressed, and restorable table by table. */
export async function backupPostgres(url: string, outFile: string): Promise<void> {
  const { url: safeUrl, env } = connection(url)
  await mkdir(path.dirname(path.resolve(outFile)), { recursive: true })
  await run(
    findPostgresTool('pg_dump'),
    ['--format=custom', '--no-owner', `--file=${outFile}`, `--dbname=${safeUrl}`],
    env,
  )
}

/**
 * pg_restore into the database at `url`, replacing what the dump holds (`--clean --if-exists`),
 * in one transaction: it either restores everything or changes nothing.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { url: safeUrl, env } = connection(url)
  await run(
    findPostgresTool('pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${safeUrl}`,
      file,
    ],
    env,
  )
}
