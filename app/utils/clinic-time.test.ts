import { describe, expect, it } from 'vitest'
import { addDays, clinicDateOf, clinicToday, isIsoDate, wallClockToUtcMs } from './clinic-time.ts'

describe('clinic time', () => {
  it('uses the date in India, not the server’s', () => {
    // 20:00 UTC on 31 Jan is already 1:30 am on 1 Feb in Kolkata.
    expect(clinicToday(new Date('2026-01-31T20:00:00Z'))).toBe('2026-02-01')
    expect(clinicToday(new Date('2026-01-31T18:29:00Z'))).toBe('2026-01-31')
  })
  it('gives the date in a zone exactly as Intl does, either side of midnight and of a DST change', () => {
    const intlDate = (instant: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(instant)
    const start = Date.parse('2026-03-28T12:00:00Z')
    // Every 7 minutes for two days, through London's change on 29 March and India's midnights.
    for (let ms = start; ms < start + 2 * 86_400_000; ms += 7 * 60_000) {
      for (const zone of ['Asia/Kolkata', 'Europe/London', 'America/New_York']) {
        expect(clinicToday(new Date(ms), zone), `${new Date(ms).toISOString()} ${zone}`).toBe(
          intlDate(new Date(ms), zone),
        )
      }
    }
    expect(clinicDateOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30')
    expect(clinicDateOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01')
  })

  it('turns minutes after a clinic midnight into UTC, also where a DST change skips an hour', () => {
    const day = Date.UTC(2026, 10, 23)
    expect(new Date(wallClockToUtcMs(day, 9 * 60)).toISOString()).toBe('2026-11-23T03:30:00.000Z')
    // London: 03:30 local on 29 March 2026 is already summer time (UTC+1).
    const changeDay = Date.UTC(2026, 2, 29)
    expect(new Date(wallClockToUtcMs(changeDay, 3 * 60 + 30, 'Europe/London')).toISOString()).toBe(
      '2026-03-29T02:30:00.000Z',
    )
    expect(new Date(wallClockToUtcMs(changeDay, 30, 'Europe/London')).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    )
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
