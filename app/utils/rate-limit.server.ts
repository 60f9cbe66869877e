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
import { getDb } from '#app/db/client.server.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { logger } from './logger.server.ts'
import { refusalLocale, renderTooManyRequestsPage } from './refusal-page.server.ts'

/**
 * Counters live in PostgreSQL (one row per key and window) so that limits hold across every
 * server process behind the load balancer. One statement both resets an expired window and
 * counts the hit, so concurrent requests cannot lose counts.
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

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const fullKey = `${this.prefix}:${key}`
    const window = sql`make_interval(secs => ${this.windowMs / 1000})`
    const [row] = await getDb()
      .insert(rateLimitBuckets)
      .values({ key: fullKey, hits: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          hits: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= now() THEN 1 ELSE ${rateLimitBuckets.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= now() THEN now() + ${window} ELSE ${rateLimitBuckets.resetAt} END`,
        },
      })
      .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt })
    return {
      totalHits: row?.hits ?? 1,
      resetTime: row?.resetAt ?? new Date(Date.now() + this.windowMs),
    }
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
    handler: (req: Request, res: Response, _next, used) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const retryAfter = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(used.windowMs / 1000)
      logger.warn({ limiter: options.name, path: loggablePath(req.path) }, 'rate limit reached')
      res
        .status(429)
        .set('Retry-After', String(retryAfter))
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderTooManyRequestsPage(retryAfter, refusalLocale(req)))
    },
    validate: { trustProxy: false, xForwardedForHeader: false },
  })
}
