// `npm test`: every suite in order — type check, lint, unit + integration, build, browser tests —
// then one line "N passed, N failed" that sums them all. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('.tmp', { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const report = []

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

function record(label, passed, failed, skipped = 0) {
  totals.passed += passed
  totals.failed += failed
  totals.skipped += skipped
  report.push(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
}

// 1. Type check and lint count as one test each.
const typesOk = run('Type check', 'npm', ['run', '--silent', 'typecheck'])
record('typecheck', typesOk ? 1 : 0, typesOk ? 0 : 1)
const lintOk = run('Lint', 'npm', ['run', '--silent', 'lint'])
record('lint', lintOk ? 1 : 0, lintOk ? 0 : 1)

// 2. Unit and integration tests (integration also on PostgreSQL when TEST_DATABASE_URL is set).
rmSync('.tmp/vitest.json', { force: true })
const unitOk = run('Unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'], { TZ: 'UTC' })
const vitest = readJson('.tmp/vitest.json')
if (vitest) {
  record('vitest', vitest.numPassedTests, vitest.numFailedTests + (unitOk || vitest.numFailedTests ? 0 : 1), vitest.numPendingTests + vitest.numTodoTests)
} else {
  record('vitest', 0, 1)
}

// 3. Production build, then browser tests against it.
const buildOk = run('Production build', 'npx', ['react-router', 'build'])
record('build', buildOk ? 1 : 0, buildOk ? 0 : 1)
if (buildOk) {
  rmSync('.tmp/playwright.json', { force: true })
  const e2eOk = run('Browser tests', 'npx', ['playwright', 'test'])
  const playwright = readJson('.tmp/playwright.json')
  if (playwright?.stats) {
    const { expected, unexpected, flaky, skipped } = playwright.stats
    record('playwright', expected, unexpected + flaky + (e2eOk || unexpected || flaky ? 0 : 1), skipped)
  } else {
    record('playwright', 0, 1)
  }
} else if (existsSync('.tmp')) {
  record('playwright (not run: build failed)', 0, 1)
}

console.log('\nSummary')
for (const line of report) console.log(`  ${line}`)
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(totals.failed === 0 ? 0 : 1)
