import { sendRefusal } from '#app/utils/refusal-page.server.ts'
import { randomUUID } from 'node:crypto'
import { loggablePath } from './loggable-path.ts'
import { performance } from 'node:perf_hooks'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import 'react-router'
import * as build from 'virtual:react-router/server-build'
import {
  checkDatabaseReady,
  closeDatabase,
  type Database,
  openDatabase,
} from '#app/db/client.server.ts'
import {
  seedDemoData,
  seedDemoSchedules,
  seedDemoVehicles,
  seedSiteContent,
} from '#app/domain/seed/seed.server.ts'
import { appUrl, getEnv } from '#app/utils/env.server.ts'
import { loggableError, logger } from '#app/utils/logger.server.ts'
import { pruneOldMail, startMailWorker } from '#app/utils/mail.server.ts'
import { AUTH_COOKIE_PREFIX, usesSecureCookies } from '#app/domain/accounts/auth.server.ts'
import { pruneRateLimitBuckets } from '#app/utils/rate-limit.server.ts'
import { seedDemoAccounts } from '#app/domain/accounts/demo-accounts.server.ts'
import { seedDemoLabOrders } from '#app/domain/seed/demo-lab-orders.server.ts'
import { seedDemoPharmacyOrders } from '#app/domain/seed/demo-pharmacy-orders.server.ts'
import {
  seedDemoRegistrationChecks,
  seedDemoReviews,
} from '#app/domain/seed/demo-reviews.server.ts'
import { seedDemoApplications } from '#app/domain/seed/demo-applications.server.ts'
import { queueDueReminders } from '#app/domain/appointments/manage-appointment.server.ts'
import { offerEarlierTimes } from '#app/domain/waitlist/index.server.ts'
import { checkMessageTemplates } from '#app/domain/mail/template-check.server.ts'
import { stopListening } from '#app/utils/live.server.ts'
import { closeLiveStreams } from '#app/utils/live-stream.server.ts'
import { pruneOldSignals } from '#app/domain/consultations/room.server.ts'
import { pruneUnusedPrescriptionPages } from '#app/domain/pharmacy/orders.server.ts'
import { pruneUnusedApplicationDocuments } from '#app/domain/network/applications.server.ts'
import { cookiesFollowRequestScheme } from './cookie-scheme.ts'
import { drainListeners } from './drain-listeners.ts'
import { cspNonce, rejectCrossSitePosts, securityHeaders } from './security.ts'
import { guardRequestBodies } from './request-body.ts'
import { buildFor, languageBuilds } from './language-builds.ts'
import { staticFiles } from './static-files.ts'
import { routeHeadersReplacePipelines } from './route-response-headers.ts'
import {
  applyRoutePolicies,
  routePolicies,
  routePolicyResolver,
  routesOwnCookies,
} from './route-policies.ts'
import { chooseLanguage } from './language.ts'
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCache } from './page-cache.ts'
import { parseTrustProxy } from './trust-proxy.ts'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
    /** The client's address as Express resolved it under TRUST_PROXY. */
    clientIp: string
    /**
     * Seconds until this address may post again, when it has reached the route's own POST limit
     * and the route shows that in its form (`postLimitShownByRoute` in its policy).
     */
    postLimitReached?: number
  }
}

const MINUTE = 60_000

/**
 * The whole request pipeline. `clientDir` (production) serves the built static files: scripts,
 * style sheets, fonts and pictures with a subresource's headers, the rest behind the same security
 * headers as the pages.
 */
