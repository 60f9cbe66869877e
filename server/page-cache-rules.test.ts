import { randomUUID } from 'node:crypto'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { logger } from '#app/utils/logger.server.ts'
import { freshResponseToken } from '#app/utils/response-tokens.server.ts'
import { createPageCache, PAGE_CACHE_DEFAULTS } from './page-cache.ts'
import { type RoutePolicy, routesOwnCookies } from './route-policies.ts'

// The cache's two rules that code enforces, on a bare Express app: announcements are always heard
// here (the database's part is tested in page-cache.test.ts).
vi.mock('#app/utils/live.server.ts', () => ({
  LIVE_CHANNELS: { dataChanged: 'data_changed' },
  hearingAnnouncements: () => true,
  subscribe: () => ({ ready: Promise.resolve(true), stop: () => {} }),
}))

const shared: RoutePolicy = { cache: { kind: 'page' }, anonymousCache: true }
const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`

let base = ''
let close = () => {}
const warn = vi.spyOn(logger, 'warn')

beforeAll(async () => {
  const cache = createPageCache({
    ...PAGE_CACHE_DEFAULTS,
    ownCookies: routesOwnCookies({
      cart: { cache: { kind: 'personal' }, ownCookies: ['md_cart'] },
    }),
  })
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomUUID()
    res.locals.routePolicy = shared
    next()
  })
  app.use(cache.middleware)
  app.get('/steady', (_req, res) => {
    res.type('html').send(page(`<form><input name="key" value="${freshResponseToken()}"></form>`))
  })
  // A per-answer value drawn past freshResponseToken(): a shared copy would hand it to everyone.
  app.get('/drawn', (_req, res) => {
    res.type('html').send(page(`<input name="key" value="${randomUUID()}">`))
  })
  app.get('/cookies', (req, res) => {
    res.type('html').send(page(`cookies: ${req.headers.cookie ?? 'none'}`))
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
  // The cache keeps nothing until it hears announcements: its first request starts listening.
  await fetch(`${base}/not-a-page`)
})
afterAll(() => close())

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers })
  return { hit: response.headers.get('x-page-cache') === 'hit', body: await response.text() }
}

describe('what the page cache keeps', () => {
  it('keeps a page once two renders of it agree, with fresh form keys in every copy', async () => {
    const answers = [await get('/steady'), await get('/steady'), await get('/steady')]
    expect(answers.map((answer) => answer.hit)).toEqual([false, false, true])
    const keys = answers.map((answer) => /value="([^"]+)"/.exec(answer.body)![1])
    expect(new Set(keys).size).toBe(3)
  })

  it('never keeps a page holding a value drawn per answer, and names it in the log', async () => {
    const answers = []
    for (let round = 0; round < 6; round++) answers.push(await get('/drawn'))
    expect(answers.some((answer) => answer.hit)).toBe(false)
    const values = answers.map((answer) => /value="([^"]+)"/.exec(answer.body)![1])
    expect(new Set(values).size).toBe(6)
    expect(warn).toHaveBeenCalledWith(
      { path: '/drawn' },
      expect.stringContaining('differed between two renders'),
    )
    // Named once, not once per answer.
    expect(
      warn.mock.calls.filter(([fields]) => (fields as { path?: string }).path === '/drawn'),
    ).toHaveLength(1)
  })

  it('renders a shared page without the cookies routes own, and shares it with their holders', async () => {
    await get('/cookies')
    await get('/cookies')
    const holder = await get('/cookies', { Cookie: 'md_cart=test-1' })
    expect(holder.hit).toBe(true)
    expect(holder.body).toContain('cookies: none')
    // Even the first render of a page is done without them: the page cannot read them.
    const fresh = await get('/cookies?first', { Cookie: 'md_cart=test-1' })
    expect(fresh.hit).toBe(false)
    expect(fresh.body).toContain('cookies: none')
  })

  it('never answers a request with any other cookie from the cache', async () => {
    await get('/cookies')
    await get('/cookies')
    const other = await get('/cookies', { Cookie: 'md_cart=test-1; better-auth.session_token=x' })
    expect(other.hit).toBe(false)
    expect(other.body).toContain('better-auth.session_token=x')
  })
})
