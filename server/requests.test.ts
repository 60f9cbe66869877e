import { afterAll, describe, expect, it } from 'vitest'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// The whole pipeline as deployed without a load balancer: no proxy is trusted.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0' } })
afterAll(async () => {
  await app.close()
})

const form = (fields: Record<string, string>) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

describe('requests through createApp()', () => {
  it('a forged X-Forwarded-For does not get round the sign-in limit', async () => {
    const attempt = (n: number) =>
      app.send({
        method: 'POST',
        path: '/login',
        ...form({ email: `spoof-${n}@example.com`, password: 'wrong-password-x' }),
        headers: { ...form({}).headers, 'X-Forwarded-For': `198.51.100.${n}` },
      })
    for (let i = 1; i <= 10; i++) expect((await attempt(i)).status).toBe(401)
    const blocked = await attempt(11)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('caches each route as its policy says, and nothing personal', async () => {
    const cacheOf = async (path: string, headers: Record<string, string> = {}) =>
      (await app.send({ method: 'GET', path, headers })).headers['cache-control']
    expect(await cacheOf('/robots.txt')).toBe('public, max-age=3600')
    expect(await cacheOf('/sitemap.xml')).toBe('public, max-age=3600')
    expect(await cacheOf('/api/search?q=heart')).toBe('public, max-age=60')
    expect(await cacheOf('/home')).toBe('private, no-cache')
    expect(await cacheOf('/doctors.data')).toBe('private, no-cache')
    expect(await cacheOf('/no-such-page')).toBe('private, no-cache')
    // A session cookie means the page may show the person's name: never stored.
    expect(await cacheOf('/home', { Cookie: 'md.session_token=anything' })).toBe('no-store')
    expect(await cacheOf('/account')).toBe('no-store')
    expect(await cacheOf('/account/export')).toBe('no-store')
    expect(await cacheOf('/staff/appointments')).toBe('no-store')
    expect(await cacheOf('/login')).toBe('no-store')
    expect(await cacheOf('/reset-password?token=x')).toBe('no-store')
    expect(await cacheOf('/appointments/manage/some-token')).toBe('no-store')
  })

  it('lets go of a page once it is rendered: no timer per answer is left waiting', async () => {
    // A render's give-up timer holds the whole render and its request until it fires; one left
    // behind per answer kept thousands of pages in memory under load.
    const timers = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length
    for (const path of ['/login', '/contact-us'])
      await app.send({ method: 'GET', path, headers: { Cookie: 'visited=1' } })
    const before = timers()
    for (let i = 0; i < 20; i++) {
      // A cookie keeps the anonymous page cache out of it: every answer is rendered.
      const page = await app.send({
        method: 'GET',
        path: i % 2 ? '/login' : '/contact-us',
        headers: { Cookie: 'visited=1' },
      })
      expect(page.status).toBe(200)
    }
    expect(timers() - before).toBeLessThan(5)
  })

  it('answers a GET of the call-signal address (POST only) with 405 and Allow, never 400 or 500', async () => {
    const room = '/consultations/3f2504e0-4f89-41d3-9a0c-0305e82c3301/signal'
    for (const [method, path] of [
      ['GET', room],
      ['HEAD', room],
      ['GET', `/hi${room}`],
    ] as const) {
      const answer = await app.send({ method, path })
      expect(answer.status, `${method} ${path}`).toBe(405)
      expect(answer.headers.allow).toBe('POST')
    }
  })

  it('answers an address with broken percent-encoding or NUL with 400, before any route', async () => {
    for (const path of ['/doctors/%ZZ', '/%ZZ', '/staff/people/%C0%AF', '/search?q=%00']) {
      expect((await app.send({ method: 'GET', path })).status, path).toBe(400)
    }
    const post = await app.send({
      method: 'POST',
      path: '/staff/people/%ZZ.data',
      ...form({ a: 'b' }),
    })
    expect(post.status).toBe(400)
  })
})
