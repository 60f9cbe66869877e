// npm run db:restore -- --from <file>
// Restores a backup made by `npm run db:backup` into DATABASE_URL, or into DATA_DIR for the
// embedded database (stop the server first; the current data directory is moved aside, not
// deleted).
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { redactUrl, restorePglite, restorePostgres } from './backup/backup.ts'

const { values } = parseArgs({ options: { from: { type: 'string' } } })
if (!values.from) {
  console.error('Usage: npm run db:restore -- --from <backup file>')
  process.exit(2)
}
const env = getEnv()
try {
  if (env.DATABASE_URL) {
    console.log(`Restoring ${values.from} into ${redactUrl(env.DATABASE_URL)} …`)
    await restorePostgres(env.DATABASE_URL, values.from)
    console.log('Done.')
  } else {
    console.log(`Restoring ${values.from} into ${env.DATA_DIR} …`)
    const { movedAside, migrations } = await restorePglite(values.from, env.DATA_DIR)
    if (movedAside) console.log(`The previous data directory was kept at ${movedAside}.`)
    console.log(`Done: the database answers and holds ${migrations} applied migrations.`)
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
