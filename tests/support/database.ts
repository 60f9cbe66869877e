import { afterAll, beforeAll, describe } from 'vitest'
import { closeDatabase, getDb, openDatabase } from '#app/db/client.server.ts'
import { seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { createThrowawayDatabase } from './throwaway-postgres.ts'

type Target = 'pglite' | 'postgres'

/** In-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): Target[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/**
 * Runs the suite once per database target, each on a fresh, migrated database holding the seven
 * departments. Domain functions reach it through getDb(), exactly as in the server.
 */
export function describeOnEachDatabase(title: string, body: (target: Target) => void) {
  for (const target of databaseTargets()) {
    describe(`${title} [${target}]`, () => {
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        await closeDatabase()
        if (target === 'postgres') {
          const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'md_test')
          drop = created.drop
          const database = await openDatabase({ kind: 'postgres', url: created.url })
          await database.migrate()
        } else {
          const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
          await database.migrate()
        }
        await seedSiteContent(getDb())
      })
      afterAll(async () => {
        await closeDatabase()
        await drop?.()
      })
      body(target)
    })
  }
}
