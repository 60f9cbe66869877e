import { describe, expect, it, vi } from 'vitest'
import { runWhenStableOrAfter } from './schedule-once.ts'

function fakeSignals() {
  let stable: (() => void) | undefined
  const timers = new Map<number, () => void>()
  let next = 1
  return {
    signals: {
      whenStable: (callback: () => void) => {
        stable = callback
      },
      setTimeout: (callback: () => void) => {
        timers.set(next, callback)
        return next++
      },
      clearTimeout: (handle: unknown) => {
        timers.delete(handle as number)
      },
    },
    becomeStable: () => stable?.(),
    fireTimers: () => [...timers.values()].forEach((callback) => callback()),
    pendingTimers: () => timers.size,
  }
}

describe('runWhenStableOrAfter (service worker registration)', () => {
  it('runs once when the app becomes stable, and cancels the fallback timer', () => {
    const task = vi.fn()
    const fake = fakeSignals()
    runWhenStableOrAfter(task, 30_000, fake.signals)
    expect(task).not.toHaveBeenCalled()
    fake.becomeStable()
    expect(task).toHaveBeenCalledTimes(1)
    expect(fake.pendingTimers()).toBe(0)
    fake.becomeStable()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs after the maximum wait when the app never becomes stable', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    runWhenStableOrAfter(task, 30_000, {
      whenStable: () => {},
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    })
    vi.advanceTimersByTime(29_999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })

  it('does not run twice when stability comes after the timeout', () => {
    const task = vi.fn()
    const fake = fakeSignals()
    runWhenStableOrAfter(task, 30_000, fake.signals)
    fake.fireTimers()
    fake.becomeStable()
    expect(task).toHaveBeenCalledTimes(1)
  })
})
