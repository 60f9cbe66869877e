import { type SQL, sql } from 'drizzle-orm'
import { getDb, getOpenDatabase, RESYNC } from '#app/db/client.server.ts'
import { loggableError, logger } from '#app/utils/logger.server.ts'

/**
 * Live updates, one design for the whole app: a change is announced with PostgreSQL NOTIFY on a
 * named channel (by a trigger, or by `publish` inside the transaction that makes the change, so
 * it is announced only if it commits), and every server process LISTENs through its database
 * connection and fans the payload out to its subscribers. PGlite delivers within its one
 * process, PostgreSQL to every process on the same database. A subscriber gets `RESYNC` after a
 * lost connection came back, and must then assume it missed something. Pages built on this also
 * work by plain reload: the database stays the truth, channels only say "look again".
 */
export const LIVE_CHANNELS = {
  /**
   * Anything public pages show changed: departments, doctors, their hours and time off, or an
   * appointment (a free time taken or given back). Payload: the table's name. Sent by triggers
   * (drizzle/0009_live_updates.sql).
   */
  dataChanged: 'data_changed',
  /**
   * Something in a consultation room changed: someone came or left, the doctor started or ended
   * it, a chat message, a call signal, a shared document, a prescription. Payload:
   * `<doctor id> <appointment id>` — the doctor's id, because a patient's place in the queue
   * depends on the doctor's other rooms. Sent by `publishRoomChange`
   * (app/domain/rooms/room-live.server.ts).
   */
  consultation: 'consultation',
  /**
   * An ambulance request was made or changed (status, vehicle, a note, a merge). Payload: the
   * request's id. Sent by `publishAmbulanceChange` (app/domain/ambulance/requests.server.ts); the
   * dispatch board looks again on every one, a tracking page on its own request's.
   */
  ambulance: 'ambulance',
  /**
   * A laboratory order moved on (a collector, the sample, results, verification, release,
   * cancellation, payment). Payload: the order's id. Sent by the steps in
   * app/domain/lab/workflow.server.ts; the laboratory's board and order pages look again.
   */
  lab: 'lab',
  /**
   * A medicine order was placed or moved on (the pharmacist's check, the patient's answer to a
   * substitute, packing, delivery, cancellation). Payload: the order's id. Sent by
   * app/domain/pharmacy/orders.server.ts and workflow.server.ts; the pharmacy's queue and order
   * pages and the patient's tracking page look again.
   */
  pharmacy: 'pharmacy',
  /**
   * A doctor's free slots may have changed: a booking made, moved or cancelled, their weekly
   * hours or days off. Payload: the doctor's id, and for one booking made also the booking
   * (`<doctor id> <appointment id> <starts ms> <ends ms> <request key>`). Sent by triggers on
   * those tables (drizzle/0023_availability_announced.sql, 0024_booking_announced.sql); each
   * process adds an announced booking to what it kept of that doctor's availability, and drops
   * it on any other change (app/domain/appointments/slots.server.ts).
   */
  availability: 'availability',
  /**
   * A doctor's OPD queue at a facility changed (a token issued, a patient checked in, called,
   * skipped, back or done). Payload: `<facility id> <doctor id>`. Sent by `publishOpdChange`
   * (app/domain/opd/tokens.server.ts); the desk, the doctor's OPD, the waiting-hall screen and
   * the patient's phone look again.
   */
  opd: 'opd',
} as const

export type LiveChannel = (typeof LIVE_CHANNELS)[keyof typeof LIVE_CHANNELS]

export { RESYNC }

type Handler = (payload: string) => void

const subscribers = new Map<LiveChannel, Set<Handler>>()
const listening = new Map<LiveChannel, Promise<(() => Promise<void>) | undefined>>()
/** The database the channels listen on (tests reopen it; a new one needs new LISTENs). */
let listeningOn: object | undefined

