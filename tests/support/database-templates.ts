import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { closeDatabase, createPglite, getDb, openDatabase } from '#app/db/client.server.ts'
import { seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { createThrowawayDatabase } from './throwaway-postgres.ts'

type Templates = {
  dumpPath: string
  templateName?: string
  scratchDir: string
  drop: () => Promise<void>
}
type Shared = { templates: Promise<Templates>; projects: number }

/**
 * Vitest's global set-up: the migrated database every integration suite starts from, made once a
 * run instead of once a suite. Creating an embedded database (PGlite's initdb), migrating and
 * seeding it cost about 6 s of CPU a suite; starting from a dump of it costs 1.6 s. On
 * PostgreSQL, the server copies a template database (`CREATE DATABASE … TEMPLATE`).
 * The suites find them through `inject` (tests/support/database.ts).
 */
export default async function setup(project: TestProject) {
  // Every project of vitest.config.ts runs the global set-up, in the same process: one making.
  const holder = globalThis as { __testDatabases?: Shared }
  const shared = (holder.__testDatabases ??= { templates: makeTemplates(), projects: 0 })
  shared.projects += 1
  const { dumpPath, templateName, scratchDir, drop } = await shared.templates
  project.provide('pgliteDump', dumpPath)
  project.provide('postgresTemplate', templateName)
  project.provide('scratchDir', scratchDir)
  return async () => {
    shared.projects -= 1
    if (shared.projects === 0) await drop()
  }
}

async function makeTemplates(): Promise<Templates> {
  // The run's own files, removed when it ends: the dump, and what the tests' workers leave (a
  // test thread gets no 'exit' event to clean up after itself).
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'maindoctor-vitest-'))
  const dumpPath = path.join(scratchDir, 'database.tar')
  const pglite = await createPglite('memory://')
  const db = drizzle({ client: pglite })
  await migrate(db, { migrationsFolder: path.resolve('drizzle') })
  await seedSiteContent(db as unknown as Parameters<typeof seedSiteContent>[0])
  const dump = await pglite.dumpDataDir('none')
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  await pglite.close()

  let template: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined
  if (process.env.TEST_DATABASE_URL) {
    template = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'md_template')
    const database = await openDatabase({ kind: 'postgres', url: template.url })
    await database.migrate()
    await seedSiteContent(getDb())
    await closeDatabase()
  }
  return {
    dumpPath,
    templateName: template?.name,
    scratchDir,
    drop: async () => {
      rmSync(scratchDir, { recursive: true, force: true })
      await template?.drop()
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string
    postgresTemplate: string | undefined
    /** A directory of the run's own, removed when it ends. */
    scratchDir: string
  }
}
