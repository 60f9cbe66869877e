import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { departments } from '#app/db/schema/directory.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { LIVE_CHANNELS, publish, stopListening, subscribe } from './live.server.ts'

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; waited < 3_000; waited += 10) {
    if (condition()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describeOnEachDatabase('live updates', () => {
  it('announces a committed change to a public table, and nothing for a rolled-back one', async () => {
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.dataChanged, (payload) => heard.push(payload))
    expect(await subscription.ready).toBe(true)
    await getDb()
      .update(departments)
      .set({ name: sql`${departments.name}` })
      .where(eq(departments.slug, 'cardiology'))
    await until(() => heard.includes('departments'), 'the departments announcement')

    heard.length = 0
    await expect(
      getDb().transaction(async (tx) => {
        await tx.execute(sql`update doctors set name = name`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await publish(getDb(), LIVE_CHANNELS.dataChanged, 'marker')
    await until(() => heard.includes('marker'), 'the marker')
    expect(heard).toEqual(['marker'])
    subscription.stop()
    await stopListening()
  })
})