export type Subscription = {
  /** Resolves true once the database is listening (false if it could not be). */
  ready: Promise<boolean>
  stop: () => void
}

/** Calls `handler` for every announcement on `channel` until `stop()`. */
export function subscribe(channel: LiveChannel, handler: Handler): Subscription {
  let set = subscribers.get(channel)
  if (!set) subscribers.set(channel, (set = new Set()))
  set.add(handler)
  const database = getOpenDatabase()
  if (listeningOn !== database) {
    listening.clear()
    listeningOn = database
  }
  if (!listening.has(channel)) {
    listening.set(
      channel,
      database
        .listen(channel, (payload) => {
          for (const subscriber of subscribers.get(channel) ?? []) {
            try {
              subscriber(payload)
            } catch (error) {
              logger.warn({ err: loggableError(error), channel }, 'live subscriber failed')
            }
          }
        })
        .catch((error: unknown) => {
          logger.error({ err: loggableError(error), channel }, 'could not listen')
          listening.delete(channel)
          return undefined
        }),
    )
  }
  return {
    ready: listening.get(channel)!.then((unlisten) => unlisten !== undefined),
    stop: () => {
      set.delete(handler)
    },
  }
}

/**
 * Whether announcements reach this process right now (false while PostgreSQL's listening
 * connection is lost and not yet back). What is kept because "a change would be announced" must
 * not be trusted meanwhile.
 */
export function hearingAnnouncements(): boolean {
  return getOpenDatabase().hearing()
}

/**
 * A value read from the database and kept in this process's memory until a change to one of
 * `tables` is announced on data_changed (any process, through the tables' triggers), the
 * listening connection is lost, or `ttlMs` passed. It is kept only while announcements can
 * arrive (the database has confirmed the LISTEN and the connection is up); otherwise every call
 * reads afresh. Once kept, concurrent calls share one read. The value is frozen (objects and
 * arrays; not the inside of a Date, Map or Set): it is shared by every caller. Use it for data
 * that changes rarely and is read on hot paths, and let the statement that acts on it check again
 * (an announcement arrives just after its commit, not with it).
 */
export function keptUntilChanged<T>(
  tables: readonly string[],
  load: () => Promise<T>,
  { ttlMs = 60_000 } = {},
): { get: () => Promise<T>; forget: () => void } {
  const kept = keptPerKeyUntilChanged<T>({ tables, ttlMs, maxKeys: 1 })
  return { get: () => kept.get('', load), forget: kept.forget }
}

type Kept<T> = {
  value: Promise<T>
  at: number
  settled?: { value: T }
  /** Announcements on the channel heard while the value was being read, applied once it is. */
  heardWhileReading?: string[]
}

/**
 * keptUntilChanged for many values, one per key (`get(key, load)` reads with `load` when nothing
 * is kept for the key). Besides the `tables`, whose announced change drops every value, a finer
 * `channel` drops only the values `affects(payload, value)` says its payload touches (a value
 * still being read is judged once it is). When the payload describes the change in full,
 * `revise(payload, value)` may answer the value as it is after it, kept instead (`undefined`
 * drops it after all); a revised value is still read again once `ttlMs` has passed since it was
 * read. `changed(payload)` applies a change this process has just made at once, as its
 * announcement will. At most `maxKeys` values are kept; the least recently used go first.
 */
