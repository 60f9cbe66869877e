import { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { createRateLimit } from '#app/utils/rate-limit.server.ts'
import { type PostLimitName, type RoutePolicy } from '#app/utils/route-policy.ts'

// Each route module declares its policy (`export const policy`, app/utils/route-policy.ts): the
// server reads them from the build, refuses to start when one is missing or cannot be applied,
// and applies them here. The server's other modules take the type from here, with the code.
export type { RoutePolicy } from '#app/utils/route-policy.ts'

const MINUTE = 60_000

/**
 * The POST limits routes name in their policies (`postLimit`, app/utils/route-policy.ts), per
 * client address, counted in the database so they hold across processes.
 */
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
} as const satisfies Record<PostLimitName, Omit<Parameters<typeof createRateLimit>[0], 'name'>>

/** Any POST, to any route. */
const GENERAL_POST_LIMIT = { windowMs: MINUTE, limit: 60 }

/** The route whose policy a path no route matches gets. */
const NOT_FOUND_ROUTE = 'routes/site/not-found'

type PolicyBuild = Pick<ServerBuild, 'routes'>

/** What a route module's `policy` export is, before the server has checked it. */
function declaredPolicy(route: PolicyBuild['routes'][string]): unknown {
  return (route?.module as { policy?: unknown } | undefined)?.policy
}

/**
 * What is wrong with the policies the build's route modules declare, one line per route: none
 * declared, or one the server cannot apply (a misspelt option, a POST limit it does not have).
 */
export function policyProblems(build: PolicyBuild): string[] {
  const problems: string[] = []
  for (const [id, route] of Object.entries(build.routes)) {
    const problem = policyProblem(declaredPolicy(route))
    if (problem) problems.push(`${id}: ${problem}`)
  }
  if (!build.routes[NOT_FOUND_ROUTE]) problems.push(`${NOT_FOUND_ROUTE}: no such route`)
  return problems
}

const POLICY_OPTIONS = new Set([
  'cache',
  'postLimit',
  'anonymousCache',
  'uploadLimit',
  'ownPostLimit',
  'postLimitShownByRoute',
  'ownCookies',
])

function policyProblem(policy: unknown): string | undefined {
  if (policy === undefined) return 'declares no policy (export const policy)'
  if (typeof policy !== 'object' || policy === null) return 'its policy is not an object'
  const { cache, postLimit, uploadLimit, ownCookies, ...flags } = policy as Record<string, unknown>
  const unknown = Object.keys(policy).filter((key) => !POLICY_OPTIONS.has(key))
  if (unknown.length > 0) return `unknown policy options: ${unknown.join(', ')}`
  const kind = (cache as { kind?: unknown } | undefined)?.kind
  if (kind !== 'page' && kind !== 'personal' && kind !== 'public') {
    return `unknown cache kind: ${String(kind)}`
  }
  const maxAge = (cache as { maxAgeSeconds?: unknown }).maxAgeSeconds
  if (kind === 'public' && !(Number.isInteger(maxAge) && (maxAge as number) >= 0)) {
    return 'a public cache needs whole maxAgeSeconds'
  }
  if (postLimit !== undefined && !Object.hasOwn(POST_LIMITS, String(postLimit))) {
    return `unknown POST limit: ${String(postLimit)}`
  }
  if (flags.postLimitShownByRoute && postLimit === undefined) {
    return 'postLimitShownByRoute without a postLimit'
  }
  if (
    uploadLimit !== undefined &&
    !(Number.isInteger(uploadLimit) && (uploadLimit as number) > 0)
  ) {
    return 'uploadLimit must be a whole number of bytes'
  }
  const cookieNames = Array.isArray(ownCookies) && ownCookies.every((n) => typeof n === 'string')
  if (ownCookies !== undefined && !cookieNames) return 'ownCookies must be cookie names'
  const notBoolean = Object.entries(flags).find(([, value]) => typeof value !== 'boolean')
  if (notBoolean) return `${notBoolean[0]} must be true or false`
  return undefined
}

/**
 * Each route's policy, by route id, as its module declares it. Throws when a route of the build
 * declares none or one the server cannot apply, so the server does not start.
 */
export function routePolicies(build: PolicyBuild): Record<string, RoutePolicy> {
  const problems = policyProblems(build)
  if (problems.length > 0) {
    throw new Error(
      `Every route module declares its policy (export const policy, app/utils/route-policy.ts):\n  ${problems.join('\n  ')}`,
    )
  }
  return Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [id, declaredPolicy(route) as RoutePolicy]),
  )
}

/** The build's flat route manifest as the nested tree `matchRoutes` expects. */
export function routeTree(build: PolicyBuild): RouteObject[] {
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
export function routePolicyResolver(build: PolicyBuild): (req: Request) => RoutePolicy {
  const policies = routePolicies(build)
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
    const policy = (id && policies[id]) || policies[NOT_FOUND_ROUTE]!
    if (known.size >= REMEMBERED_PATHS) known.delete(known.keys().next().value!)
    known.set(page, policy)
    return policy
  }
}

/** Every cookie some route declares as its own (`ownCookies`), for the page cache. */
export function routesOwnCookies(policies: Record<string, RoutePolicy>) {
  return new Set(Object.values(policies).flatMap((policy) => policy.ownCookies ?? []))
}

/** How many paths' policies a resolver remembers (oldest forgotten first). */
const REMEMBERED_PATHS = 2_000

/**
 * Applies each route's policy: Cache-Control on every answer and the POST limits. Throws when a
 * route of the build declares no policy, or one the server cannot apply.
 */
export function applyRoutePolicies(
  build: PolicyBuild,
  policyOf = routePolicyResolver(build),
): RequestHandler[] {
  routePolicies(build)
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
