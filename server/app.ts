import { randomUUID } from 'node:crypto'
import { createRequestHandler } from '@react-router/express'
import { toNodeHandler } from 'better-auth/node'
import express, { type NextFunction, type Request, type Response } from 'express'
import 'react-router'
import { closeDatabase, openDatabase } from '#app/db/client.server.ts'
import { seedDemoData, seedDemoSchedules, seedSiteContent } from '#app/db/seed/seed.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { loggableError, logger } from '#app/utils/logger.server.ts'
import { startMailWorker } from '#app/utils/mail.server.ts'
import { CLIENT_IP_HEADER, getAuth } from '#app/utils/auth.server.ts'
import { createRateLimit, pruneRateLimitBuckets } from '#app/utils/rate-limit.server.ts'
import { seedDemoAccounts } from '#app/domain/accounts/demo-accounts.server.ts'
import { queueDueReminders } from '#app/domain/appointments/manage-appointment.server.ts'
import { cspNonce, rejectCrossSitePosts, securityHeaders } from './security.ts'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
    /** The client's address as Express resolved it under TRUST_PROXY. */
    clientIp: string
  }
}

/** Express accepts a hop count, "loopback"-style names, or a list of addresses and subnets. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed.split(',').map((part) => part.trim())
}

/** A form route answers both its HTML path and React Router's `.data` path (used with JavaScript). */
const formPaths = (path: string) => [path, `${path}.data`]

const MINUTE = 60_000

export function createApp() {
  const env = getEnv()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))

  app.use(requestLogger)
  app.use(rejectNulBytes)
  app.use(cspNonce)
  app.use(securityHeaders({ development: env.NODE_ENV === 'development' }))
  app.use(rejectCrossSitePosts)

  app.use(privateByDefault)

  // Rate limits on every public form, whether it is reached through our pages (HTML or `.data`)
  // or through better-auth's HTTP API. Specific limits first; the general one counts all POSTs.
  app.post(
    formPaths('/contact-us'),
    createRateLimit({ name: 'contact', windowMs: 15 * MINUTE, limit: 5, countOnlySuccesses: true }),
  )
  app.post(
    [...formPaths('/login'), '/api/auth/sign-in/email'],
    createRateLimit({ name: 'sign-in', windowMs: MINUTE, limit: 5 }),
  )
  app.post(
    [...formPaths('/register'), '/api/auth/sign-up/email'],
    createRateLimit({ name: 'sign-up', windowMs: MINUTE, limit: 3 }),
  )
  app.post(
    [...formPaths('/forget-password'), '/api/auth/request-password-reset'],
    createRateLimit({ name: 'password-reset', windowMs: MINUTE, limit: 3 }),
  )
  app.post('/{*path}', createRateLimit({ name: 'post', windowMs: MINUTE, limit: 60 }))

  // better-auth's own HTTP API, for browser clients. It sees the client address Express
  // resolved, never a forwarded header the client wrote itself.
  app.all('/api/auth/{*path}', (req, res) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? ''
    void toNodeHandler(getAuth())(req, res)
  })

  app.use(
    createRequestHandler({
      build: () => import('virtual:react-router/server-build'),
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? '',
      }),
    }),
  )

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: loggableError(error), requestId: res.locals.requestId }, 'unhandled error')
    if (res.headersSent) return
    res.status(500).type('text/plain').send('Sorry, something went wrong. Please try again.')
  })
  return app
}

/**
 * Pages may show personal data once someone is signed in, so nothing is stored by shared caches,
 * and nothing at all when a session cookie is present or the page is an account or staff page.
 */
/**
 * PostgreSQL cannot store or compare text holding a NUL character and answers with an error; no
 * address of ours contains one, so such a request is refused before any code sees it.
 */
function rejectNulBytes(req: Request, res: Response, next: NextFunction) {
  if (/%00/.test(req.originalUrl)) {
    res.status(400).type('text/plain').send('Bad request')
    return
  }
  next()
}

/** Public answers that set their own caching: the same for everyone, never personal. */
const PUBLIC_CACHEABLE = /^\/(robots\.txt|sitemap\.xml|api\/search)$/

function privateByDefault(req: Request, res: Response, next: NextFunction) {
  if (PUBLIC_CACHEABLE.test(req.path)) {
    next()
    return
  }
  const personal =
    (req.headers.cookie ?? '').includes('session_token') ||
    /^\/(account|staff|dev|reset-password|verify-email|api\/auth)(\/|\.|$)/.test(req.path)
  res.setHeader('Cache-Control', personal ? 'no-store' : 'private, no-cache')
  next()
}

/** Logs each request without its query string or body: those may hold personal data. */
function requestLogger(req: Request, res: Response, next: NextFunction) {
  const requestId = randomUUID()
  const started = process.hrtime.bigint()
  res.locals.requestId = requestId
  res.setHeader('X-Request-Id', requestId)
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    logger.info(
      { requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
      'request',
    )
  })
  next()
}

let stopMailWorker: (() => Promise<void>) | undefined
let pruneTimer: NodeJS.Timeout | undefined
let reminderTimer: NodeJS.Timeout | undefined

/** Opens and migrates the database, fills an empty one, and starts the background work. */
export async function startup() {
  const env = getEnv()
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
  )
  await database.migrate()
  await seedSiteContent(database.db)
  if (env.DEMO_MODE) {
    const seeded = await seedDemoData(database.db)
    await seedDemoSchedules(database.db)
    await seedDemoAccounts()
    logger.warn(
      { seeded, mailbox: env.SMTP_URL ? null : '/dev/mailbox' },
      '*** DEMO MODE IS ON: demo doctors are loaded and, without SMTP_URL, e-mail is kept in the local mailbox at /dev/mailbox. Never use demo mode with real patients. ***',
    )
  }
  stopMailWorker = startMailWorker()
  pruneTimer = setInterval(() => {
    pruneRateLimitBuckets().catch((error: unknown) => logger.warn({ err: loggableError(error) }, 'prune failed'))
  }, 10 * MINUTE)
  pruneTimer.unref()
  // Reminders are queued into the outbox once a minute; the claim is in the database, so any
  // number of processes may run this and a restart never sends one twice.
  const remind = () =>
    queueDueReminders().catch((error: unknown) => logger.warn({ err: loggableError(error) }, 'reminders failed'))
  void remind()
  reminderTimer = setInterval(remind, MINUTE)
  reminderTimer.unref()
  logger.info({ database: database.kind, demoMode: env.DEMO_MODE }, 'ready')
}

export async function shutdown() {
  if (pruneTimer) clearInterval(pruneTimer)
  if (reminderTimer) clearInterval(reminderTimer)
  await stopMailWorker?.()
  await closeDatabase()
}
