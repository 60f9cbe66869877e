import { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { LAB_CART_COOKIE } from '#app/db/schema/lab-values.ts'
import { MEDICINE_CART_COOKIE } from '#app/db/schema/pharmacy-values.ts'
import { MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'
import { LOCALE_COOKIE } from '#app/utils/i18n/locales.ts'
import { createRateLimit } from '#app/utils/rate-limit.server.ts'

/**
 * How each route may be cached and how often it may be posted to, declared once per route id
 * (the ids React Router gives the entries of app/routes.ts). The server refuses to start when a
 * route has no policy, so a new or renamed route cannot slip through without one.
 *
 * Caching:
 * - `public`: the same answer for everyone, never personal (robots, sitemap, search suggestions).
 * - `page`: a page anyone may see, which shows who is signed in: revalidated every time, and not
 *   stored at all when a session cookie is sent.
 * - `personal`: account, staff and one-time-link pages: never stored.
 *
 * Every POST counts towards the general limit (unless the route counts its own, `ownPostLimit`);
 * a route's own `postLimit` counts as well.
 */
export type RoutePolicy = {
  cache: { kind: 'public'; maxAgeSeconds: number } | { kind: 'page' } | { kind: 'personal' }
  postLimit?: PostLimitName
  /**
   * The page a visitor without cookies gets is the same for every such visitor (apart from its
   * nonce and response tokens), so the server may keep it and answer the next one with it
   * (server/page-cache.ts). Only for pages whose anonymous view depends on nothing but the
   * address and the data behind the data_changed channel.
   */
  anonymousCache?: boolean
  /**
   * Bytes a multipart POST to this route may carry, for forms that take files (usually
   * `MAX_UPLOAD_REQUEST_BYTES` from app/utils/files/file-kinds.ts). Every other route takes
   * small forms only (FORM_BODY_LIMIT in server/request-body.ts), refused before any code runs.
   */
  uploadLimit?: number
  /**
   * The route limits its POSTs itself, per participant and room, in its domain function: a call's
   * signalling sends a burst of small messages (offer, answer, network candidates) that the
   * general per-address limit was not made for.
   */
  ownPostLimit?: boolean
  /**
   * The route's forms show its `postLimit` themselves. When an address reaches it, the request
   * still goes on to the route, with `context.postLimitReached` (the seconds to wait), and the
   * action must answer at once, 429, without doing anything: its form then says to wait and keeps
   * the step the person was at (the code they were typing), with JavaScript or without. A
   * JavaScript form's data request could not show the server's "please wait" page: React Router
   * would throw it away and show an error page instead.
   */
  postLimitShownByRoute?: boolean
  /**
   * Cookies only this route's own pages read (a cart, the language choice). No page shared between
   * visitors reads them: a visitor who carries only such cookies still gets the shared copy of a
   * page, rendered without them (server/page-cache.ts).
   */
  ownCookies?: readonly string[]
}

const MINUTE = 60_000

/** Limits per client address, counted in the database so they hold across processes. */
const POST_LIMITS = {
  contact: { windowMs: 15 * MINUTE, limit: 5, countOnlySuccesses: true },
  // Every step of signing in, registering or confirming a mobile by code counts. One person's
  // sign-in with mistakes must never be cut: a mistyped number, the code sent, four codes
  // mistyped, a new code asked for, the right code: 8. Guessing codes is bounded per number
  // anyway (5 wrong tries a code, 5 codes an hour: app/domain/accounts/phone-sign-in.server.ts),
  // and guessing passwords per account (10 failures lock it for 15 minutes).
  'sign-in': { windowMs: MINUTE, limit: 10 },
  'password-reset': { windowMs: MINUTE, limit: 3 },
  // Applications to join: a provider sends one, rarely a few; documents make each one heavy.
  join: { windowMs: 60 * MINUTE, limit: 5, countOnlySuccesses: true },
  // Call signalling: bursts of small messages; its real limit is per participant and room.
  signal: { windowMs: MINUTE, limit: 600 },
} as const

type PostLimitName = keyof typeof POST_LIMITS

/** Any POST, to any route. */
const GENERAL_POST_LIMIT = { windowMs: MINUTE, limit: 60 }

const page: RoutePolicy = { cache: { kind: 'page' } }
const sharedPage: RoutePolicy = { ...page, anonymousCache: true }
const personal: RoutePolicy = { cache: { kind: 'personal' } }
const publicFor = (maxAgeSeconds: number): RoutePolicy => ({
  cache: { kind: 'public', maxAgeSeconds },
})

export const ROUTE_POLICIES: Record<string, RoutePolicy> = {
  root: page,
  'routes/site/index': page,
  'routes/site/index-hi': page,
  'routes/site/home': sharedPage,
  'routes/site/contact-us': { ...sharedPage, postLimit: 'contact' },
  'routes/site/search': sharedPage,
  'routes/site/doctors': sharedPage,
  'routes/site/doctor': sharedPage,
  'routes/site/department': sharedPage,
  'routes/site/find-care': sharedPage,
  'routes/lab/catalogue': sharedPage,
  'routes/lab/test': sharedPage,
  'routes/lab/package': sharedPage,
  'routes/pharmacy/catalogue': sharedPage,
  'routes/pharmacy/medicine': sharedPage,
  'routes/network/facilities': sharedPage,
  'routes/network/facility': sharedPage,
  'routes/network/facility-photo': publicFor(86_400),
  'routes/network/review-rules': sharedPage,
  // Registration certificates and photos of documents (app/utils/files).
  'routes/network/join': { ...personal, postLimit: 'join', uploadLimit: MAX_UPLOAD_REQUEST_BYTES },
  'routes/network/application': { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES },
  'routes/site/sitemap': publicFor(3600),
  'routes/site/robots': publicFor(3600),
  'routes/site/privacy': sharedPage,
  'routes/site/offline': publicFor(3600),
  'routes/site/not-found': page,
  // The language choice: read only to choose between /x and /hi/x (server/language.ts).
  'routes/site/language': { ...personal, ownCookies: [LOCALE_COOKIE] },

  'routes/auth/login': {
    ...personal,
    postLimit: 'sign-in',
    postLimitShownByRoute: true,
    anonymousCache: true,
  },
  // The same steps by code as signing in; registrations by e-mail (each sends a mail) are limited
  // further in the action (EMAIL_REGISTRATIONS_PER_MINUTE in app/domain/accounts/register.server.ts).
  'routes/auth/register': { ...sharedPage, postLimit: 'sign-in', postLimitShownByRoute: true },
  'routes/auth/forget-password': { ...sharedPage, postLimit: 'password-reset' },
  'routes/auth/logout': personal,
  'routes/auth/reset-password': personal,
  'routes/auth/verify-email': personal,

  'routes/appointments/new': sharedPage,
  'routes/appointments/manage': personal,
  // Chat attachments and shared reports: photos and PDFs (app/utils/files).
  'routes/consultations/room': { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES },
  'routes/consultations/file': personal,
  'routes/consultations/live': personal,
  // At most SIGNAL_LIMIT per participant and room (app/domain/consultations/room.server.ts).
  'routes/consultations/signal': { ...personal, ownPostLimit: true, postLimit: 'signal' },
  'routes/consultations/prescription': personal,
  'routes/consultations/prescription-pdf': personal,
  'routes/prescriptions/verify': page,
  'routes/lab/verify': page,
  // Never stored, not even for visitors without cookies: every form carries its own one-time key.
  // Its POST limits are its own (callerLimits in app/domain/ambulance/requests.server.ts), so no
  // per-address limit of the server applies: past its address limit a request is stored and
  // flagged for the dispatcher (a village may share one address), and past the per-mobile limit
  // the page still shows the numbers to call and keeps what was typed.
  'routes/ambulance/request': { ...personal, ownPostLimit: true },
  // The cart is a cookie; bookings are limited per mobile number (bookingLimitReached).
  // The basket of tests, filled from the catalogue's pages and read here.
  'routes/lab/book': { ...personal, ownCookies: [LAB_CART_COOKIE] },
  'routes/lab/order': personal,
  'routes/lab/order-report-pdf': personal,
  // The cart is a cookie; orders need an account and are limited per account and day
  // (app/domain/pharmacy/orders.server.ts). The order form takes photos and PDFs of a prescription.
  'routes/pharmacy/cart': { ...personal, ownCookies: [MEDICINE_CART_COOKIE] },
  'routes/pharmacy/order': { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES },
  'routes/pharmacy/track': personal,
  'routes/pharmacy/track-live': personal,
  'routes/pharmacy/file': personal,
  'routes/ambulance/track': personal,
  'routes/ambulance/track-live': personal,
  'routes/api/slots': page,
  'routes/api/search': publicFor(60),

  'account-area': personal,
  'routes/account/account': personal,
  'routes/account/appointments': personal,
  'routes/account/mobile': { ...personal, postLimit: 'sign-in', postLimitShownByRoute: true },
  'routes/account/family': personal,
  'routes/account/reports': personal,
  'routes/account/medicines': personal,
  'routes/account/reviews': personal,
  'routes/account/review': personal,
  'routes/account/export': personal,
  'routes/account/delete': personal,

  'routes/staff/layout': personal,
  'staff-area': personal,
  'routes/staff/dashboard': personal,
  'routes/staff/appointments': personal,
  'routes/staff/appointment-new': personal,
  'routes/staff/appointment': personal,
  'routes/staff/messages': personal,
  'routes/staff/message': personal,
  'routes/staff/people': personal,
  'routes/staff/person': personal,
  'routes/staff/audit': personal,
  'routes/staff/ambulance': personal,
  'routes/staff/ambulance-live': personal,
  'routes/staff/ambulance-fleet': personal,
  'routes/staff/lab': personal,
  'routes/staff/lab-live': personal,
  'routes/staff/lab-order': personal,
  'routes/staff/lab-label': personal,
  'routes/staff/lab-report': personal,
  'routes/staff/lab-report-pdf': personal,
  'routes/staff/pharmacy': personal,
  'routes/staff/pharmacy-live': personal,
  'routes/staff/pharmacy-order': personal,
  'routes/staff/pharmacy-file': personal,
  'routes/staff/applications': personal,
  'routes/staff/application': personal,
  'routes/staff/application-file': personal,
  'routes/staff/reviews': personal,
  'routes/staff/doctors': personal,
  'staff-doctor-new': personal,
  'routes/staff/doctor-edit': personal,

  'doctor-area': personal,
  'routes/doctor/schedule': personal,
  'routes/doctor/live': personal,
  'routes/doctor/appointment': personal,
  'routes/doctor/reviews': personal,

  'routes/dev/mailbox': personal,
  'routes/dev/sms': personal,
  'routes/dev/consultation': personal,
  'routes/dev/mailbox-attachment': personal,
}

/** Route ids of the build that have no policy, and policies naming no route. */
export function policyGaps(routeIds: readonly string[]): { missing: string[]; unknown: string[] } {
  const ids = new Set(routeIds)
  return {
    missing: routeIds.filter((id) => !ROUTE_POLICIES[id]),
    unknown: Object.keys(ROUTE_POLICIES).filter((id) => !ids.has(id)),
  }
}

/** The build's flat route manifest as the nested tree `matchRoutes` expects. */
export function routeTree(build: Pick<ServerBuild, 'routes'>): RouteObject[] {
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false | undefined,
      caseSensitive: route.caseSensitive,
      children: [],
    })
  }
  const roots: RouteObject[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id)!
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** The page a request is for: `/login.data` (React Router's data request) is `/login`. */
function pagePath(path: string): string {
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path
}

/**
 * The policy of the route a request is for (a path no route matches gets the not-found page's).
 * The body guard asks it for upload limits before anything reads the body.
 */
export function routePolicyResolver(
  build: Pick<ServerBuild, 'routes'>,
): (req: Request) => RoutePolicy {
  const tree = routeTree(build)
  // `matchRoutes` flattens and ranks the whole route tree on every call, which cost more than
  // sending a cached page: each path's answer is remembered (a bounded number of paths, as
  // anyone can ask for any path).
  const known = new Map<string, RoutePolicy>()
  return (req) => {
    const page = pagePath(req.path)
    const remembered = known.get(page)
    if (remembered) return remembered
    const id = matchRoutes(tree, page)?.at(-1)?.route.id
    const policy = (id && ROUTE_POLICIES[id]) || ROUTE_POLICIES['routes/site/not-found']!
    if (known.size >= REMEMBERED_PATHS) known.delete(known.keys().next().value!)
    known.set(page, policy)
    return policy
  }
}

/** Every cookie some route declares as its own (`ownCookies`), for the page cache. */
export function routesOwnCookies(policies: Record<string, RoutePolicy> = ROUTE_POLICIES) {
  return new Set(Object.values(policies).flatMap((policy) => policy.ownCookies ?? []))
}

/** How many paths' policies a resolver remembers (oldest forgotten first). */
const REMEMBERED_PATHS = 2_000

/**
 * Applies each route's policy: Cache-Control on every answer and the POST limits. Throws when a
 * route of the build has no policy.
 */
export function applyRoutePolicies(
  build: Pick<ServerBuild, 'routes'>,
  policyOf = routePolicyResolver(build),
): RequestHandler[] {
  const { missing, unknown } = policyGaps(Object.keys(build.routes))
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Every route needs exactly one policy in server/route-policies.ts. Missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}`,
    )
  }
  const generalLimit = createRateLimit({ name: 'post', ...GENERAL_POST_LIMIT })
  const limiters = (onLimit?: Parameters<typeof createRateLimit>[0]['onLimit']) =>
    Object.fromEntries(
      Object.entries(POST_LIMITS).map(([name, options]) => [
        name,
        createRateLimit({ name, ...options, onLimit }),
      ]),
    ) as Record<PostLimitName, RequestHandler>
  const postLimits = limiters()
  // The same counters (the store is keyed by the limit's name), answered by the route instead.
  const postLimitsShownByRoute = limiters((_req, res, next, retryAfterSeconds) => {
    res.locals.postLimitReached = retryAfterSeconds
    next()
  })

  const cache = (req: Request, res: Response, next: NextFunction) => {
    const policy = policyOf(req)
    res.locals.routePolicy = policy
    res.setHeader('Cache-Control', cacheControl(policy, req))
    next()
  }
  const routeLimit = (req: Request, res: Response, next: NextFunction) => {
    const policy = res.locals.routePolicy as RoutePolicy | undefined
    const name = policy?.postLimit
    if (req.method !== 'POST' || !name) return next()
    return (policy.postLimitShownByRoute ? postLimitsShownByRoute : postLimits)[name](
      req,
      res,
      next,
    )
  }
  const general = (req: Request, res: Response, next: NextFunction) =>
    req.method === 'POST' && !(res.locals.routePolicy as RoutePolicy | undefined)?.ownPostLimit
      ? generalLimit(req, res, next)
      : next()
  return [cache, routeLimit, general]
}

function cacheControl(policy: RoutePolicy, req: Request): string {
  if (policy.cache.kind === 'public') return `public, max-age=${policy.cache.maxAgeSeconds}`
  if (policy.cache.kind === 'personal') return 'no-store'
  const signedIn = (req.headers.cookie ?? '').includes('session_token')
  return signedIn ? 'no-store' : 'private, no-cache'
}
