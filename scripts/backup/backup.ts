// Backups of both databases: PGlite's data-directory dump, and pg_dump/pg_restore for PostgreSQL.
// See docs/backups.md.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createPglite } from '#app/db/client.server.ts'

/** `2026-11-22T17-40-05Z`: UTC, sorts by time and is safe in a file name. */
export function backupTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
}

// ---------------------------------------------------------------------------------------------
// Files

/** What a backup file is, from its first bytes. */
export function backupFormat(head: Uint8Array): 'gzip' | 'tar' | 'pg_dump' | 'unknown' {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip'
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'pg_dump'
  if (Buffer.from(head.subarray(257, 262)).toString('latin1') === 'ustar') return 'tar'
  return 'unknown'
}

/** Whether a tar archive holds `name` at its top level (PGlite writes `/PG_VERSION`). */
function tarHasTopLevelFile(tar: Uint8Array, name: string): boolean {
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').replace(/\0.*$/s, '')
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const entry = text(header.subarray(0, 100)).replace(/^\.?\//, '')
    if (entry === name) return true
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8)
    if (!Number.isFinite(size) || size < 0) break
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return false
}

/**
 * The uncompressed tar inside a PGlite backup, checked to hold a data directory. Checked here,
 * before anything on disk changes (PGlite's own decompression fails with an unhandled rejection).
 */
export function readPgliteDump(data: Uint8Array, file: string): Uint8Array {
  const format = backupFormat(data.subarray(0, 512))
  if (format === 'pg_dump') {
    throw new Error(`${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set.`)
  }
  if (format === 'unknown') {
    throw new Error(
      `${file} is not a PGlite backup (expected the .tar.gz that npm run db:backup writes).`,
    )
  }
  let tar: Uint8Array
  try {
    tar = format === 'gzip' ? gunzipSync(data) : data
  } catch {
    throw new Error(`${file} is damaged: it cannot be decompressed.`)
  }
  if (backupFormat(tar.subarray(0, 512)) !== 'tar' || !tarHasTopLevelFile(tar, 'PG_VERSION')) {
    throw new Error(`${file} is not a PGlite backup: it holds no database directory.`)
  }
  return tar
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const head = new Uint8Array(512)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

function assertReadable(file: string) {
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`)
}

/** fsync one file or directory (directories cannot be synced on every platform: best effort). */
async function syncPath(target: string, directory = false): Promise<void> {
  try {
    const handle = await open(target, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch (error) {
    if (!directory) throw error
  }
}

/** fsync every file and directory under `dir`, so a power cut after "Done" loses nothing. */
async function syncTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await syncTree(full)
    else if (entry.isFile()) await syncPath(full)
  }
  await syncPath(dir, true)
}

/**
 * Produces `outFile` through `write(partial)`: written under `<outFile>.partial` (created 0600:
 * backups hold patients' data), flushed to disk, then renamed. A failed or interrupted backup
 * never leaves a truncated file under the final name.
 */
async function writeAtomically(
  outFile: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  const dir = path.dirname(path.resolve(outFile))
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const partial = `${outFile}.partial`
  await rm(partial, { force: true }) // left by an interrupted run, perhaps with another mode
  await (await open(partial, 'w', 0o600)).close()
  try {
    await write(partial)
    await syncPath(partial)
    await rename(partial, outFile)
    await syncPath(dir, true)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite

/**
 * The processes that have files under `dir` open, found through /proc (Linux; processes of other
 * users are visible only to root). `null` where /proc is not available.
 */
export function processesUsing(dir: string): number[] | null {
  if (!existsSync('/proc/self/fd')) return null
  const root = (existsSync(dir) ? realpathSync(dir) : path.resolve(dir)) + path.sep
  const found: number[] = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(root)) {
          found.push(Number(pid))
          break
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return found
}

/**
 * PGlite does not lock its data directory: a second process opens it without complaint, and two
 * processes writing one directory can corrupt it. So we look for anyone holding its files open.
 */
export function assertPgliteNotInUse(dataDir: string): void {
  const pids = processesUsing(dataDir)
  if (pids === null) {
    // Without /proc, PGlite's postmaster.pid (present while open, removed on a clean close) is
    // the best sign we have; after a crash it stays behind.
    const pidFile = path.join(dataDir, 'postmaster.pid')
    if (existsSync(pidFile)) {
      throw new Error(
        `The embedded database in ${dataDir} seems to be open (${pidFile} exists): stop the server first. ` +
          `If it is stopped (the file is left over from a crash), delete ${pidFile} and try again.`,
      )
    }
    return
  }
  if (pids.length > 0) {
    throw new Error(
      `The embedded database in ${dataDir} is open in process ${pids.join(', ')}: stop the server first ` +
        '(only one process may use the embedded database at a time).',
    )
  }
}

/**
 * Writes the whole PGlite data directory as one gzip'd tar file (PGlite's `dumpDataDir`). The
 * server must be stopped: this refuses while any process has the directory open.
 */
export async function backupPglite(dataDir: string, outFile: string): Promise<{ bytes: number }> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${dataDir}`)
  assertPgliteNotInUse(dataDir)
  const db = await createPglite(dataDir)
  let dump: Uint8Array
  let opened = false
  try {
    await db.waitReady
    opened = true
    // Write every change into the data files, so the dump opens without replaying the log.
    await db.exec('CHECKPOINT')
    dump = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer())
  } finally {
    // After a failed start, close() repeats the start's error: keep the first one.
    await db.close().catch((error: unknown) => {
      if (opened) throw error
    })
  }
  await writeAtomically(outFile, (partial) => writeFile(partial, dump))
  return { bytes: dump.length }
}

