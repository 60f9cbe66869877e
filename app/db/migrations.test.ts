import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { checkDatabaseReady, queryRows } from './client.server.ts'

describeOnEachDatabase('migrations', () => {
  it('create every table from an empty database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    )
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'contact_messages',
        'departments',
        'dev_mailbox',
        'doctors',
        'mail_outbox',
        'rate_limit_buckets',
      ]),
    )
  })

  it('install the extensions later features rely on', async () => {
    const extensions = await queryRows<{ extname: string }>(sql`SELECT extname FROM pg_extension`)
    expect(extensions.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'pg_trgm']),
    )
    const [similarity] = await queryRows<{ score: number }>(
      sql`SELECT similarity('cardiology', 'cardiolgy') AS score`,
    )
    expect(Number(similarity?.score)).toBeGreaterThan(0.4)
  })

  it('hold the seven departments after seeding', async () => {
    const [row] = await queryRows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM departments`,
    )
    expect(Number(row?.count)).toBe(7)
  })

  it('are what readiness checks: ready when all are applied, not when the newest is missing', async () => {
    expect(await checkDatabaseReady()).toEqual({ ready: true })
    const [newest] = await queryRows<{ id: number; created_at: string }>(
      sql`SELECT id, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )
    await queryRows(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE id = ${newest!.id}`,
    )
    try {
      expect(await checkDatabaseReady()).toEqual({ ready: false, reason: 'migrations pending' })
    } finally {
      await queryRows(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${newest!.created_at} WHERE id = ${newest!.id}`,
      )
    }
    expect(await checkDatabaseReady()).toEqual({ ready: true })
  })
})
