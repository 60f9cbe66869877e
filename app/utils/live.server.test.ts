import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { departments } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  keptUntilChanged,
  LIVE_CHANNELS,
  publish,
  stopListening,
  subscribe,
} from './live.server.ts'

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
  it('keeps a value until a change to its tables is announced, then reads afresh', async () => {
    let reads = 0
    const kept = keptUntilChanged(['departments'], async () => ({ read: ++reads }))
    const settled = async (differentFrom?: { read: number }) => {
      // Kept once the database listens (a moment after the first call): two calls in a row then
      // answer the same read.
      for (let tries = 0; tries < 300; tries++) {
        const first = await kept.get()
        if (first !== differentFrom && (await kept.get()) === first) return first
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error('the value was never kept')
    }
    const held = await settled()
    expect(Object.isFrozen(held)).toBe(true)

    // A change to another public table keeps it …
    await getDb()
      .update(facilities)
      .set({ name: sql`${facilities.name}` })
    await publish(getDb(), LIVE_CHANNELS.dataChanged, 'marker')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await kept.get()).toBe(held)

    // … a change to its own drops it.
    await getDb()
      .update(departments)
      .set({ name: sql`${departments.name}` })
      .where(eq(departments.slug, 'cardiology'))
    const fresh = await settled(held)
    expect(fresh.read).toBeGreaterThan(held.read)
    await stopListening()
  })
})
