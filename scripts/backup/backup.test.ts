// Back up a filled database, wipe or change it, restore, and find every row, sequence, index and
// constraint again: on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  closeDatabase,
  getDb,
  openDatabase,
  type DatabaseConfig,
  queryRows,
} from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { contactMessages, contactReplies } from '#app/db/schema/contact.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { seedDemoData, seedDemoSchedules, seedSiteContent } from '#app/domain/seed/seed.server.ts'
import { EXCLUSION_VIOLATION, postgresError } from '#app/utils/db-errors.ts'
import { createThrowawayDatabase } from '#tests/support/throwaway-postgres.ts'
import {
  backupFormat,
  backupPglite,
  backupPostgres,
  redactUrl,
  restorePglite,
  restorePostgres,
} from './backup.ts'

const work = mkdtempSync(path.join(tmpdir(), 'maindoctor-backup-test-'))
afterAll(async () => {
  await closeDatabase()
  rmSync(work, { recursive: true, force: true })
})

const FIRST_VISIT = {
  startsAt: new Date('2030-01-07T04:00:00Z'),
  endsAt: new Date('2030-01-07T04:30:00Z'),
}

/** Opens, migrates and fills a fresh database with rows in many tables. */
async function fill(config: DatabaseConfig) {
  await closeDatabase()
  const database = await openDatabase(config)
  await database.migrate()
  const db = getDb()
  await seedSiteContent(db)
  await seedDemoData(db)
  await seedDemoSchedules(db)
  const userId = randomUUID()
  await db
    .insert(user)
    .values({ id: userId, name: 'Ravi Kumar', email: 'ravi@example.com', emailVerified: true })
  const [message] = await db
    .insert(contactMessages)
    .values({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+919876543210',
      subject: 'appointment',
      message: 'सिरदर्द — a message in two scripts',
      senderUserId: userId,
    })
    .returning({ id: contactMessages.id })
  await db
    .insert(contactReplies)
    .values({ messageId: message!.id, authorName: 'Front desk', body: 'Seen, thank you.' })
  const [doctor] = await db.select({ id: doctors.id }).from(doctors).orderBy(doctors.slug).limit(1)
  await db.insert(appointments).values({
    doctorId: doctor!.id,
    patientUserId: userId,
    patientName: 'Ravi Kumar',
    patientEmail: 'ravi@example.com',
    patientPhone: '+919876543210',
    ...FIRST_VISIT,
    mode: 'in_person',
    manageTokenHash: randomUUID(),
    requestKey: randomUUID(),
  })
  await db.insert(auditLog).values([
    {
      action: 'appointment.created',
      subjectType: 'appointment',
      details: { source: 'backup test' },
    },
    { action: 'message.replied', subjectType: 'contact_message', subjectId: message!.id },
  ])
  return { doctorId: doctor!.id }
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>

/**
 * Every table's row count and a digest of all its rows (public and drizzle schemas), sequence
 * positions, indexes, constraints and extensions.
 */
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
  const sequences = await queryRows<{ name: string; last_value: string | null }>(
    sql`SELECT schemaname || '.' || sequencename AS name, last_value::text FROM pg_sequences
        WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  )
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
  )
  const constraints = (
    await queryRows<{ table: string; name: string; type: string; definition: string }>(
      sql`SELECT conrelid::regclass::text AS table, conname AS name, contype::text AS type,
                 pg_get_constraintdef(oid) AS definition
          FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY conname`,
    )
  ).map((constraint) => ({
    ...constraint,
    // pg_dump writes CHECK expressions back with their own parentheses: compare the rest.
    definition: constraint.definition.replace(/[()]/g, ''),
  }))
  const extensions = await queryRows<{ extname: string }>(
    sql`SELECT extname FROM pg_extension ORDER BY extname`,
  )
  return { contents, sequences, indexes, constraints, extensions }
}

/** What the filled database must hold, so a comparison with an empty one can never pass. */
function expectFilled(state: Snapshot) {
  expect(state.contents['public.appointments']?.rows).toBe(1)
  expect(state.contents['public.contact_messages']?.rows).toBe(1)
  expect(state.contents['public.contact_replies']?.rows).toBe(1)
  expect(state.contents['public.audit_log']?.rows).toBe(2)
  expect(state.contents['public."user"']?.rows).toBe(1)
  expect(state.contents['public.doctors']?.rows).toBeGreaterThan(0)
  expect(state.contents['public.doctor_schedules']?.rows).toBeGreaterThan(0)
  expect(state.contents['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0)
  expect(state.sequences.find((s) => s.name === 'public.audit_log_id_seq')?.last_value).toBe('2')
  expect(state.constraints).toContainEqual(
    expect.objectContaining({ table: 'appointments', name: 'appointments_no_overlap', type: 'x' }),
  )
  expect(state.extensions.map((e) => e.extname)).toEqual(
    expect.arrayContaining(['btree_gist', 'pg_trgm']),
  )
}

/** After a restore: the snapshot matches, and the no-double-booking rule still works. */
async function expectRestored(before: Snapshot, doctorId: string) {
  expect(await snapshot()).toEqual(before)
  const overlapping = getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Someone Else',
      patientEmail: 'else@example.com',
      patientPhone: '+919800000000',
      startsAt: new Date(FIRST_VISIT.startsAt.getTime() + 10 * 60_000),
      endsAt: new Date(FIRST_VISIT.endsAt.getTime() + 10 * 60_000),
      mode: 'phone',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
  const error = await overlapping.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(postgresError(error).code).toBe(EXCLUSION_VIOLATION)
}

/** Changes after the backup that a restore must undo. */
async function change() {
  await getDb().delete(appointments)
  await getDb().delete(contactMessages)
  await getDb().insert(auditLog).values({ action: 'after.backup' })
}

// Each PGlite step starts PostgreSQL in WebAssembly; under a loaded machine a test takes a while.
describe('backup and restore, embedded database (PGlite)', { timeout: 120_000 }, () => {
  const dataDir = path.join(work, 'pglite')
  const file = path.join(work, 'backups', 'pglite.tar.gz')
  let before: Snapshot
  let doctorId: string

  beforeAll(async () => {
    ;({ doctorId } = await fill({ kind: 'pglite', dataDir }))
    before = await snapshot()
    expectFilled(before)
    await closeDatabase()
  })

  it('backs up, and restores every row into a wiped data directory', async () => {
    const { bytes } = await backupPglite(dataDir, file)
    expect(bytes).toBeGreaterThan(1000)
    expect(backupFormat(readFileSync(file).subarray(0, 512))).toBe('gzip')
    expect(statSync(file).mode & 0o077).toBe(0) // only the owner may read patients' data
    expect(existsSync(`${file}.partial`)).toBe(false)

    rmSync(dataDir, { recursive: true, force: true })
    expect(existsSync(dataDir)).toBe(false)
    const { movedAside, migrations } = await restorePglite(file, dataDir)
    expect(movedAside).toBeNull()
    expect(migrations).toBe(before.contents['drizzle.__drizzle_migrations']?.rows)

    await openDatabase({ kind: 'pglite', dataDir })
    try {
      await expectRestored(before, doctorId)
    } finally {
      await closeDatabase()
    }
  })

  it('refuses to back up or restore while the database is open', async () => {
    await openDatabase({ kind: 'pglite', dataDir })
    try {
      const busy = path.join(work, 'backups', 'busy.tar.gz')
      await expect(backupPglite(dataDir, busy)).rejects.toThrow(/stop the server first/)
      await expect(restorePglite(file, dataDir)).rejects.toThrow(/stop the server first/)
      expect(existsSync(busy)).toBe(false)
      expect(readdirSync(work).some((name) => name.includes('before-restore'))).toBe(false)
      await expect(restorePglite(path.join(work, 'missing.tar.gz'), dataDir)).rejects.toThrow(
        /No such backup file/,
      )
    } finally {
      await closeDatabase()
    }
  })

  it('restores over a changed database, keeping the old directory aside', async () => {
    await openDatabase({ kind: 'pglite', dataDir })
    await getDb().delete(auditLog)
    await getDb().insert(contactMessages).values({
      name: 'Changed',
      email: 'changed@example.com',
      phone: '+919811111111',
      subject: 'other',
      message: 'written after the backup',
    })
    await closeDatabase()

    const { movedAside } = await restorePglite(file, dataDir)
    expect(movedAside).toMatch(/pglite\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?$/)
    expect(existsSync(path.join(movedAside!, 'PG_VERSION'))).toBe(true)

    await openDatabase({ kind: 'pglite', dataDir })
    try {
      await expectRestored(before, doctorId)
    } finally {
      await closeDatabase()
    }
  })

  it('refuses a file that is not a PGlite backup, and leaves the data directory alone', async () => {
    const notABackup = path.join(work, 'notes.txt')
    writeFileSync(notABackup, 'not a backup')
    await expect(restorePglite(notABackup, dataDir)).rejects.toThrow(/not a PGlite backup/)
    const pgDump = path.join(work, 'other.dump')
    writeFileSync(pgDump, 'PGDMP\u0001\u000f')
    await expect(restorePglite(pgDump, dataDir)).rejects.toThrow(/PostgreSQL backup/)
    // A damaged archive: refused before anything on disk changes.
    const damaged = path.join(work, 'damaged.tar.gz')
    writeFileSync(damaged, Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.alloc(64, 7)]))
    const asideBefore = readdirSync(work).filter((name) => name.includes('before-restore')).length
    await expect(restorePglite(damaged, dataDir)).rejects.toThrow(/damaged/)
    const emptyTar = path.join(work, 'empty.tar')
    writeFileSync(emptyTar, Buffer.alloc(1024))
    await expect(restorePglite(emptyTar, dataDir)).rejects.toThrow(/not a PGlite backup/)
    expect(readdirSync(work).filter((name) => name.includes('before-restore')).length).toBe(
      asideBefore,
    )
    // An archive that looks right but does not start: the previous directory is put back.
    const fakeDir = path.join(work, 'fake-data-dir')
    mkdirSync(fakeDir)
    writeFileSync(path.join(fakeDir, 'PG_VERSION'), '18\n')
    const fakeTar = path.join(work, 'fake.tar')
    execFileSync('tar', ['-C', fakeDir, '-cf', fakeTar, '.'])
    await expect(restorePglite(fakeTar, dataDir)).rejects.toThrow(
      /could not be restored .*the previous database is back in place/,
    )
    expect(readdirSync(work).filter((name) => name.includes('before-restore')).length).toBe(
      asideBefore,
    )

    await openDatabase({ kind: 'pglite', dataDir })
    try {
      expect(await snapshot()).toEqual(before)
    } finally {
      await closeDatabase()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)(
  'backup and restore, PostgreSQL',
  { timeout: 120_000 },
  () => {
    const file = path.join(work, 'backups', 'postgres.dump')
    let url: string
    let drop: (() => Promise<void>) | undefined
    let before: Snapshot
    let doctorId: string

    beforeAll(async () => {
      ;({ url, drop } = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'md_backup'))
      ;({ doctorId } = await fill({ kind: 'postgres', url }))
      before = await snapshot()
      expectFilled(before)
    })
    afterAll(async () => {
      await closeDatabase()
      await drop?.()
    })

    it('backs up with pg_dump while connected, and restores every row into a wiped database', async () => {
      await backupPostgres(url, file)
      expect(backupFormat(readFileSync(file).subarray(0, 512))).toBe('pg_dump')
      expect(statSync(file).mode & 0o077).toBe(0)
      expect(existsSync(`${file}.partial`)).toBe(false)

      await queryRows(sql`DROP SCHEMA public CASCADE`)
      await queryRows(sql`DROP SCHEMA drizzle CASCADE`)
      await queryRows(sql`CREATE SCHEMA public`)
      expect((await snapshot()).contents).toEqual({})

      await closeDatabase() // the server is stopped during a restore
      await restorePostgres(url, file)
      await openDatabase({ kind: 'postgres', url })
      await expectRestored(before, doctorId)
    })

    it('restores over a changed database (pg_restore --clean)', async () => {
      // expectRestored added nothing: its insert was refused.
      await change()
      expect((await snapshot()).contents['public.appointments']?.rows).toBe(0)
      await closeDatabase()
      await restorePostgres(url, file)
      await openDatabase({ kind: 'postgres', url })
      await expectRestored(before, doctorId)
    })

    it('refuses a PGlite backup, and never shows the password', async () => {
      const pglite = path.join(work, 'not-postgres.tar.gz')
      writeFileSync(pglite, Buffer.from([0x1f, 0x8b, 8, 0]))
      await expect(restorePostgres(url, pglite)).rejects.toThrow(/embedded database \(PGlite\)/)
      const withPassword = new URL(url)
      withPassword.password = 's3cret-pa55'
      withPassword.port = '1' // nothing listens there
      const error = await backupPostgres(
        withPassword.toString(),
        path.join(work, 'never.dump'),
      ).then(
        () => null,
        (caught: unknown) => caught as Error,
      )
      expect(error?.message).toMatch(/pg_dump failed/)
      expect(error?.message).not.toContain('s3cret-pa55')
      expect(readdirSync(work).filter((name) => name.startsWith('never.dump'))).toEqual([])
    })
  },
)

describe('redactUrl', () => {
  it('never shows a password, in the user part or in the query', () => {
    expect(redactUrl('postgres://md:s3cret@db.example:5432/md?sslmode=require')).toBe(
      'postgres://md:***@db.example:5432/md?sslmode=require',
    )
    expect(redactUrl('postgres://md@db.example/md?password=s3cret')).not.toContain('s3cret')
    expect(redactUrl('not a url with s3cret')).not.toContain('s3cret')
  })
})
