import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// A request that was acknowledged is never lost, also across a crash: requests keep coming while
// the server (on the embedded database, as `npm start` runs it) is killed with SIGKILL and started
// again, twice; afterwards every acknowledged request's tracking page answers with its number.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 93
const BASE = `http://127.0.0.1:${PORT}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-crash-'))
let server: ChildProcess | undefined

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/e2e-server.js'], {
    env: { ...process.env, PORT: String(PORT), BENCH_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    const ready = await fetch(`${BASE}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

let sequence = 0
/** One caller, as a phone without JavaScript sends the form: its own address and mobile. */
async function sendRequest(): Promise<{ location: string; number: string | null } | null> {
  sequence += 1
  const headers = { 'X-Forwarded-For': `10.77.${(sequence >> 8) & 255}.${sequence & 255}` }
  try {
    const form = await fetch(`${BASE}/ambulance`, { headers })
    const requestKey = /name="requestKey" value="([^"]+)"/.exec(await form.text())?.[1]
    if (!requestKey) return null
    const answer = await fetch(`${BASE}/ambulance`, {
      method: 'POST',
      headers,
      redirect: 'manual',
      body: new URLSearchParams({
        requestKey,
        phone: `+9196${String(process.pid * 1000 + sequence)
          .padStart(8, '0')
          .slice(-8)}`,
        village: `Rampur ${sequence}`,
        kind: 'accident',
      }),
    })
    if (answer.status !== 303) return null
    // Acknowledged: the caller is sent to the page with the number.
    const location = answer.headers.get('location')!
    const page = await fetch(new URL(location, BASE), { headers }).then(
      (response) => response.text(),
      () => '',
    )
    return { location, number: /AMB-\d{4}-\d{6}/.exec(page)?.[0] ?? null }
  } catch {
    return null // the server is down: this one was never acknowledged
  }
}

test.afterAll(async () => {
  if (server) await killHard(server)
  rmSync(dataDir, { recursive: true, force: true })
})

test('every acknowledged request survives the server being killed twice', async () => {
  test.setTimeout(240_000)
  server = await startServer()
  const acknowledged: Array<{ location: string; number: string | null }> = []
  let sending = true
  const callers = Array.from({ length: 4 }, async () => {
    while (sending) {
      const result = await sendRequest()
      if (result) acknowledged.push(result)
      else await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  for (const target of [6, 14]) {
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(target)
    // Killed while the callers keep sending, some of them in the middle of a request.
    await killHard(server)
    server = await startServer()
  }
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(20)
  sending = false
  await Promise.all(callers)

  const numbers = new Set<string>()
  for (const { location, number } of acknowledged) {
    const response = await fetch(new URL(location, BASE))
    expect(response.status, location).toBe(200)
    const found = /AMB-\d{4}-\d{6}/.exec(await response.text())?.[0]
    expect(found, location).toBeTruthy()
    if (number) expect(found).toBe(number)
    numbers.add(found!)
  }
  // One number per acknowledged request: none given twice after a restart.
  expect(numbers.size).toBe(acknowledged.length)
})
