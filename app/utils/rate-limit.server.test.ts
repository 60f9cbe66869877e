import { sql } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { type Options } from 'express-rate-limit'
import { getDb } from '#app/db/client.server.ts'
import { rateLimitBuckets } from '#app/db/schema/rate-limit.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { DatabaseRateLimitStore } from './rate-limit.server.ts'
import { refusalLocale, renderTooManyRequestsPage } from './refusal-page.server.ts'

function store(windowMs = 60_000) {
  const s = new DatabaseRateLimitStore('test')
  s.init({ windowMs } as Options)
  return s
}

describeOnEachDatabase('database rate-limit store', () => {
  beforeEach(async () => {
    await getDb().delete(rateLimitBuckets)
  })

  it('counts hits per key within the window', async () => {
    const limiter = store()
    expect((await limiter.increment('1.2.3.4')).totalHits).toBe(1)
    expect((await limiter.increment('1.2.3.4')).totalHits).toBe(2)
    expect((await limiter.increment('5.6.7.8')).totalHits).toBe(1)
    await limiter.decrement('1.2.3.4')
    expect((await limiter.increment('1.2.3.4')).totalHits).toBe(2)
  })

  it('loses no hit under concurrent requests', async () => {
    const limiter = store()
    await Promise.all(Array.from({ length: 20 }, () => limiter.increment('9.9.9.9')))
    expect((await limiter.increment('9.9.9.9')).totalHits).toBe(21)
  })

  it('starts a new window once the old one has ended', async () => {
    const limiter = store()
    await limiter.increment('1.1.1.1')
    await limiter.increment('1.1.1.1')
    await getDb()
      .update(rateLimitBuckets)
      .set({ resetAt: sql`now() - interval '1 second'` })
    const info = await limiter.increment('1.1.1.1')
    expect(info.totalHits).toBe(1)
    expect(info.resetTime!.getTime()).toBeGreaterThan(Date.now() + 50_000)
  })
})

it('explains a 429 in plain words with the emergency number, in the language of the page', () => {
  const page = renderTooManyRequestsPage(90, 'en')
  expect(page).toContain('<html lang="en">')
  expect(page).toContain('try again in about 2 minutes')
  expect(page).toContain('tel:+919935010108')
  expect(page).toContain('<a href="/home">')
  const hindi = renderTooManyRequestsPage(60, refusalLocale({ path: '/hi/contact-us' }))
  expect(hindi).toContain('<html lang="hi">')
  expect(hindi).toContain('लगभग 1 मिनट बाद')
  expect(hindi).toContain('<a href="/hi/home">होम पेज पर वापस जाएँ</a>')
  expect(hindi).toContain('tel:+919935010108')
})
