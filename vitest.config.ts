import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each file opens its own database; PGlite's WASM start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The files are
    // independent (each opens its own in-memory PGlite or throwaway PostgreSQL database), and
    // most of a file's time is waiting on its database, so two run side by side.
    maxWorkers: 2,
    env: {
      NODE_ENV: 'test',
      TZ: 'UTC',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'vitest-only-secret-0123456789abcdef0123456789',
    },
  },
})
