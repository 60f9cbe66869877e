// `npm test`: every suite — type check, lint, formatting, unit + integration, build, JavaScript
// budgets, browser tests — then one line "N passed, N failed" that sums them all. Exits non-zero if anything failed.
// Independent stages run side by side (each one's output is printed whole when it ends); the
// browser tests need the build and run last, alone.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('.tmp', { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const report = []

/** Runs a stage; with `buffered`, its output is held and printed in one piece when it ends. */
function run(label, command, args, { env = {}, buffered = false } = {}) {
  const started = Date.now()
  const header = `\n▶ ${label}: ${command} ${args.join(' ')}`
  if (!buffered) console.log(header)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const chunks = []
    child.stdout?.on('data', (chunk) => chunks.push(chunk))
    child.stderr?.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`${header}\n${Buffer.concat(chunks).toString()}`)
      console.log(
        `◀ ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
      )
      resolve(code === 0)
    })
  })
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
  report.push(
    `${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  )
}

// 1. Type check, lint, formatting, the unit and integration tests (integration also on PostgreSQL
//    when TEST_DATABASE_URL is set) and the production build, side by side: together they keep
//    both cores busy to the end, where one stage alone leaves a core idle in its last seconds.
//    (The tests' Vite servers write their route types in a directory of their own, so they do
//    not wait for the type check.) Each of the first three counts as one test.
rmSync('.tmp/vitest.json', { force: true })
const [typesOk, lintOk, formatOk, unitOk, buildOk] = await Promise.all([
  run('Type check', 'npm', ['run', '--silent', 'typecheck'], { buffered: true }),
  run('Lint', 'npm', ['run', '--silent', 'lint'], { buffered: true }),
  run('Formatting', 'npx', ['prettier', '--check', '.'], { buffered: true }),
  run(
    'Unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json'],
    { env: { TZ: 'UTC' } },
  ),
  run('Production build', 'npx', ['react-router', 'build'], { buffered: true }),
])
record('typecheck', typesOk ? 1 : 0, typesOk ? 0 : 1)
record('lint', lintOk ? 1 : 0, lintOk ? 0 : 1)
record('format', formatOk ? 1 : 0, formatOk ? 0 : 1)
const vitest = readJson('.tmp/vitest.json')
if (vitest) {
  record(
    'vitest',
    vitest.numPassedTests,
    vitest.numFailedTests + (unitOk || vitest.numFailedTests ? 0 : 1),
    vitest.numPendingTests + vitest.numTodoTests,
  )
} else {
  record('vitest', 0, 1)
}
record('build', buildOk ? 1 : 0, buildOk ? 0 : 1)

// 2. Each route's JavaScript against its budget in js-budgets.json (one test).
if (buildOk) {
  const budgetsOk = await run('JavaScript budgets', 'npx', ['tsx', 'scripts/js-budgets.ts'])
  record('js budgets', budgetsOk ? 1 : 0, budgetsOk ? 0 : 1)
} else {
  record('js budgets (not run: build failed)', 0, 1)
}

// 3. Browser tests against the production build.
if (buildOk) {
  rmSync('.tmp/playwright.json', { force: true })
  const e2eOk = await run('Browser tests', 'npx', ['playwright', 'test'])
  const playwright = readJson('.tmp/playwright.json')
  if (playwright?.stats) {
    const { expected, unexpected, flaky, skipped } = playwright.stats
    record(
      'playwright',
      expected,
      unexpected + flaky + (e2eOk || unexpected || flaky ? 0 : 1),
      skipped,
    )
  } else {
    record('playwright', 0, 1)
  }
} else if (existsSync('.tmp')) {
  record('playwright (not run: build failed)', 0, 1)
}

console.log('\nSummary')
for (const line of report) console.log(`  ${line}`)
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
)
process.exit(totals.failed === 0 ? 0 : 1)
