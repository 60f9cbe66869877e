// npm run db:restore -- --from <file>
// Restores a backup made by `npm run db:backup` into DATABASE_URL, or into DATA_DIR for the
// embedded database. Stop the server first. The embedded database's current directory is moved
// aside, not deleted. See docs/backups.md.
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { redactUrl, restorePglite, restorePostgres } from './backup/backup.ts'

try {
  const { values } = parseArgs({ options: { from: { type: 'string' } } })
  if (!values.from) {
    console.error('Usage: npm run db:restore -- --from <backup file>')
    process.exit(2)
  }
  const env = getEnv()
  if (env.DATABASE_URL) {
    console.log(`Restoring ${values.from} into PostgreSQL at ${redactUrl(env.DATABASE_URL)} …`)
    await restorePostgres(env.DATABASE_URL, values.from)
    console.log('Done. Start the server: it applies any newer migrations.')
  } else {
    console.log(`Restoring ${values.from} into ${env.DATA_DIR} …`)
    const { movedAside, migrations } = await restorePglite(values.from, env.DATA_DIR)
    if (movedAside) console.log(`The previous data directory was kept at ${movedAside}.`)
    console.log(`Done: the database answers and holds ${migrations} applied migrations.`)
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
