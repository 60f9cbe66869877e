import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { queryRows } from '#app/db/client.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'

const backend = async () =>
  (await queryRows<{ pid: number }>(sql`select pg_backend_pid() as pid`))[0]!.pid

describeOnEachDatabase('PostgreSQL connections after a failed statement', (target) => {
  // The pool hands out the connection released last, so statements one after another share one
  // connection for as long as the pool keeps it.
  it.skipIf(target !== 'postgres')(
    'a statement the server refuses leaves its connection open for the next one',
    async () => {
      const before = await backend()
      for (let i = 0; i < 3; i++) {
        await expect(queryRows(sql`select 1 / ${0}::int`)).rejects.toMatchObject({
          cause: { code: '22012' },
        })
      }
      await expect(queryRows(sql`select ${'x'}::uuid`)).rejects.toMatchObject({
        cause: { code: '22P02' },
      })
      expect(await backend()).toBe(before)
    },
  )

  it.skipIf(target !== 'postgres')(
    'a connection the server ends is not handed out again',
    async () => {
      const before = await backend()
      // FATAL 57P01: the server closes this connection.
      await expect(
        queryRows(sql`select pg_terminate_backend(pg_backend_pid())`),
      ).rejects.toBeDefined()
      const after = await backend()
      expect(after).not.toBe(before)
      expect(await backend()).toBe(after)
    },
  )
})
