import { describe, expect, it } from 'vitest'
import { bookableDays, visitDayRefusal, windowRefusal } from './collection.ts'

// 2026-11-24 08:30 in the clinic (IST is UTC+5:30).
const now = new Date('2026-11-24T03:00:00Z')

describe('collection windows', () => {
  it('offers today and the next 14 days', () => {
    const days = bookableDays(now)
    expect(days[0]).toBe('2026-11-24')
    expect(days).toHaveLength(15)
    expect(days.at(-1)).toBe('2026-12-08')
  })

  it('refuses windows gone, too soon, too far ahead, and afternoons for fasting tests', () => {
    expect(windowRefusal('2026-11-23', '16-18', { now })).toBe('past')
    // 07:00–09:00 has started; 09:00 starts in 30 minutes, under the hour a collector needs.
    expect(windowRefusal('2026-11-24', '07-09', { now })).toBe('tooSoon')
    expect(windowRefusal('2026-11-24', '09-11', { now })).toBe('tooSoon')
    expect(windowRefusal('2026-11-24', '11-13', { now })).toBeNull()
    expect(windowRefusal('2026-11-24', '11-13', { now, fasting: true })).toBe('notForFasting')
    expect(windowRefusal('2026-11-25', '07-09', { now, fasting: true })).toBeNull()
    expect(windowRefusal('2026-12-09', '07-09', { now })).toBe('tooFarAhead')
    expect(visitDayRefusal('2026-11-24', now)).toBeNull()
    expect(visitDayRefusal('2026-11-23', now)).toBe('past')
    expect(visitDayRefusal('2026-12-09', now)).toBe('tooFarAhead')
  })
})
