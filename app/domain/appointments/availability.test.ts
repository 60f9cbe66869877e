import { describe, expect, it } from 'vitest'
import { clinicTimeToUtc, isoWeekday, zoneOffsetMinutes } from '#app/utils/clinic-time.ts'
import { listOpenSlots, nearestSlots } from './availability.ts'

const iso = (d: Date) => d.toISOString()
// Monday 2026-11-23 … a weekly Monday morning clinic, 09:00–11:00 IST, 30-minute slots.
const monday = {
  weekday: 1,
  startTime: '09:00',
  endTime: '11:00',
  slotMinutes: 30,
  location: 'Room 4',
}
const longAgo = new Date('2026-11-01T00:00:00Z')

describe('clinic time', () => {
  it('knows India is 5:30 ahead of UTC all year (no daylight saving)', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330)
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330)
  })
  it('follows a daylight-saving change to the minute, also when asked again', () => {
    // London moves from UTC+0 to UTC+1 at 01:00 UTC on 29 March 2026.
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetMinutes(new Date('2026-03-29T00:59:59Z'), 'Europe/London')).toBe(0)
      expect(zoneOffsetMinutes(new Date('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(60)
      expect(zoneOffsetMinutes(new Date('2026-03-29T01:14:59Z'), 'Europe/London')).toBe(60)
    }
  })
  it('turns clinic wall-clock time into UTC, across midnight and month ends', () => {
    expect(iso(clinicTimeToUtc('2026-11-23', '09:00'))).toBe('2026-11-23T03:30:00.000Z')
    // 02:00 on 1 December in India is still 30 November in UTC.
    expect(iso(clinicTimeToUtc('2026-12-01', '02:00'))).toBe('2026-11-30T20:30:00.000Z')
    expect(iso(clinicTimeToUtc('2027-01-01', '00:15'))).toBe('2026-12-31T18:45:00.000Z')
  })
  it('names ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
  })
})

describe('listOpenSlots', () => {
  it('leaves out exactly the slots some booking overlaps, whatever their order and length', () => {
    // A whole-day clinic of 10-minute slots against bookings of odd lengths in no order, one of
    // them long and starting early: each slot is checked against every booking by hand.
    const day = { weekday: 1, startTime: '08:00', endTime: '20:00', slotMinutes: 10, location: 'A' }
    const at = (time: string) => clinicTimeToUtc('2026-11-23', time)
    const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000)
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    const busy = Array.from({ length: 25 }, () => {
      const startsAt = minutes(at('07:30'), Math.floor(random() * 760))
      return { startsAt, endsAt: minutes(startsAt, 1 + Math.floor(random() * 25)) }
    })
    busy.push({ startsAt: at('08:05'), endsAt: at('10:00') })
    const everySlot = listOpenSlots({
      schedules: [day],
      timeOff: [],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
      now: longAgo,
    })
    const free = listOpenSlots({
      schedules: [day],
      timeOff: [],
      busy,
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
      now: longAgo,
    })
    const expected = everySlot.filter(
      (slot) => !busy.some((b) => b.startsAt < slot.endsAt && slot.startsAt < b.endsAt),
    )
    expect(everySlot).toHaveLength(72)
    expect(expected.length).toBeGreaterThan(5)
    expect(expected.length).toBeLessThan(60)
    expect(free.map((slot) => iso(slot.startsAt))).toEqual(
      expected.map((slot) => iso(slot.startsAt)),
    )
  })

  it('cuts the weekly schedule into slots in UTC', () => {
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2026-11-29',
      now: longAgo,
    })
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:00:00.000Z',
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ])
    expect(iso(slots[0]!.endsAt)).toBe('2026-11-23T04:00:00.000Z')
    expect(slots[0]!.location).toBe('Room 4')
  })

  it('handles an evening clinic that runs past midnight UTC', () => {
    const evening = {
      weekday: 1,
      startTime: '05:00',
      endTime: '06:00',
      slotMinutes: 20,
      location: 'A',
    }
    const slots = listOpenSlots({
      schedules: [evening],
      timeOff: [],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
      now: longAgo,
    })
    // 05:00 IST on Monday is 23:30 UTC on Sunday.
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-11-22T23:30:00.000Z',
      '2026-11-22T23:50:00.000Z',
      '2026-11-23T00:10:00.000Z',
    ])
  })

  it('skips days off, inclusive of both ends', () => {
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [{ startsOn: '2026-11-23', endsOn: '2026-11-30' }],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2026-12-07',
      now: longAgo,
    })
    expect(slots.every((s) => iso(s.startsAt).startsWith('2026-12-07'))).toBe(true)
    expect(slots).toHaveLength(4)
  })

  it('skips slots that overlap a booking, even partly', () => {
    const busy = [
      { startsAt: new Date('2026-11-23T03:45:00Z'), endsAt: new Date('2026-11-23T04:15:00Z') },
    ]
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [],
      busy,
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
      now: longAgo,
    })
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ])
  })

  it('keeps the two-hour lead time', () => {
    const now = new Date('2026-11-23T02:00:00Z') // 07:30 IST
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2026-11-23',
      now,
    })
    expect(slots.map((s) => iso(s.startsAt))[0]).toBe('2026-11-23T04:00:00.000Z')
  })

  it('stops at the 60-day horizon', () => {
    const now = new Date('2026-11-23T00:00:00Z')
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [],
      busy: [],
      fromDate: '2026-11-23',
      toDate: '2027-03-01',
      now,
    })
    const last = slots.at(-1)!
    expect(last.startsAt.getTime()).toBeLessThanOrEqual(now.getTime() + 60 * 86_400_000)
    expect(iso(last.startsAt).slice(0, 10)).toBe('2027-01-18')
  })

  it('offers the nearest free slots to a wanted time', () => {
    const taken = [
      { startsAt: new Date('2026-11-23T04:00:00Z'), endsAt: new Date('2026-11-23T04:30:00Z') },
    ]
    const slots = listOpenSlots({
      schedules: [monday],
      timeOff: [],
      busy: taken,
      fromDate: '2026-11-23',
      toDate: '2026-11-30',
      now: longAgo,
    })
    const nearest = nearestSlots(slots, new Date('2026-11-23T04:00:00Z'))
    expect(nearest.map((s) => iso(s.startsAt))).toEqual([
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ])
  })
})
