import { type RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { policyGaps, ROUTE_POLICIES } from './route-policies.ts'

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
    expect(ROUTE_POLICIES['routes/auth/register']?.postLimit).toBe('sign-up')
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
