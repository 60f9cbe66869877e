import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { closeDatabase, openDatabase } from '#app/db/client.server.ts'
import { createThrowawayDatabase } from './throwaway-postgres.ts'

type Target = 'pglite' | 'postgres'

/** In-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): Target[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

let pgliteDump: Uint8Array | undefined

/**
 * A fresh in-memory PGlite, migrated and holding the site content: a copy of the one the global
 * set-up made (tests/support/database-templates.ts), opened as the process's database.
 */
export async function openTestPglite() {
  await closeDatabase()
  pgliteDump ??= readFileSync(inject('pgliteDump'))
  return openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir: pgliteDump })
}

/**
 * Runs the suite once per database target, each on a fresh, migrated database holding the seven
 * departments: a copy of the one the global set-up made (tests/support/database-templates.ts).
 * Domain functions reach it through getDb(), exactly as in the server.
 */
export function describeOnEachDatabase(title: string, body: (target: Target) => void) {
  for (const target of databaseTargets()) {
    describe(`${title} [${target}]`, () => {
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        await closeDatabase()
        if (target === 'postgres') {
          const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'md_test', {
            template: inject('postgresTemplate'),
          })
          drop = created.drop
          await openDatabase({ kind: 'postgres', url: created.url })
        } else {
          await openTestPglite()
        }
      })
      afterAll(async () => {
        await closeDatabase()
        await drop?.()
      })
      body(target)
    })
  }
}
