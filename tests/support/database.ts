import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { closeDatabase, getDb, openDatabase } from '#app/db/client.server.ts'
import { seedDepartments } from '#app/db/seed/seed.server.ts'

type Target = 'pglite' | 'postgres'

/** In-memory PGlite always; a real PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): Target[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
}

/** Creates a throwaway database on the server named by TEST_DATABASE_URL; returns its URL and a drop function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `md_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * Runs the suite once per database target, each on a fresh, migrated database holding the six
 * departments. Domain functions reach it through getDb(), exactly as in the server.
 */
export function describeOnEachDatabase(title: string, body: (target: Target) => void) {
  for (const target of databaseTargets()) {
    describe(`${title} [${target}]`, () => {
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        await closeDatabase()
        if (target === 'postgres') {
          const created = await createPostgresDatabase()
          drop = created.drop
          const database = await openDatabase({ kind: 'postgres', url: created.url })
          await database.migrate()
        } else {
          const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
          await database.migrate()
        }
        await seedDepartments(getDb())
      })
      afterAll(async () => {
        await closeDatabase()
        await drop?.()
      })
      body(target)
    })
  }
}
