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

  it('gives each of many simultaneous hits its own count, whatever the limiter and window', async () => {
    const perMinute = store()
    const perHour = store(3_600_000)
    const other = new DatabaseRateLimitStore('other')
    other.init({ windowMs: 60_000 } as Options)
    await perMinute.increment('7.7.7.7')
    const [minute, hour, elsewhere] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => perMinute.increment('7.7.7.7'))),
      Promise.all(Array.from({ length: 5 }, () => perHour.increment('8.8.8.8'))),
      Promise.all(Array.from({ length: 3 }, () => other.increment('7.7.7.7'))),
    ])
    const counts = (infos: Array<{ totalHits: number }>) => infos.map((info) => info.totalHits)
    expect(counts(minute).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(counts(hour).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5])
    expect(counts(elsewhere).sort((a, b) => a - b)).toEqual([1, 2, 3])
    const hourEnds = hour[0]!.resetTime!.getTime()
    expect(hourEnds).toBeGreaterThan(Date.now() + 3_500_000)
    expect(minute[0]!.resetTime!.getTime()).toBeLessThan(Date.now() + 61_000)
    expect((await perHour.get('8.8.8.8'))?.totalHits).toBe(5)
  })

  it('counts a key with a NUL character without failing the hits counted with it', async () => {
    const limiter = store()
    const [odd, plain] = await Promise.all([
      limiter.increment('bad\u0000key'),
      limiter.increment('3.3.3.3'),
    ])
    expect(odd.totalHits).toBe(1)
    expect(plain.totalHits).toBe(1)
    expect((await limiter.increment('bad\u0000key')).totalHits).toBe(2)
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
