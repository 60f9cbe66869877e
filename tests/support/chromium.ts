import { existsSync } from 'node:fs'

/** Debian's Chromium, started the way this machine allows (no sandbox, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser the browser tests drive: Debian's `chromium-headless-shell` when installed (.ci/run
 * installs it), else Debian's Chromium. The shell is the same Chromium build without the desktop
 * browser around it, the browser Playwright itself tests headless with; it took 17–30 % less CPU
 * for the same tests (hindi.spec and home.spec: 96 → 67 CPU-s; a11y.spec and accounts.spec:
 * 229 → 191, December 2026). Benchmarks measure pages in the full Chromium (CHROMIUM_PATH).
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : CHROMIUM_PATH)

/** The flags every Chromium here needs; the Lighthouse benchmark measures pages with these alone. */
export const BASE_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The browser tests' flags: the GPU process's work (software compositing under --disable-gpu)
 * done inside the browser process, which cost the browser stage 8% less CPU (hindi.spec and
 * home.spec: 243 → 224 CPU-seconds, December 2026).
 */
export const CHROMIUM_ARGS = [...BASE_CHROMIUM_ARGS, '--in-process-gpu']
