import { randomUUID } from 'node:crypto'
import { getDb } from '#app/db/client.server.ts'
import { LIVE_CHANNELS, type LiveChannel, publish, subscribe } from '#app/utils/live.server.ts'

/**
 * Waits until `condition` holds (checked every 10 ms, for at most `timeoutMs`), for what happens
 * a moment later: an announcement arriving, a connection coming back, a value being kept.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 3_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * What `read` answers once it is kept: the same object from two calls in a row (a value kept in
 * memory, once the database listens). `other` is one it must not be (the one kept before a
 * change).
 */
export async function keptValue<T>(read: () => Promise<T>, other?: T): Promise<T> {
  let value: T | undefined
  await until(async () => {
    const first = await read()
    value = first
    return first !== other && (await read()) === first
  }, 'a kept value')
  return value as T
}

/**
 * Waits until every change committed so far has been announced to this process on `channel`:
 * PostgreSQL delivers announcements in commit order, so once a marker sent now arrives, so have
 * the earlier ones. For tests that change rows directly (as another process would) and then read
 * through what this process keeps until a change is announced. PGlite announces before the
 * statement returns; there it costs one round trip.
 */
export async function announcementsArrived(channel: LiveChannel = LIVE_CHANNELS.availability) {
  const marker = `marker ${randomUUID()}`
  let heard = false
  const subscription = subscribe(channel, (payload) => {
    if (payload === marker) heard = true
  })
  try {
    await subscription.ready
    await publish(getDb(), channel, marker)
    await until(() => heard, 'the announcements so far')
  } finally {
    subscription.stop()
  }
}
