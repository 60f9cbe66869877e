import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { defineConfig } from 'vitest/config'

const TEST_FILES = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']

/**
 * Files that replace modules (`vi.mock`) need modules of their own: they run isolated, each in a
 * fresh worker. Every other file shares its worker's modules with the files before it (about
 * 1.5 s of loading saved per file); each opens its own database (tests/support/database.ts) and
 * none keeps state in a module between files.
 */
const REPLACES_MODULES = globSync(TEST_FILES).filter((file) =>
  /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
)

export default defineConfig({
  test: {
    environment: 'node',
    // The migrated database the integration suites start from, made once a run.
    globalSetup: ['tests/support/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Worker threads, not processes: 253 s and 477 CPU-s against 286 s and 547 for the same files
    // (December 2026). A thread gets no 'exit' event, so what the tests leave goes in the run's
    // scratch directory (tests/support/database-templates.ts); the app under test is called from a
    // thread of its own (tests/support/app-under-test.ts), never from the loop that serves it.
    pool: 'threads',
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
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: TEST_FILES,
          exclude: REPLACES_MODULES,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own modules', include: REPLACES_MODULES } },
    ],
  },
})
