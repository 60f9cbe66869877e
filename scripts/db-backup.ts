// npm run db:backup [-- --out <file>]
// Backs up the database the server uses: DATABASE_URL (pg_dump; the server may keep running), or
// the embedded PGlite database in DATA_DIR (stop the server first: only one process may open it).
// See docs/backups.md.
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { backupPglite, backupPostgres, backupTimestamp, redactUrl } from './backup/backup.ts'

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const env = getEnv()
  if (env.DATABASE_URL) {
    const out = values.out ?? `backups/maindoctor-postgres-${backupTimestamp()}.dump`
    console.log(`Backing up PostgreSQL at ${redactUrl(env.DATABASE_URL)} …`)
    await backupPostgres(env.DATABASE_URL, out)
    console.log(`Done: ${out}`)
  } else {
    const out = values.out ?? `backups/maindoctor-pglite-${backupTimestamp()}.tar.gz`
    console.log(`Backing up the embedded database in ${env.DATA_DIR} …`)
    const { bytes } = await backupPglite(env.DATA_DIR, out)
    console.log(`Done: ${out} (${Math.ceil(bytes / 1024)} KiB)`)
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
