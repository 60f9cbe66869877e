import { loggablePath } from '#server/loggable-path.ts'
import { type Request, type RequestHandler, type Response } from 'express'
import {
  type ClientRateLimitInfo,
  ipKeyGenerator,
  type Options,
  rateLimit,
  type Store,
} from 'express-rate-limit'
import { sql } from 'drizzle-orm'
import { getDb, queryRows } from '#app/db/client.server.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { logger } from './logger.server.ts'
import { refusalLocale, renderTooManyRequestsPage } from './refusal-page.server.ts'

/**
 * Counters live in PostgreSQL (one row per key and window) so that limits hold across every
 * server process behind the load balancer. One statement both resets an expired window and
 * counts the hit, so concurrent requests cannot lose counts; hits arriving while that statement
 * runs are counted together by the next one (`countHit`).
 */
export class DatabaseRateLimitStore implements Store {
  windowMs = 60_000
  prefix: string
  localKeys = false

  constructor(prefix: string) {
    this.prefix = prefix
  }

  init(options: Options) {
    this.windowMs = options.windowMs
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return countHit(`${this.prefix}:${key}`, this.windowMs)
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await getDb()
      .select({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt })
      .from(rateLimitBuckets)
      .where(
        sql`${rateLimitBuckets.key} = ${`${this.prefix}:${key}`} AND ${rateLimitBuckets.resetAt} > now()`,
      )
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined
  }

  async decrement(key: string) {
    await getDb()
      .update(rateLimitBuckets)
      .set({ hits: sql`GREATEST(${rateLimitBuckets.hits} - 1, 0)` })
      .where(sql`${rateLimitBuckets.key} = ${`${this.prefix}:${key}`}`)
  }

  async resetKey(key: string) {
    await getDb()
      .delete(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} = ${`${this.prefix}:${key}`}`)
  }
}

/**
 * A counter of the same kind for limits that are not per request address (codes per mobile
 * number, chat messages per room, failed sign-ins per account): `increment(key)` counts one use
 * and says how many there were in the current window.
 */
export function windowCounter(name: string, windowMs: number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(name)
  store.windowMs = windowMs
  return store
}

type Waiting = {
  windowMs: number
  answers: Array<{ resolve: (info: ClientRateLimitInfo) => void; reject: (error: unknown) => void }>
}

/**
 * Read in a statement's FROM, makes its transaction commit without waiting for the write-ahead
 * log to reach the disk (`synchronous_commit` off for this transaction only). For counters whose
 * last fraction of a second may be lost in a crash — a client then gets a few more requests — and
 * which every request waits for.
 */
const COMMIT_WITHOUT_WAITING = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_waiting`

/** Hits not yet sent, by full key; one statement counts them all. */
let waiting = new Map<string, Waiting>()
let counting = false

/**
 * Counts one hit on `fullKey` and answers with the hits in its window, this one included: exact
 * across processes, like one statement per hit. Under load it is cheaper: while one statement
 * runs, the hits that arrive wait and are counted by the next, one row per key, so a burst of
 * requests costs a few statements (and commits) instead of one each. A lone hit goes at once.
 */
function countHit(fullKey: string, windowMs: number): Promise<ClientRateLimitInfo> {
  return new Promise((resolve, reject) => {
    let entry = waiting.get(fullKey)
    // A key has one window (its limiter's); should two differ, the first sent wins.
    if (!entry) waiting.set(fullKey, (entry = { windowMs, answers: [] }))
    entry.answers.push({ resolve, reject })
    // The hits of this turn of the event loop go together.
    if (!counting) {
      counting = true
      queueMicrotask(countWaitingHits)
    }
  })
}

async function countWaitingHits() {
  while (waiting.size > 0) {
    const batch = waiting
    waiting = new Map()
    const rows = [...batch].map(([key, entry]) => ({
      // PostgreSQL's text cannot hold NUL (JSON's \u0000 would fail the whole statement).
      key: key.replaceAll('\u0000', '\uFFFD'),
      n: entry.answers.length,
      secs: entry.windowMs / 1000,
    }))
    try {
      const counted = await queryRows<{ key: string; hits: number; reset_ms: number }>(sql`
        insert into ${rateLimitBuckets} (key, hits, reset_at)
        select r.key, r.n, now() + make_interval(secs => r.secs)
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(key text, n int, secs float8),
          ${COMMIT_WITHOUT_WAITING}
        on conflict (key) do update set
          hits = case when ${rateLimitBuckets.resetAt} <= now() then excluded.hits
            else ${rateLimitBuckets.hits} + excluded.hits end,
          reset_at = case when ${rateLimitBuckets.resetAt} <= now() then excluded.reset_at
            else ${rateLimitBuckets.resetAt} end
        returning key, hits, floor(extract(epoch from reset_at) * 1000)::float8 as reset_ms`)
      const byKey = new Map(counted.map((row) => [row.key, row]))
      for (const [key, entry] of batch) {
        const row = byKey.get(key.replaceAll('\u0000', '\uFFFD'))
        const resetTime = new Date(row ? Number(row.reset_ms) : Date.now() + entry.windowMs)
        // The key's hits in this statement were the last n of its total, in arrival order.
        const first = (row?.hits ?? entry.answers.length) - entry.answers.length + 1
        entry.answers.forEach((answer, i) => answer.resolve({ totalHits: first + i, resetTime }))
      }
    } catch (error) {
      for (const entry of batch.values()) for (const answer of entry.answers) answer.reject(error)
    }
  }
  counting = false
}

/** Deletes windows that ended long ago, so the table stays small. */
export async function pruneRateLimitBuckets() {
  await getDb()
    .delete(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.resetAt} < now() - interval '1 hour'`)
}

type LimitOptions = {
  name: string
  windowMs: number
  limit: number
  /** Count only requests that did not fail (status < 400), e.g. messages actually sent. */
  countOnlySuccesses?: boolean
  skip?: (req: Request) => boolean
  /**
   * What to do when the limit is reached, instead of answering with the short "please wait"
   * page: e.g. let the request go on to a route that shows the words in its own form.
   */
  onLimit?: (req: Request, res: Response, next: () => void, retryAfterSeconds: number) => void
}

export function createRateLimit(options: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skipFailedRequests: options.countOnlySuccesses ?? false,
    skip: options.skip,
    store: new DatabaseRateLimitStore(options.name),
    // The key is the client address as Express resolves it under the configured "trust proxy",
    // so a forged X-Forwarded-For from the client itself is ignored.
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    // A database hiccup must not lock patients out of the emergency pages: fail open, but say so.
    passOnStoreError: true,
    handler: (req: Request, res: Response, next, used) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const retryAfter = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(used.windowMs / 1000)
      logger.warn({ limiter: options.name, path: loggablePath(req.path) }, 'rate limit reached')
      res.set('Retry-After', String(retryAfter)).set('Cache-Control', 'no-store')
      if (options.onLimit) return options.onLimit(req, res, next, retryAfter)
      res
        .status(429)
        .type('html')
        .send(renderTooManyRequestsPage(retryAfter, refusalLocale(req)))
    },
    validate: { trustProxy: false, xForwardedForHeader: false },
  })
}
