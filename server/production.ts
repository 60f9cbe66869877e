import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { loggableError, logger } from '#app/utils/logger.server.ts'
import { stopOnSignal } from './stop-on-signal.ts'

/**
 * For the build (vite.config.ts): the demo data's pictures drawn beforehand. Loaded when called,
 * like the app itself, so that a supervising process never loads either.
 */
export async function drawDemoPictures() {
  const pictures = await import('#app/domain/seed/draw-demo-pictures.server.ts')
  return pictures.drawDemoPictures()
}

/** Set in the environment of the one worker process that prepares the database, then exits. */
const PREPARE_ONLY = 'MAINDOCTOR_PREPARE_ONLY'

/**
 * The production process (`npm start`), plain JavaScript from the build. With PostgreSQL it
 * serves with WEB_CONCURRENCY worker processes (default: one per core) that share the port. The
 * first process only supervises: a worker of its own prepares the database once (migrations,
 * content, demo data) and exits, then the serving workers start, and any that dies is restarted.
 * The supervisor never loads the app (it is imported only where it runs), so it stays small.
 * The embedded database can be opened by one process only, so with it there is one process.
 */
export async function serveProduction() {
  const workers = workerCount()
  if (workers > 1 && cluster.isPrimary) return superviseWorkers(workers)
  if (cluster.isWorker && process.env[PREPARE_ONLY]) return prepareAndExit()
  return serve({ prepared: cluster.isWorker })
}

function workerCount(): number {
  const env = getEnv()
  const asked = process.env.WEB_CONCURRENCY ? Number(process.env.WEB_CONCURRENCY) : undefined
  if (!env.DATABASE_URL) {
    if (asked !== undefined && asked > 1) {
      logger.warn(
        { WEB_CONCURRENCY: asked },
        'The embedded database (PGlite) can be opened by one process only: serving with one process. Set DATABASE_URL to a PostgreSQL server to serve with several.',
      )
    }
    return 1
  }
  if (asked !== undefined && Number.isInteger(asked) && asked >= 1) return asked
  return availableParallelism()
}

async function serve({ prepared }: { prepared: boolean }) {
  const env = getEnv()
  // The embedded database opens in a thread of its own while this one loads the app (about half
  // a second each): started first, it is ready when the app asks for it.
  if (!env.DATABASE_URL) {
    const { openPgliteAhead } = await import('#app/db/pglite-thread.server.ts')
    openPgliteAhead(env.DATA_DIR)
  }
  const [{ createAppServer }, { createApp, shutdown, startup }] = await Promise.all([
    import('./http-server.ts'),
    import('./app.ts'),
  ])
  await startup({ prepared })
  const listener = createAppServer(createApp({ clientDir: path.resolve('build/client') }))
  listener.listen(env.PORT, env.HOST, () => {
    if (!cluster.isWorker) {
      console.log(`MainDoctor listening on http://localhost:${env.PORT} (production)`)
    }
  })

  stopOnSignal(listener, shutdown, { quiet: cluster.isWorker })
}

async function prepareAndExit() {
  const [{ prepareDatabase }, { closeDatabase }] = await Promise.all([
    import('./app.ts'),
    import('#app/db/client.server.ts'),
  ])
  try {
    await prepareDatabase()
    await closeDatabase()
    process.exit(0)
  } catch (error) {
    // Its summary only (the log keeps no SQL text or parameters); the supervisor then stops.
    logger.fatal({ err: loggableError(error) }, 'preparing the database failed')
    process.exit(1)
  }
}

/** Runs the worker that prepares the database; true when it did. */
function prepareInWorker(): Promise<boolean> {
  return new Promise((resolve) => {
    cluster.fork({ [PREPARE_ONLY]: '1' }).on('exit', (code, signal) => {
      if (code !== 0) logger.fatal({ code, signal }, 'the worker preparing the database failed')
      resolve(code === 0)
    })
  })
}

const RESTARTS_ALLOWED = 5
const RESTART_WINDOW_MS = 60_000

async function superviseWorkers(count: number) {
  const env = getEnv()
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received: stopping the worker processes`)
    const force = setTimeout(() => process.exit(1), 12_000)
    force.unref()
    const running = Object.values(cluster.workers ?? {})
    if (running.length === 0) process.exit(0)
    for (const worker of running) worker?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  // Migrations and seeding run once, in a worker of their own, before any serving worker starts.
  const prepared = await prepareInWorker()
  if (stopping) process.exit(0)
  if (!prepared) process.exit(1)

  const restarts: number[] = []
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    const now = Date.now()
    restarts.push(now)
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift()
    logger.error(
      { pid: worker.process.pid, code, signal },
      'worker process ended: starting another',
    )
    if (restarts.length > RESTARTS_ALLOWED) {
      logger.fatal('workers keep failing: giving up')
      process.exit(1)
    }
    setTimeout(() => cluster.fork(), 1_000).unref()
  })
  for (let index = 0; index < count; index++) cluster.fork()
  let listening = 0
  cluster.on('listening', () => {
    listening += 1
    if (listening === count) {
      console.log(
        `MainDoctor listening on http://localhost:${env.PORT} (production, ${count} worker processes)`,
      )
    }
  })
}
