/** Debian's Chromium, started the way this machine allows (no sandbox, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
