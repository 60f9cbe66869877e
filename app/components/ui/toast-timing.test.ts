import { describe, expect, it } from 'vitest'
import { isToastGone, msUntilNextTick, nextToastTimer, startToastTimer } from './toast-timing.ts'

describe('toast timing', () => {
  it('closes 5000 ms after showing, then animates out for 300 ms', () => {
    let timer = startToastTimer(0)
    expect(msUntilNextTick(timer, 0)).toBe(5000)
    timer = nextToastTimer(timer, { type: 'tick', now: 4999 })
    expect(timer.closingSince).toBeNull()
    timer = nextToastTimer(timer, { type: 'tick', now: 5000 })
    expect(timer.closingSince).toBe(5000)
    expect(isToastGone(timer, 5299)).toBe(false)
    expect(isToastGone(timer, 5300)).toBe(true)
  })

  it('stays open while the pointer is over it', () => {
    let timer = nextToastTimer(startToastTimer(0), { type: 'pointer-enter' })
    expect(msUntilNextTick(timer, 1000)).toBeNull()
    timer = nextToastTimer(timer, { type: 'tick', now: 60_000 })
    expect(timer.closingSince).toBeNull()
  })

  it('closes 1000 ms after the pointer leaves, even late in its life', () => {
    let timer = nextToastTimer(startToastTimer(0), { type: 'pointer-enter' })
    timer = nextToastTimer(timer, { type: 'pointer-leave', now: 20_000 })
    expect(msUntilNextTick(timer, 20_000)).toBe(1000)
    expect(nextToastTimer(timer, { type: 'tick', now: 20_999 }).closingSince).toBeNull()
    expect(nextToastTimer(timer, { type: 'tick', now: 21_000 }).closingSince).toBe(21_000)
  })

  it('closes at once when dismissed, and ignores the pointer once closing', () => {
    const closing = nextToastTimer(startToastTimer(0), { type: 'dismiss', now: 100 })
    expect(closing.closingSince).toBe(100)
    expect(nextToastTimer(closing, { type: 'pointer-enter' })).toBe(closing)
    expect(isToastGone(closing, 400)).toBe(true)
  })
})