/**
 * Restores a PGlite dump into `dataDir` (the server must be stopped). An existing directory is
 * moved aside to `<dataDir>.before-restore-<time>`, never deleted, so a mistaken restore loses
 * nothing. The restored database is opened once, with the extensions the app loads, and must
 * answer; if anything fails, the previous directory is put back.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
): Promise<{ movedAside: string | null; migrations: number }> {
  assertReadable(file)
  const tar = readPgliteDump(await readFile(file), file)
  assertPgliteNotInUse(dataDir)

  let movedAside: string | null = null
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    const base = `${path.resolve(dataDir)}.before-restore-${backupTimestamp()}`
    movedAside = base
    for (let n = 2; existsSync(movedAside); n++) movedAside = `${base}-${n}`
    await rename(dataDir, movedAside)
  }
  try {
    const dump = new Blob([new Uint8Array(tar)], { type: 'application/x-tar' })
    const db = await createPglite(dataDir, { loadDataDir: dump })
    let migrations = 0
    let opened = false
    try {
      await db.waitReady
      opened = true
      const [found] = (
        await db.query<{ present: boolean }>(
          `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
        )
      ).rows
      if (found?.present) {
        const [row] = (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
          )
        ).rows
        migrations = row?.n ?? 0
      }
    } finally {
      // After a failed start, close() repeats the start's error: keep the first one.
      await db.close().catch((error: unknown) => {
        if (opened) throw error
      })
    }
    await syncTree(dataDir)
    await syncPath(path.dirname(path.resolve(dataDir)), true) // the new and moved-aside names
    return { movedAside, migrations }
  } catch (error) {
    // The half-restored directory holds nothing that is not in the backup file.
    await rm(dataDir, { recursive: true, force: true })
    if (movedAside) await rename(movedAside, dataDir)
    const reason = error instanceof Error ? error.message : String(error)
    const kept = movedAside ? 'the previous database is back in place' : 'nothing was changed'
    throw new Error(`${file} could not be restored (${reason}); ${kept}.`, { cause: error })
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** The newest PostgreSQL client tool under /usr/lib/postgresql/<version>/bin, else on PATH. */
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
    `${name} was not found on PATH or under /usr/lib/postgresql/*/bin. ` +
      "Install PostgreSQL's client tools (Debian/Ubuntu: apt-get install postgresql-client), " +
      "at least as new as the server's version.",
  )
}

/**
 * The connection string without its password, and the password for PGPASSWORD: nothing secret
 * appears in the process list or in messages.
 */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  let password = decodeURIComponent(parsed.password)
  parsed.password = ''
  const inQuery = parsed.searchParams.get('password')
  if (inQuery !== null) {
    password ||= inQuery
    parsed.searchParams.delete('password')
  }
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  }
}

/** A connection string fit to print: the password replaced by `***`. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***')
    return parsed.toString()
  } catch {
    return '(DATABASE_URL, which is not a valid URL)'
  }
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

/** pg_dump in its custom format (compressed, restorable table by table); the server may run. */
export async function backupPostgres(url: string, outFile: string): Promise<void> {
  const { url: safeUrl, env } = connection(url)
  const pgDump = findPostgresTool('pg_dump')
  await writeAtomically(outFile, (partial) =>
    run(pgDump, ['--format=custom', `--file=${partial}`, `--dbname=${safeUrl}`], env),
  )
}

/**
 * pg_restore into the database at `url`, replacing what the dump holds (`--clean --if-exists`),
 * in one transaction: it either restores everything or changes nothing.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  assertReadable(file)
  const format = backupFormat(await readHead(file))
  if (format === 'gzip') {
    throw new Error(
      `${file} is a backup of the embedded database (PGlite): restore it without DATABASE_URL.`,
    )
  }
  // pg_restore also reads pg_dump's tar format; it says so itself if a tar is something else.
  if (format === 'unknown') {
    throw new Error(
      `${file} is not a pg_dump backup (expected the .dump that npm run db:backup writes).`,
    )
  }
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
