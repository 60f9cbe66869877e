import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './tests/support/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // A `test.only` left in would silently skip every other test: CI refuses it (.ci/run sets CI).
  forbidOnly: Boolean(process.env.CI),
  // Three on the 2-core machine: with two, the stage kept only 1.65 cores busy (tests waiting on a
  // page's timed reload, a restarting server, the mail poll); alone it took 282 s and 522 CPU-s
  // with three against 296 s and 489 with two (December 2026).
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every test and keeps the failing ones: a fifth of the browser stage's CPU
    // (hindi.spec + home.spec: 301 → 243 CPU-s). CI's failures are read from the log, so it
    // records none; a developer's run keeps them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A worker keeps one browser context and page from test to test, reset in between: cookies,
    // the HTTP cache, local storage, IndexedDB, service workers, other pages, routes, init
    // scripts, viewport and emulation are cleared or set back, and the page fixture gives each
    // test its own client address again. A test that asks for other context options (no
    // JavaScript, a location) gets a fresh context. A new context and page cost about 1.2
    // CPU-seconds more than a reused one (a new renderer process and its first page load): 80
    // tests took 257 CPU-s with a context each and 207 reusing one (December 2026).
    reuseContext: true,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/e2e-server.js',
      url: `http://localhost:${PORT}/home`,
      env: { PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
})
