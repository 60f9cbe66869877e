import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inspect } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresError } from '#app/utils/db-errors.ts'
import { MAX_FILE_BYTES } from '#app/utils/files/file-kinds.ts'
import { until } from '#tests/support/until.ts'
import { openPgliteAhead, openPgliteThread, PgliteThread } from './pglite-thread.server.ts'

describe('PgliteThread: the embedded database in a thread of its own', () => {
  let db: PgliteThread
  beforeAll(async () => {
    db = new PgliteThread('memory://', PGlite.defaultStartParams)
    await db.waitReady
    await db.exec(`create table notes (id int primary key, body text not null, at timestamptz)`)
  })
  afterAll(() => db.close())

  it('answers queries with rows as objects or arrays, dates left as text when asked', async () => {
    await db.query(`insert into notes values (1, 'first', '2026-11-28T10:00:00Z')`)
    const objects = await db.query('select id, body, at from notes where id = $1', [1])
    expect(objects.rows).toEqual([{ id: 1, body: 'first', at: new Date('2026-11-28T10:00:00Z') }])
    const arrays = await db.query('select id, at from notes', [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    })
    expect(arrays.rows).toEqual([[1, '2026-11-28 10:00:00+00']])
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'at'])
  })

  it("carries PostgreSQL's error code and constraint across", async () => {
    const error = await db.query(`insert into notes values (1, 'again', null)`).catch((e) => e)
    expect(error).toBeInstanceOf(Error)
    expect(postgresError(error)).toEqual({ code: '23505', constraint: 'notes_pkey' })
  })

  it('commits a transaction whose work returns, and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`insert into notes values (2, 'kept', null)`)
    })
    const failure = await db
      .transaction(async (tx) => {
        await tx.query(`insert into notes values (3, 'dropped', null)`)
        throw new Error('changed my mind')
      })
      .catch((e: Error) => e.message)
    expect(failure).toBe('changed my mind')
    const { rows } = await db.query('select id from notes order by id')
    expect(rows).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('lets other queries wait until an open transaction ends', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await db.transaction(async (tx) => {
      await tx.query(`update notes set body = 'inside' where id = 2`)
      outside = db.query('select body from notes where id = 2').then((result) => {
        order.push(`outside saw ${(result.rows[0] as { body: string }).body}`)
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      order.push('transaction ends')
    })
    await outside
    expect(order).toEqual(['transaction ends', 'outside saw inside'])
  })

  it('delivers a NOTIFY to listeners before the notifying statement returns', async () => {
    const heard: string[] = []
    const stop = await db.listen('changes', (payload) => heard.push(payload))
    await db.query(`select pg_notify('changes', 'note 2')`)
    expect(heard).toEqual(['note 2'])
    await stop()
    await db.query(`select pg_notify('changes', 'unheard')`)
    await db.query('select 1')
    expect(heard).toEqual(['note 2'])
  })

  it('stores and reads back a file of the largest size we take, within its heap', async () => {
    await db.exec('create table files (id int primary key, bytes bytea not null)')
    const bytes = Buffer.alloc(MAX_FILE_BYTES, 7)
    bytes[0] = 1
    await db.query('insert into files values ($1, $2)', [1, bytes])
    const { rows } = await db.query('select bytes from files where id = 1')
    const read = (rows[0] as { bytes: Uint8Array }).bytes
    expect(read).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(read).equals(bytes)).toBe(true)
  })

  it('refuses queries once closed', async () => {
    const other = new PgliteThread('memory://', PGlite.defaultStartParams)
    await other.waitReady
    await other.close()
    await expect(other.query('select 1')).rejects.toThrow(/closed/)
  })
})

describe('Opening the embedded database ahead (production start-up)', () => {
  it('hands the thread opened ahead to the first opening of its directory, and only to it', async () => {
    const ahead = openPgliteAhead('memory://')
    const taken = openPgliteThread('memory://')
    expect(taken).toBe(ahead)
    await taken.waitReady
    await taken.exec('create table marker (id int)')
    const next = openPgliteThread('memory://')
    expect(next).not.toBe(ahead)
    await next.waitReady
    await expect(next.query('select * from marker')).rejects.toThrow(/marker/)
    await Promise.all([taken.close(), next.close()])
  })

  it('opens a new thread for another directory than the one opened ahead', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maindoctor-ahead-'))
    try {
      const ahead = openPgliteAhead('memory://')
      const other = openPgliteThread(path.join(dir, 'db'))
      expect(other).not.toBe(ahead)
      expect(openPgliteThread('memory://')).toBe(ahead)
      await Promise.all([ahead.waitReady, other.waitReady])
      await Promise.all([ahead.close(), other.close()])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('reports a directory that cannot be opened where it is taken, not before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'maindoctor-ahead-'))
    try {
      // Not a database PGlite can open: a version file of a PostgreSQL it does not run.
      writeFileSync(path.join(dir, 'PG_VERSION'), '9\n')
      const ahead = openPgliteAhead(dir)
      // Left without a handler of the test's own until it has failed (util.inspect reads a
      // promise's state without handling it): an unhandled rejection here fails the test run.
      await until(
        () => inspect(ahead.waitReady).includes('<rejected>'),
        'the database opened ahead to fail',
        20_000,
      )
      await expect(openPgliteThread(dir).waitReady).rejects.toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
