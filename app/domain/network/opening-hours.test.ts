import { describe, expect, it } from 'vitest'
import { hoursByWeekday, isOpenAt, type OpeningWeek, openingStatus } from './opening-hours.ts'

// 23 November 2026 is a Monday; times are written in IST (+05:30), the clinic's zone.
const at = (day: number, time: string) =>
  new Date(`2026-11-${String(22 + day).padStart(2, '0')}T${time}:00+05:30`)

const weekdays = (opensAt: string, closesAt: string, days = [1, 2, 3, 4, 5, 6]) =>
  days.map((weekday) => ({ weekday, opensAt, closesAt }))

const clinic: OpeningWeek = {
  openAllHours: false,
  // A midday break: two ranges a day, Monday to Saturday; Sunday closed.
  hours: [...weekdays('09:00:00', '13:00:00'), ...weekdays('16:00:00', '19:00:00')],
}
const nightPharmacy: OpeningWeek = {
  openAllHours: false,
  hours: weekdays('20:00', '02:00', [1, 2, 3, 4, 5, 6, 7]).filter((r) => r.weekday !== 3),
}

describe('open now (IST)', () => {
  it('is open inside a range and closed in the midday break, before and after', () => {
    expect(isOpenAt(clinic, at(1, '09:00'))).toBe(true)
    expect(isOpenAt(clinic, at(1, '12:59'))).toBe(true)
    expect(isOpenAt(clinic, at(1, '13:00'))).toBe(false)
    expect(isOpenAt(clinic, at(1, '16:30'))).toBe(true)
    expect(isOpenAt(clinic, at(1, '08:59'))).toBe(false)
    expect(isOpenAt(clinic, at(1, '19:00'))).toBe(false)
    expect(isOpenAt(clinic, at(7, '10:00'))).toBe(false)
  })

  it('reads the clock in India, not in UTC', () => {
    // 04:00 UTC is 09:30 in India: open; 23:00 UTC Sunday is 04:30 Monday in India: closed.
    expect(isOpenAt(clinic, new Date('2026-11-23T04:00:00Z'))).toBe(true)
    expect(isOpenAt(clinic, new Date('2026-11-23T08:00:00Z'))).toBe(false)
    expect(isOpenAt(nightPharmacy, new Date('2026-11-22T20:00:00Z'))).toBe(true)
  })

  it('runs a range past midnight into the next day', () => {
    expect(isOpenAt(nightPharmacy, at(1, '23:30'))).toBe(true)
    expect(isOpenAt(nightPharmacy, at(2, '01:59'))).toBe(true)
    expect(isOpenAt(nightPharmacy, at(2, '02:00'))).toBe(false)
    // Closed on Wednesday night: Wednesday 22:00 closed, but Wednesday 01:00 is Tuesday's night.
    expect(isOpenAt(nightPharmacy, at(3, '22:00'))).toBe(false)
    expect(isOpenAt(nightPharmacy, at(3, '01:00'))).toBe(true)
    expect(isOpenAt(nightPharmacy, at(4, '01:00'))).toBe(false)
    // Sunday night runs into Monday morning.
    expect(isOpenAt(nightPharmacy, at(1, '01:00'))).toBe(true)
  })

  it('is always open when open day and night, whatever the hours say', () => {
    const allHours: OpeningWeek = { openAllHours: true, hours: [] }
    for (const time of ['00:00', '03:17', '12:00', '23:59'])
      expect(isOpenAt(allHours, at(7, time))).toBe(true)
    expect(openingStatus(allHours, at(3, '03:00'))).toEqual({ open: true, closesAt: null })
  })

  it('never opens without hours', () => {
    const none: OpeningWeek = { openAllHours: false, hours: [] }
    expect(isOpenAt(none, at(1, '10:00'))).toBe(false)
    expect(openingStatus(none, at(1, '10:00'))).toEqual({ open: false, opensAt: null })
  })
})

describe('opening status', () => {
  it('says until when it is open, and when it opens next', () => {
    expect(openingStatus(clinic, at(1, '10:00'))).toEqual({ open: true, closesAt: '13:00' })
    expect(openingStatus(clinic, at(1, '14:00'))).toEqual({
      open: false,
      opensAt: { weekday: 1, time: '16:00', inDays: 0 },
    })
    // Saturday evening: next is Monday morning (Sunday closed).
    expect(openingStatus(clinic, at(6, '20:00'))).toEqual({
      open: false,
      opensAt: { weekday: 1, time: '09:00', inDays: 2 },
    })
    expect(openingStatus(nightPharmacy, at(2, '01:00'))).toEqual({ open: true, closesAt: '02:00' })
    expect(openingStatus(nightPharmacy, at(3, '12:00'))).toEqual({
      open: false,
      opensAt: { weekday: 4, time: '20:00', inDays: 1 },
    })
  })

  it('lists the week by day, each day in order of opening', () => {
    const week = hoursByWeekday([...clinic.hours].reverse())
    expect(week[0]).toEqual({
      weekday: 1,
      ranges: [
        { opensAt: '09:00', closesAt: '13:00' },
        { opensAt: '16:00', closesAt: '19:00' },
      ],
    })
    expect(week[6]).toEqual({ weekday: 7, ranges: [] })
  })
})
