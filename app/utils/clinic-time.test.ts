import { describe, expect, it } from 'vitest'
import { addDays, clinicToday, isIsoDate } from './clinic-time.ts'

describe('clinic time', () => {
  it('uses the date in India, not the server’s', () => {
    // 20:00 UTC on 31 Jan is already 1:30 am on 1 Feb in Kolkata.
    expect(clinicToday(new Date('2026-01-31T20:00:00Z'))).toBe('2026-02-01')
    expect(clinicToday(new Date('2026-01-31T18:29:00Z'))).toBe('2026-01-31')
  })
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
  it('recognizes real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true)
    expect(isIsoDate('2026-02-30')).toBe(false)
    expect(isIsoDate('28-02-2026')).toBe(false)
    expect(isIsoDate('2026-2-8')).toBe(false)
  })
})
