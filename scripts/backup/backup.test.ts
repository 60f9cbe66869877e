import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  closeDatabase,
  getDb,
  openDatabase,
  type DatabaseConfig,
  queryRows,
} from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData, seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.ts'

const work = mkdtempSync(path.join(tmpdir(), 'maindoctor-backup-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Opens, migrates and fills a database with rows in several tables. */
async function fill(config: DatabaseConfig) {
  await closeDatabase()
  const database = await openDatabase(config)
  await database.migrate()
  await seedSiteContent(getDb())
  await seedDemoData(getDb())
  await getDb().insert(user).values({
    id: randomUUID(),
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    emailVerified: true,
  })
  await getDb().insert(contactMessages).values({
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '+919876543210',
    subject: 'appointment',
    message: 'सिरदर्द — a message in two scripts',
  })
  const [doctor] = await getDb().select({ id: doctors.id }).from(doctors).limit(1)
  await getDb()
    .insert(appointments)
    .values({
      doctorId: doctor!.id,
      patientName: 'Ravi Kumar',
      patientEmail: 'ravi@example.com',
      patientPhone: '+919876543210',
      startsAt: new Date('2030-01-07T04:00:00Z'),
      endsAt: new Date('2030-01-07T04:30:00Z'),
      mode: 'in_person',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
}

/** Every table's row count and a digest of its rows, and the constraints that keep data right. */
async function snapshot() {
  const tables = await queryRows<{ name: string }>(
    sql`SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const contents: Record<string, { rows: number; digest: string | null }> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      sql.raw(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${name} t`,
      ),
    )
    contents[name] = { rows: Number(row!.rows), digest: row!.digest }
  }
  const constraints = await queryRows<{ conname: string; contype: string }>(
    sql`SELECT conname, contype::text FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY conname`,
  )
  return { contents, constraints }
}

describe('backup and restore, embedded database', () => {
  it('backs up, survives a wiped data directory, and restores every row', async () => {
    const dataDir = path.join(work, 'pglite')
    await fill({ kind: 'pglite', dataDir })
    const before = await snapshot()
    expect(before.contents['public.appointments']?.rows).toBe(1)
    expect(before.contents['public.contact_messages']?.rows).toBe(1)
    expect(before.constraints.some((c) => c.contype === 'x')).toBe(true)
    await closeDatabase()

    const file = path.join(work, 'pglite.tar.gz')
    const { bytes } = await backupPglite(dataDir, file)
    expect(bytes).toBeGreaterThan(1000)

    rmSync(dataDir, { recursive: true, force: true })
    expect((await restorePglite(file, dataDir)).migrations).toBeGreaterThan(0)
    await openDatabase({ kind: 'pglite', dataDir })
    expect(await snapshot()).toEqual(before)
    await closeDatabase()
  })

  it('moves an existing data directory aside instead of overwriting it', async () => {
    const dataDir = path.join(work, 'pglite')
    const file = path.join(work, 'pglite.tar.gz')
    const { movedAside } = await restorePglite(file, dataDir)
    expect(movedAside).toMatch(/pglite\.before-restore-/)
    expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore, PostgreSQL', () => {
  it('backs up with pg_dump, survives a wiped database, and restores every row with pg_restore', async () => {
    const { url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'md_backup')
    try {
      await fill({ kind: 'postgres', url })
      const before = await snapshot()
      const file = path.join(work, 'postgres.dump')
      await backupPostgres(url, file)

      await queryRows(sql`DROP SCHEMA public CASCADE`)
      await queryRows(sql`DROP SCHEMA drizzle CASCADE`)
      await queryRows(sql`CREATE SCHEMA public`)
      expect((await snapshot()).contents).toEqual({})

      await restorePostgres(url, file)
      expect(await snapshot()).toEqual(before)
    } finally {
      await closeDatabase()
      await drop()
    }
  })
})