export function createApp(options: { clientDir?: string; pageCache?: PageCache | null } = {}) {
  const env = getEnv()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', parseTrustProxy(env.TRUST_PROXY))

  const builtFiles = options.clientDir ? staticFiles(options.clientDir) : null

  app.use(compression())
  app.use(drainListeners)
  app.use(rejectMalformedAddresses)
  // The build's scripts, style sheets, fonts and pictures, with the headers a subresource needs.
  if (builtFiles) app.use(builtFiles.subresources)
  app.use(cspNonce)
  app.use(securityHeaders({ development: env.NODE_ENV === 'development' }))
  if (builtFiles) app.use(builtFiles.files)
  // For load balancers and process managers: never rate-limited, logged or personal.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.type('text/plain').send('ok')
  })
  app.get('/readyz', async (_req, res) => {
    const readiness = await checkDatabaseReady()
    res.setHeader('Cache-Control', 'no-store')
    res
      .status(readiness.ready ? 200 : 503)
      .type('text/plain')
      .send(readiness.ready ? 'ready' : `not ready: ${readiness.reason}`)
  })

  app.use(requestLogger)
  app.use(
    cookiesFollowRequestScheme({
      secureCookies: usesSecureCookies(),
      authCookiePrefix: AUTH_COOKIE_PREFIX,
    }),
  )
  app.use(rejectCrossSitePosts)
  // Each route's policy, as its module declares it (`export const policy`): a route without one,
  // or with one the server cannot apply, stops the server here.
  const policyOf = routePolicyResolver(build)
  // Forms only, 64 KB at most (more, as multipart, for routes whose policy has an uploadLimit),
  // refused before anything reads them (413/415/400).
  app.use(guardRequestBodies({ uploadLimitFor: (req) => policyOf(req).uploadLimit }))

  // Each route's cache policy and POST limits.
  app.use(applyRoutePolicies(build, policyOf))
  // A page asked for without a language opens in the visitor's (server/language.ts).
  app.use(chooseLanguage)
  // Anonymous answers of shared pages, rendered once per change (server/page-cache.ts).
  const pageCache = options.pageCache === undefined ? defaultPageCache(env) : options.pageCache
  if (pageCache) app.use(pageCache.middleware)

  // better-auth runs only inside our actions (auth.api.*), behind our forms' validation, limits
  // and password policy. Its own HTTP API is not used by the product, so it is not exposed.
  app.use('/api/auth', (_req, res) => {
    res.status(404).type('text/plain').send('Not found')
  })

  // Each request is matched against its language's routes only (server/language-builds.ts).
  const handlerOf = (served: typeof build) =>
    createRequestHandler({
      build: served,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? '',
        postLimitReached: res.locals.postLimitReached as number | undefined,
      }),
    })
  const halves = languageBuilds(build)
  const handlers = { whole: handlerOf(build), en: handlerOf(halves.en), hi: handlerOf(halves.hi) }
  // A header a route's answer sets (a file's own CSP and Cache-Control) replaces the pipeline's.
  app.use(routeHeadersReplacePipelines)
  app.use((req, res, next) => handlers[buildFor(build, req.path)](req, res, next))

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    // Errors that describe a bad request (an address with broken percent-encoding, say) carry
    // their 4xx status; they are the client's, not ours.
    const status = (error as { status?: unknown } | null)?.status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent) sendRefusal(req, res, status, 'damaged')
      return
    }
    logger.error({ err: loggableError(error), requestId: res.locals.requestId }, 'unhandled error')
    if (res.headersSent) return
    sendRefusal(req, res, 500, 'failed')
  })
  return app
}

let sharedPageCache: PageCache | undefined

/**
 * One page cache per process, whatever the number of createApp() calls. Off in development, where
 * code changes must show at once, and when PAGE_CACHE=0.
 */
function defaultPageCache(env: ReturnType<typeof getEnv>): PageCache | null {
  if (env.NODE_ENV === 'development' || !env.PAGE_CACHE) return null
  sharedPageCache ??= createPageCache({
    ...PAGE_CACHE_DEFAULTS,
    ownCookies: routesOwnCookies(routePolicies(build)),
  })
  return sharedPageCache
}

/**
 * Addresses no page of ours can have are refused before any code sees them: a NUL character
 * (PostgreSQL cannot store or compare it) and broken percent-encoding (nothing can decode it).
 */
function rejectMalformedAddresses(req: Request, res: Response, next: NextFunction) {
  if (/%00/.test(req.originalUrl) || !isDecodable(req.path)) {
    sendRefusal(req, res, 400, 'badAddress')
    return
  }
  next()
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
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
      {
        requestId,
        method: req.method,
        path: loggablePath(req.path),
        status: res.statusCode,
        ms: Math.round(ms),
      },
      'request',
    )
  })
  next()
}

let stopMailWorker: (() => Promise<void>) | undefined
let pruneTimer: NodeJS.Timeout | undefined
let reminderTimer: NodeJS.Timeout | undefined
let waitlistTimer: NodeJS.Timeout | undefined
/** How often freed times are offered and lapsed holds passed on (seconds matter to a 15-minute hold). */
const WAITLIST_INTERVAL_MS = 10_000

/**
 * Opens the database, migrates it and fills what is missing (site content; demo data in demo
 * mode). With several processes only the first does this, before the others start.
 */
