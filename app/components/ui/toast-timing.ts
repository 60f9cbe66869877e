import { TOAST_ANIMATION_MS, TOAST_DURATION_MS, TOAST_EXTENDED_MS } from '#app/content/site.ts'

/**
 * When a toast closes: it shows for TOAST_DURATION_MS, stays while the pointer is over it, and
 * closes TOAST_EXTENDED_MS after the pointer leaves; closing animates for TOAST_ANIMATION_MS.
 */
export type ToastTimer = {
  /** When the toast starts closing; null while the pointer holds it open. */
  closesAt: number | null
  /** When the closing animation started; null while visible. */
  closingSince: number | null
}

export type ToastTimerEvent =
  | { type: 'pointer-enter' }
  | { type: 'pointer-leave'; now: number }
  | { type: 'dismiss'; now: number }
  | { type: 'tick'; now: number }

export function startToastTimer(now: number): ToastTimer {
  return { closesAt: now + TOAST_DURATION_MS, closingSince: null }
}

export function nextToastTimer(timer: ToastTimer, event: ToastTimerEvent): ToastTimer {
  if (timer.closingSince !== null) return timer
  switch (event.type) {
    case 'pointer-enter':
      return { closesAt: null, closingSince: null }
    case 'pointer-leave':
      return { closesAt: event.now + TOAST_EXTENDED_MS, closingSince: null }
    case 'dismiss':
      return { closesAt: event.now, closingSince: event.now }
    case 'tick':
      return timer.closesAt !== null && event.now >= timer.closesAt
        ? { closesAt: timer.closesAt, closingSince: event.now }
        : timer
  }
}

export function isToastGone(timer: ToastTimer, now: number): boolean {
  return timer.closingSince !== null && now >= timer.closingSince + TOAST_ANIMATION_MS
}

/** Milliseconds until the timer next needs a tick, or null when nothing is scheduled. */
export function msUntilNextTick(timer: ToastTimer, now: number): number | null {
  if (timer.closingSince !== null) return Math.max(0, timer.closingSince + TOAST_ANIMATION_MS - now)
  if (timer.closesAt === null) return null
  return Math.max(0, timer.closesAt - now)
}
