import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb, RESYNC } from '#app/db/client.server.ts'
import { departments } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { keptValue, until } from '#tests/support/until.ts'
import {
  hearingAnnouncements,
  keptPerKeyUntilChanged,
  keptUntilChanged,
  LIVE_CHANNELS,
  publish,
  stopListening,
  subscribe,
} from './live.server.ts'

describeOnEachDatabase('live updates', (target) => {
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
    const held = await keptValue(kept.get)
    expect(Object.isFrozen(held)).toBe(true)

    // A change to another public table keeps it: heard (the marker after it arrived too) …
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.dataChanged, (payload) => heard.push(payload))
    expect(await subscription.ready).toBe(true)
    await getDb()
      .update(facilities)
      .set({ name: sql`${facilities.name}` })
    await publish(getDb(), LIVE_CHANNELS.dataChanged, 'marker')
    await until(() => heard.includes('marker'), 'the marker')
    expect(heard).toContain('facilities')
    expect(await kept.get()).toBe(held)

    // … a change to its own drops it.
    await getDb()
      .update(departments)
      .set({ name: sql`${departments.name}` })
      .where(eq(departments.slug, 'cardiology'))
    const fresh = await keptValue(kept.get, held)
    expect(fresh.read).toBeGreaterThan(held.read)
    subscription.stop()
    await stopListening()
  })

  it('keeps one value per key, and drops only those a finer announcement touches', async () => {
    let reads = 0
    const kept = keptPerKeyUntilChanged<{ doctor: string; read: number }>({
      tables: ['departments'],
      channel: {
        name: LIVE_CHANNELS.availability,
        affects: (payload, value) => payload === value.doctor,
      },
      maxKeys: 3,
    })
    const read = (key: string) => () => kept.get(key, async () => ({ doctor: key, read: ++reads }))
    const a = await keptValue(read('a'))
    const b = await keptValue(read('b'))
    expect(await read('a')()).toBe(a)

    // An announcement for "a" drops a's value only.
    await publish(getDb(), LIVE_CHANNELS.availability, 'a')
    const freshA = await keptValue(read('a'), a)
    expect(freshA.read).toBeGreaterThan(b.read)
    expect(await read('b')()).toBe(b)

    // A value still being read when an announcement arrives is judged once it is read: one about
    // someone else keeps it, one that touches it drops it.
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.availability, (payload) => heard.push(payload))
    expect(await subscription.ready).toBe(true)
    const readSlowly = async (key: string, announced: string) => {
      let finish: () => void = () => {}
      const slow = kept.get(
        key,
        () =>
          new Promise((resolve) => {
            finish = () => resolve({ doctor: key, read: ++reads })
          }),
      )
      await publish(getDb(), LIVE_CHANNELS.availability, announced)
      await until(() => heard.includes(announced), announced)
      finish()
      return slow
    }
    const slowC = await readSlowly('c', 'someone else')
    expect(await read('c')()).toBe(slowC)
    const slowC2 = await readSlowly('c2', 'c2')
    expect(await read('c2')()).not.toBe(slowC2)

    // A change to its tables drops every value; the least recently used goes when full.
    await getDb()
      .update(departments)
      .set({ name: sql`${departments.name}` })
      .where(eq(departments.slug, 'cardiology'))
    const afterB = await keptValue(read('b'), b)
    expect(afterB.read).toBeGreaterThan(b.read)
    const d = await keptValue(read('d'))
    const e = await keptValue(read('e'))
    const f = await keptValue(read('f'))
    // b, d, e were kept; f pushed b out. Using d makes e the least recently used.
    expect(await read('d')()).toBe(d)
    expect(await read('b')()).not.toBe(afterB)
    expect(await read('f')()).toBe(f)
    expect(await read('e')()).not.toBe(e)
    subscription.stop()
    await stopListening()
  })

  it('keeps the revised value when an announcement describes the change in full', async () => {
    type Value = { doctor: string; booked: string[]; read: number }
    let reads = 0
    // "<doctor> +<booking>" describes a booking made; "<doctor>" alone any other change.
    const kept = keptPerKeyUntilChanged<Value>({
      tables: ['departments'],
      channel: {
        name: LIVE_CHANNELS.availability,
        affects: (payload, value) => payload.split(' ')[0] === value.doctor,
        revise: (payload, value) => {
          const booking = payload.split(' +')[1]
          return booking === undefined
            ? undefined
            : { ...value, booked: [...value.booked, booking] }
        },
      },
    })
    const read = (key: string) => () =>
      kept.get(key, async () => ({ doctor: key, booked: [], read: ++reads }))
    const a = await keptValue(read('a'))

    // Announced by any process: the value is revised, not read again.
    await publish(getDb(), LIVE_CHANNELS.availability, 'a +10:00')
    await until(async () => (await read('a')()).booked.length === 1, 'the revision')
    const revised = await read('a')()
    expect(revised).toMatchObject({ booked: ['10:00'], read: a.read })
    expect(Object.isFrozen(revised.booked)).toBe(true)

    // Made by this process: revised at once, before the announcement arrives.
    kept.changed('a +10:30')
    expect(await read('a')()).toMatchObject({ booked: ['10:00', '10:30'], read: a.read })

    // Heard while the value was being read: applied once it is.
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.availability, (payload) => heard.push(payload))
    expect(await subscription.ready).toBe(true)
    let finish: () => void = () => {}
    const slow = kept.get(
      'b',
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ doctor: 'b', booked: [], read: ++reads })
        }),
    )
    await publish(getDb(), LIVE_CHANNELS.availability, 'b +11:00')
    await until(() => heard.includes('b +11:00'), 'the booking of b')
    finish()
    const b = await slow
    expect(await read('b')()).toMatchObject({ booked: ['11:00'], read: b.read })

    // Any other change drops the value.
    kept.changed('b')
    expect((await read('b')()).read).toBeGreaterThan(b.read)
    subscription.stop()
    await stopListening()
  })

  it.runIf(target === 'postgres')(
    'trusts nothing kept while the listening connection is lost, and keeps again once it is back',
    async () => {
      let reads = 0
      const kept = keptUntilChanged(['departments'], async () => ({ read: ++reads }))
      const held = await keptValue(kept.get)
      const resynced: string[] = []
      const subscription = subscribe(LIVE_CHANNELS.dataChanged, (payload) => {
        if (payload === RESYNC) resynced.push(payload)
      })
      expect(await subscription.ready).toBe(true)
      // Watches every turn of the event loop: reconnecting takes several (connect, sign in,
      // LISTEN), and on each the value must be read afresh.
      const readWhileDeaf: Array<Promise<{ read: number }>> = []
      let watching = true
      const watch = () => {
        if (!hearingAnnouncements()) readWhileDeaf.push(kept.get())
        if (watching) setImmediate(watch)
      }
      watch()
      // The server ends this process's listening connection (a restart or a network cut would).
      await getDb().execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`)
      await until(() => resynced.length > 0, 'the connection back')
      watching = false
      const values = await Promise.all(readWhileDeaf)
      expect(values.length).toBeGreaterThan(1)
      expect(values).not.toContain(held)
      expect(new Set(values).size).toBe(values.length)
      // Back: kept again, and changes are heard again.
      const after = await keptValue(kept.get)
      expect(after.read).toBeGreaterThan(held.read)
      await getDb()
        .update(departments)
        .set({ name: sql`${departments.name}` })
        .where(eq(departments.slug, 'cardiology'))
      expect((await keptValue(kept.get, after)).read).toBeGreaterThan(after.read)
      subscription.stop()
      await stopListening()
    },
  )
})
