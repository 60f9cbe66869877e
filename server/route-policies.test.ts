import { type RouteConfigEntry } from '@react-router/dev/routes'
import { type ServerBuild } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { type RoutePolicy } from '#app/utils/route-policy.ts'
import {
  applyRoutePolicies,
  policyProblems,
  routePolicies,
  routePolicyResolver,
} from './route-policies.ts'

/**
 * The site map as the server build's flat manifest, each route with its real module (ids as React
 * Router makes them: the given id, or the file path without its extension).
 */
async function manifestOf(
  entries: RouteConfigEntry[],
  parentId = 'root',
): Promise<ServerBuild['routes']> {
  const routes: ServerBuild['routes'] = {}
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
    const module = (await import(
      /* @vite-ignore */ `../app/${entry.file}`
    )) as ServerBuild['routes'][string]
    routes[id] = { id, parentId, path: entry.path, index: entry.index, module } as never
    Object.assign(routes, await manifestOf(entry.children ?? [], id))
  }
  return routes
}

/** The build's route manifest, with the modules the server would read the policies from. */
let build: Pick<ServerBuild, 'routes'>
let policies: Record<string, RoutePolicy>

beforeAll(async () => {
  const root = { id: 'root', path: '', module: await import('../app/root.tsx') } as never
  build = { routes: { root, ...(await manifestOf(routes)) } }
  // As declared, unchecked: a missing or faulty one fails the first test below, by name.
  policies = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      (route?.module as { policy?: RoutePolicy }).policy!,
    ]),
  )
}, 120_000)

describe('route policies', () => {
  it('are declared by every route module of the site map, each one the server can apply', () => {
    expect(Object.keys(build.routes).length).toBeGreaterThan(100)
    expect(policyProblems(build)).toEqual([])
    expect(routePolicies(build)).toEqual(policies)
  })

  it('limit every public form that sends e-mail or signs in', () => {
    expect(policies['routes/site/contact-us']?.postLimit).toBe('contact')
    expect(policies['routes/auth/login']?.postLimit).toBe('sign-in')
    expect(policies['routes/auth/register']?.postLimit).toBe('sign-in')
    expect(policies['routes/auth/forget-password']?.postLimit).toBe('password-reset')
  })

  it('never let shared caches keep a personal page', () => {
    const personal = Object.entries(policies).filter(([id]) =>
      /account|staff|doctor\/|dev\/|manage|reset-password|verify-email/.test(id),
    )
    expect(personal.length).toBeGreaterThan(10)
    for (const [id, policy] of personal) expect(policy.cache.kind, id).toBe('personal')
  })
})

describe('the start-up check', () => {
  const withRoute = (module: Record<string, unknown>) => ({
    routes: {
      ...build.routes,
      'routes/new': { id: 'routes/new', parentId: 'root', path: 'new', module } as never,
    },
  })

  it('refuses a route that declares no policy', () => {
    const lacking = withRoute({ default: () => null })
    expect(policyProblems(lacking)).toEqual([
      'routes/new: declares no policy (export const policy)',
    ])
    expect(() => applyRoutePolicies(lacking)).toThrow(/routes\/new: declares no policy/)
    expect(() => routePolicyResolver(lacking)).toThrow(/routes\/new/)
  })

  it('refuses a policy it cannot apply', () => {
    const refused = (policy: unknown) => policyProblems(withRoute({ policy }))
    expect(refused({ cache: { kind: 'page' }, postLimit: 'sign-up' })).toEqual([
      'routes/new: unknown POST limit: sign-up',
    ])
    expect(refused({ cache: { kind: 'shared' } })).toEqual([
      'routes/new: unknown cache kind: shared',
    ])
    expect(refused({ cache: { kind: 'page' }, anonymousCahce: true })).toEqual([
      'routes/new: unknown policy options: anonymousCahce',
    ])
    expect(refused({ cache: { kind: 'public' } })).toHaveLength(1)
    expect(refused({ cache: { kind: 'personal' }, uploadLimit: '20 MB' })).toHaveLength(1)
    expect(refused({ cache: { kind: 'personal' }, ownCookies: 'cart' })).toHaveLength(1)
    expect(refused({ cache: { kind: 'personal' }, postLimitShownByRoute: true })).toHaveLength(1)
    expect(refused({ cache: { kind: 'personal' }, ownPostLimit: 'yes' })).toHaveLength(1)
  })
})

describe('routePolicyResolver', () => {
  const ask = (resolve: ReturnType<typeof routePolicyResolver>, path: string) =>
    resolve({ path } as Parameters<ReturnType<typeof routePolicyResolver>>[0])

  it('answers a path asked again, and after thousands of other paths, the same way', () => {
    // Three routes of the build: matching on the whole tree costs ~5 ms a path.
    const three = Object.fromEntries(
      ['root', 'routes/auth/login', 'routes/site/not-found'].map((id) => [id, build.routes[id]]),
    )
    const resolve = routePolicyResolver({ routes: three })
    const login = policies['routes/auth/login']
    expect(ask(resolve, '/login')).toBe(login)
    expect(ask(resolve, '/login.data')).toBe(login)
    expect(ask(resolve, '/hi/login')).toBe(login)
    for (let n = 0; n < 5_000; n++)
      expect(ask(resolve, `/nothing-${n}`)).toBe(policies['routes/site/not-found'])
    expect(ask(resolve, '/login')).toBe(login)
  })

  it('gives each page the policy of its own module', () => {
    const resolve = routePolicyResolver(build)
    expect(ask(resolve, '/staff/doctors/new')).toBe(policies['staff-doctor-new'])
    expect(ask(resolve, '/hi/contact-us').postLimit).toBe('contact')
    expect(ask(resolve, '/robots.txt').cache).toEqual({ kind: 'public', maxAgeSeconds: 3600 })
  })
})
