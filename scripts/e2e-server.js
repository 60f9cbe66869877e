// Serves the production build for the browser tests on a fresh embedded database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-e2e-'))
process.env.NODE_ENV = 'production'
// Benchmarks may hand over an embedded database they filled beforehand.
process.env.DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(dataDir, 'db')
process.env.PORT ??= '3100'
process.env.HOST = '127.0.0.1'
// Tests act as a reverse proxy: each test sends its own X-Forwarded-For, so the per-IP rate
// limits of one test do not leak into another.
process.env.TRUST_PROXY ??= 'loopback'
process.env.DISABLE_SERVICE_WORKER = '1'
// Mail arrives in the dev mailbox within a fifth of a second, so tests that wait for it wait less.
process.env.MAIL_POLL_INTERVAL_MS ??= '200'
process.env.LOG_LEVEL ??= 'warn'
process.env.SESSION_SECRET ??= 'e2e-only-secret-0123456789abcdef0123456789abcdef'
// Benchmarks may point it at PostgreSQL; tests always use a fresh embedded database.
if (process.env.BENCH_DATABASE_URL) {
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
  process.env.DEMO_MODE = '1'
} else delete process.env.DATABASE_URL
delete process.env.SMTP_URL

process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))

const { serveProduction } = await import('../build/server/index.js')
await serveProduction()