export async function prepareDatabase() {
  const env = getEnv()
  // Before anything is opened: in production a kind of text message without its registered
  // template stops the server here, naming the kinds (docs/decisions/0011).
  checkMessageTemplates(env)
  const started = performance.now()
  const phases: Record<string, number> = {}
  const lap = (phase: string) => (phases[phase] = Math.round(performance.now() - started))
  const database = await openDatabase(databaseConfig())
  lap('opened')
  await database.migrate()
  lap('migrated')
  await seedSiteContent(database.db)
  lap('content')
  if (env.DEMO_MODE) {
    const seeded = await seedDemoMode(database.db, lap)
    logger.warn(
      { seeded, mailbox: env.SMTP_URL ? null : '/dev/mailbox' },
      '*** DEMO MODE IS ON: demo doctors are loaded and, without SMTP_URL, e-mail is kept in the local mailbox at /dev/mailbox. Never use demo mode with real patients. ***',
    )
  }
  if (env.NODE_ENV === 'production' && !appUrl().startsWith('https://')) {
    logger.warn(
      { appUrl: appUrl() },
      '*** NOT SERVED OVER HTTPS: APP_URL is not an https:// address. Passwords and patient data cross the network unencrypted, and cookies go without the Secure flag. Put the app behind HTTPS (a reverse proxy), set APP_URL=https://… and TRUST_PROXY to the proxy. ***',
    )
  }
  logger.info({ msSinceStart: phases }, 'database prepared')
}

/**
 * Demo mode's people and their work: the demo doctors and their hours, vehicles, one account per
 * role, lab and pharmacy orders, reviews and applications. Each step leaves what is there.
 */
export async function seedDemoMode(db: Database, lap: (phase: string) => void = () => {}) {
  const seeded = await seedDemoData(db)
  lap('demoDoctors')
  await seedDemoSchedules(db)
  lap('demoSchedules')
  await seedDemoVehicles(db)
  lap('demoVehicles')
  await seedDemoAccounts()
  lap('demoAccounts')
  await seedDemoLabOrders(db)
  lap('demoLabOrders')
  await seedDemoPharmacyOrders(db)
  lap('demoPharmacyOrders')
  await seedDemoRegistrationChecks(db)
  await seedDemoReviews(db)
  lap('demoReviews')
  await seedDemoApplications(db)
  lap('demoApplications')
  return seeded
}

function databaseConfig() {
  const env = getEnv()
  return env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: env.DATA_DIR } as const)
}

/**
 * Everything a serving process needs: the database (prepared here unless `prepared` says another
 * process did it) and the background work. Mail, reminders and pruning claim their work in the
 * database, so any number of processes may run them and nothing is done twice.
 */
export async function startup({ prepared = false }: { prepared?: boolean } = {}) {
  const env = getEnv()
  if (prepared) {
    checkMessageTemplates(env)
    await openDatabase(databaseConfig())
  } else await prepareDatabase()
  stopMailWorker = startMailWorker(env.MAIL_POLL_INTERVAL_MS)
  pruneTimer = setInterval(() => {
    Promise.all([
      pruneRateLimitBuckets(),
      pruneOldMail(),
      pruneOldSignals(),
      pruneUnusedPrescriptionPages(),
      pruneUnusedApplicationDocuments(),
    ]).catch((error: unknown) => logger.warn({ err: loggableError(error) }, 'prune failed'))
  }, 10 * MINUTE)
  pruneTimer.unref()
  // Reminders are queued into the outbox once a minute; the claim is in the database, so any
  // number of processes may run this and a restart never sends one twice.
  const remind = () =>
    queueDueReminders().catch((error: unknown) =>
      logger.warn({ err: loggableError(error) }, 'reminders failed'),
    )
  void remind()
  reminderTimer = setInterval(remind, MINUTE)
  reminderTimer.unref()
  // Earlier-slot alerts (decision 0023): freed times offered, lapsed holds passed on. Claimed in
  // the database like the reminders; often, since a hold lasts only 15 minutes.
  const offerEarlier = () =>
    offerEarlierTimes().catch((error: unknown) =>
      logger.warn({ err: loggableError(error) }, 'waitlist offers failed'),
    )
  waitlistTimer = setInterval(offerEarlier, WAITLIST_INTERVAL_MS)
  waitlistTimer.unref()
  logger.info({ database: databaseConfig().kind, demoMode: env.DEMO_MODE }, 'ready')
}

export async function shutdown() {
  if (pruneTimer) clearInterval(pruneTimer)
  if (reminderTimer) clearInterval(reminderTimer)
  if (waitlistTimer) clearInterval(waitlistTimer)
  await stopMailWorker?.()
  sharedPageCache?.stop()
  // Browsers reconnect their live connections to a process that is still running.
  closeLiveStreams()
  await stopListening()
  await closeDatabase()
}
