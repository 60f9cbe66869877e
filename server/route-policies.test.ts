import { type RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { policyGaps, ROUTE_POLICIES, routePolicyResolver } from './route-policies.ts'

/** Route ids as React Router makes them: the given id, or the file path without its extension. */
function routeIds(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.id ?? entry.file.replace(/\.[jt]sx?$/, ''),
    ...routeIds(entry.children ?? []),
  ])
}

describe('route policies', () => {
  it('give every route of the site map exactly one cache policy and POST limit', () => {
    const ids = ['root', ...routeIds(routes)]
    expect(policyGaps(ids)).toEqual({ missing: [], unknown: [] })
  })

  it('limit every public form that sends e-mail or signs in', () => {
    expect(ROUTE_POLICIES['routes/site/contact-us']?.postLimit).toBe('contact')
    expect(ROUTE_POLICIES['routes/auth/login']?.postLimit).toBe('sign-in')
    expect(ROUTE_POLICIES['routes/auth/register']?.postLimit).toBe('sign-in')
    expect(ROUTE_POLICIES['routes/auth/forget-password']?.postLimit).toBe('password-reset')
  })

  it('never let shared caches keep a personal page', () => {
    const personal = Object.entries(ROUTE_POLICIES).filter(([id]) =>
      /account|staff|doctor\/|dev\/|manage|reset-password|verify-email/.test(id),
    )
    expect(personal.length).toBeGreaterThan(10)
    for (const [id, policy] of personal) expect(policy.cache.kind, id).toBe('personal')
  })
})

describe('routePolicyResolver', () => {
  const build = {
    routes: {
      root: { id: 'root', path: '' },
      'routes/auth/login': { id: 'routes/auth/login', parentId: 'root', path: 'login' },
      'routes/site/not-found': { id: 'routes/site/not-found', parentId: 'root', path: '*' },
    },
  } as unknown as Parameters<typeof routePolicyResolver>[0]
  const ask = (resolve: ReturnType<typeof routePolicyResolver>, path: string) =>
    resolve({ path } as Parameters<ReturnType<typeof routePolicyResolver>>[0])

  it('answers a path asked again, and after thousands of other paths, the same way', () => {
    const resolve = routePolicyResolver(build)
    const login = ROUTE_POLICIES['routes/auth/login']
    expect(ask(resolve, '/login')).toBe(login)
    expect(ask(resolve, '/login.data')).toBe(login)
    for (let n = 0; n < 5_000; n++)
      expect(ask(resolve, `/nothing-${n}`)).toBe(ROUTE_POLICIES['routes/site/not-found'])
    expect(ask(resolve, '/login')).toBe(login)
  })
})
