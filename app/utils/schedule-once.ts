export type StabilitySignals = {
  /** Calls back once the page has loaded and the browser is idle. */
  whenStable: (callback: () => void) => void
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/**
 * Runs `task` exactly once: when the app is stable, or after `maxWaitMs`, whichever comes first
 * (the seed's "registerWhenStable:30000" strategy).
 */
export function runWhenStableOrAfter(
  task: () => void,
  maxWaitMs: number,
  signals: StabilitySignals,
) {
  let done = false
  const run = () => {
    if (done) return
    done = true
    signals.clearTimeout(timer)
    task()
  }
  const timer = signals.setTimeout(run, maxWaitMs)
  signals.whenStable(run)
}
