import { describe, expect, test } from 'vitest'
import { ROOM_CLOSES_AFTER_MS, ROOM_OPENS_BEFORE_MS, roomPhase } from './room-window.ts'

const startsAt = new Date('2026-11-24T05:00:00Z')
const at = (offsetMs: number) => new Date(startsAt.getTime() + offsetMs)
const room = { startsAt, status: 'confirmed' as const, endedAt: null }

describe('roomPhase', () => {
  test('opens 15 minutes before the start, not a millisecond earlier', () => {
    expect(ROOM_OPENS_BEFORE_MS).toBe(15 * 60_000)
    expect(roomPhase(at(-ROOM_OPENS_BEFORE_MS - 1), room)).toEqual({
      kind: 'early',
      opensAt: at(-ROOM_OPENS_BEFORE_MS),
    })
    expect(roomPhase(at(-ROOM_OPENS_BEFORE_MS), room).kind).toBe('open')
  })

  test('closes 2 hours after the start when nobody ended it', () => {
    expect(ROOM_CLOSES_AFTER_MS).toBe(2 * 60 * 60_000)
    expect(roomPhase(at(ROOM_CLOSES_AFTER_MS - 1), room)).toEqual({
      kind: 'open',
      closesAt: at(ROOM_CLOSES_AFTER_MS),
    })
    expect(roomPhase(at(ROOM_CLOSES_AFTER_MS), room)).toEqual({ kind: 'closed', why: 'time' })
  })

  test('closes the moment the doctor ends it', () => {
    expect(roomPhase(at(0), { ...room, endedAt: at(-1) })).toEqual({
      kind: 'closed',
      why: 'ended',
    })
  })

  test('a requested (not yet confirmed) appointment has an open room too', () => {
    expect(roomPhase(at(0), { ...room, status: 'requested' }).kind).toBe('open')
  })

  test('cancelled, completed and missed appointments have closed rooms', () => {
    expect(roomPhase(at(0), { ...room, status: 'cancelled' })).toEqual({
      kind: 'closed',
      why: 'cancelled',
    })
    expect(roomPhase(at(0), { ...room, status: 'completed' }).kind).toBe('closed')
    expect(roomPhase(at(0), { ...room, status: 'no_show' }).kind).toBe('closed')
  })
})
