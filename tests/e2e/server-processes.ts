import { type ChildProcess, spawn } from 'node:child_process'
import { createThrowawayDatabase } from '../support/throwaway-postgres.ts'

/** One production server process on `port`, on the shared database; resolves once it answers. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/e2e-server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_DATABASE_URL: databaseUrl,
      // One process each: the point is two separate processes, not one with workers.
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGKILL')
  throw new Error(`server on ${port} did not start`)
}

/**
 * Production servers, one process each on `ports`, sharing a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL: the first migrates and fills it, the others start on
 * it. `stop()` ends them and drops the database.
 */
export async function startServerProcesses(ports: number[], databaseName: string) {
  const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, databaseName)
  const servers: ChildProcess[] = []
  for (const port of ports) servers.push(await startServer(port, created.url))
  return {
    async stop() {
      await Promise.all(
        servers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve()
              child.once('exit', () => resolve())
              child.kill('SIGTERM')
            }),
        ),
      )
      await created.drop()
    },
  }
}