export function keptPerKeyUntilChanged<T>(options: {
  tables: readonly string[]
  channel?: {
    name: LiveChannel
    affects: (payload: string, value: T) => boolean
    revise?: (payload: string, value: T) => T | undefined
  }
  ttlMs?: number
  maxKeys?: number
}): {
  get: (key: string, load: () => Promise<T>) => Promise<T>
  forget: () => void
  changed: (payload: string) => void
} {
  const { tables, channel, ttlMs = 60_000, maxKeys = 1000 } = options
  const kept = new Map<string, Kept<T>>()
  let subscribedTo: object | undefined
  /** The current subscription: a late answer of an earlier one must not count. */
  let current: object | undefined
  let listeningNow = false
  /** Drops every value (one key's value goes through `changed`). */
  const forget = () => kept.clear()
  const onTables = (payload: string) => {
    if (payload === RESYNC || tables.includes(payload)) forget()
  }
  /** The value after the announced change: the same, a revised one, or undefined to drop it. */
  const afterChange = (payload: string, value: T): T | undefined => {
    if (!channel!.affects(payload, value)) return value
    const revised = channel!.revise?.(payload, value)
    return revised === undefined || revised === value ? revised : deepFreeze(revised)
  }
  const onChannel = (payload: string) => {
    if (payload === RESYNC || !channel) return forget()
    for (const [key, entry] of kept) {
      if (!entry.settled) {
        ;(entry.heardWhileReading ??= []).push(payload)
        continue
      }
      const value = afterChange(payload, entry.settled.value)
      if (value === undefined) kept.delete(key)
      else if (value !== entry.settled.value) {
        entry.settled = { value }
        entry.value = Promise.resolve(value)
      }
    }
  }
  /** Keeps a value just read, once the announcements heard meanwhile are applied to it. */
  const settle = (key: string, entry: Kept<T>, read: T) => {
    let value: T | undefined = read
    for (const payload of entry.heardWhileReading ?? []) {
      value = afterChange(payload, value)
      if (value === undefined) return kept.delete(key)
    }
    entry.heardWhileReading = undefined
    entry.settled = { value }
    if (value !== read) entry.value = Promise.resolve(value)
  }
  const heard = (name: LiveChannel, handler: Handler) => subscribers.get(name)?.has(handler)
  const ensureSubscribed = () => {
    const database = getOpenDatabase()
    // A reopened database, or stopListening(), leaves the handlers unheard: subscribe again.
    if (
      subscribedTo === database &&
      heard(LIVE_CHANNELS.dataChanged, onTables) &&
      (!channel || heard(channel.name, onChannel))
    )
      return
    forget()
    listeningNow = false
    subscribedTo = database
    const subscription = {}
    current = subscription
    const ready = [subscribe(LIVE_CHANNELS.dataChanged, onTables).ready]
    if (channel) ready.push(subscribe(channel.name, onChannel).ready)
    void Promise.all(ready).then((all) => {
      if (current === subscription) listeningNow = all.every(Boolean)
    })
  }
  return {
    get: (key, load) => {
      ensureSubscribed()
      const hearing = listeningNow && hearingAnnouncements()
      if (!hearing) forget()
      const entry = kept.get(key)
      if (entry && Date.now() - entry.at < ttlMs) {
        // Most recently used last, so the oldest is dropped first when full.
        kept.delete(key)
        kept.set(key, entry)
        return entry.value
      }
      const value = load().then(deepFreeze)
      if (hearing) {
        const fresh: Kept<T> = { value, at: Date.now() }
        kept.delete(key)
        if (kept.size >= maxKeys) kept.delete(kept.keys().next().value!)
        kept.set(key, fresh)
        value.then(
          (read) => {
            if (kept.get(key) === fresh) settle(key, fresh, read)
          },
          () => {
            if (kept.get(key) === fresh) kept.delete(key)
          },
        )
      }
      return value
    },
    forget,
    changed: onChannel,
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** Announces `payload` on `channel` when the transaction (or statement) running `db` commits. */
export async function publish(
  db: { execute: (query: SQL) => Promise<unknown> } = getDb(),
  channel: LiveChannel,
  payload = '',
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`)
}

/** Stops listening on every channel (at shutdown, before the database closes). */
export async function stopListening(): Promise<void> {
  const pending = [...listening.values()]
  listening.clear()
  listeningOn = undefined
  subscribers.clear()
  for (const unlisten of await Promise.all(pending)) await unlisten?.().catch(() => {})
}
