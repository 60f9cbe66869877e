import { mkdtemp, symlink, writeFile } from 'node:fs/promises'
import type http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { createServer, createServerModuleRunner, type ViteDevServer } from 'vite'
import { inject } from 'vitest'
import { closeDatabase, getDb } from '#app/db/client.server.ts'
import { seedDemoData, seedDemoSchedules } from '#app/domain/seed/seed.server.ts'
import type * as AppModuleShape from '#server/app.ts'
import { createAppServer } from '#server/http-server.ts'
import { openTestPglite } from './database.ts'

type AppModule = typeof AppModuleShape

/**
 * A route of the React Router build, with its full path pattern (`/staff/people/:id`): the
 * English address; the same route also answers under /hi (the optional `hi?` segment).
 */
export type BuiltRoute = {
  id: string
  path: string
  index: boolean
  hasAction: boolean
  hasLoader: boolean
}

export type RawRequest = {
  method: string
  /** Sent as is: may hold bad percent-encoding or raw bytes 0x80–0xFF (not encoded again). */
  path: string
  headers?: Record<string, string | string[]>
  /** One buffer, or several chunks sent with `Transfer-Encoding: chunked` unless a length is set. */
  body?: Buffer | string | Array<Buffer | string>
}

type CapturedError = { error: unknown; requestId: string | undefined }

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

export type AppUnderTest = {
  baseUrl: string
  port: number
  /** Imports a module as this app's own copy (`#app/…`, or a path from the project's root). */
  load: (id: string) => Promise<unknown>
  routes: BuiltRoute[]
  send: (request: RawRequest) => Promise<RawResponse>
  /**
   * Errors the app reported while answering the request with this X-Request-Id: those React
   * Router passed to handleError (with their stack) and what was logged at error level (the log
   * keeps only a summary). Each is handed out once.
   */
  serverErrorsFor: (requestId: string | undefined) => unknown[]
  close: () => Promise<void>
}

/**
 * The real request pipeline (`createApp()` from server/app.ts) on an ephemeral port of
 * 127.0.0.1, over a fresh in-memory database holding the site content and the demo doctors.
 *
 * server/app.ts imports `virtual:react-router/server-build`, which only the React Router Vite
 * plugin provides, so it is loaded through Vite, as the development server does
 * (server/index.ts). One Vite server per test process transforms the modules once (starting one
 * and transforming the app took about 12 s, a sixth of the unit stage's time over 17 files);
 * each app gets a module runner of its own, so its modules are evaluated afresh: no module state
 * (the env read once, rate-limit stores, caches) carries over from one app to the next. The
 * database holder lives on globalThis, so the database opened here is the one the app uses.
 *
 * `env` is applied to process.env before the app reads it (the app's env is read on its first
 * createApp()) and taken back on close. `clientDir` serves static files from there, as
 * production does from build/client.
 */
export async function startAppUnderTest(
  options: {
    env?: Record<string, string>
    demoData?: boolean
    /** Everything demo mode loads at start-up: its accounts, orders, reviews… (not only doctors). */
    demoMode?: boolean
    clientDir?: string
  } = {},
): Promise<AppUnderTest> {
  const restoreEnv = applyEnv(options.env ?? {})
  await openTestPglite()
  if (options.demoData ?? true) {
    await seedDemoData(getDb())
    await seedDemoSchedules(getDb())
  }

  const vite = await viteOfThisProcess()
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
  const load = (id: string) => runner.import(id.startsWith('./') ? id.slice(1) : id)
  const appModule = (await load('./server/app.ts')) as AppModule
  if (options.demoMode) await appModule.seedDemoMode(getDb())
  const routes = await builtRoutes(load)
  const serverErrors = await captureServerErrors(load)
  // Served the way production serves it (server/production.ts).
  const server = createAppServer(appModule.createApp({ clientDir: options.clientDir }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    load,
    routes,
    send: (request) => sendRaw(port, request),
    serverErrorsFor: (requestId) => {
      const matching = serverErrors.filter((entry) => entry.requestId === requestId)
      for (const entry of matching) serverErrors.splice(serverErrors.indexOf(entry), 1)
      return matching.map((entry) => entry.error)
    },
    close: async () => {
      closeClientConnections(port)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await runner.close()
      await closeDatabase()
      restoreEnv()
    },
  }
}

/** Sets these variables; the function returned puts back what was there before. */
function applyEnv(env: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  return () => {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

let processVite: Promise<ViteDevServer> | undefined

/** The Vite server of this test process, started on first use; it ends with the process. */
function viteOfThisProcess(): Promise<ViteDevServer> {
  processVite ??= (async () => {
    const reactRouterRoot = await ownReactRouterRoot()
    return withReactRouterRoot(reactRouterRoot, () =>
      createServer({
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'silent',
      }),
    )
  })()
  return processVite
}

/**
 * A directory of this process's Vite server for React Router's Vite plugin, holding only a
 * config that points at the real app. In a dev server the plugin writes route types under its
 * root (`.react-router/types`, emptied first) and watches that root; test processes run side by
 * side, and over one shared root their servers emptied and rewrote the same directory at once —
 * an unhandled ENOTEMPTY or ENOENT failing whichever test was running. Vite itself keeps the
 * project's root and config.
 */
async function ownReactRouterRoot(): Promise<string> {
  const projectRoot = process.cwd()
  // In the run's scratch directory, removed when the run ends (tests/support/database-templates.ts).
  const root = await mkdtemp(path.join(inject('scratchDir'), 'react-router-'))
  const config = `import config from ${JSON.stringify(path.join(projectRoot, 'react-router.config.ts'))}
export default {
  ...config,
  appDirectory: ${JSON.stringify(path.join(projectRoot, 'app'))},
  buildDirectory: ${JSON.stringify(path.join(projectRoot, 'build'))},
}
`
  await writeFile(path.join(root, 'react-router.config.ts'), config)
  // The plugin loads its config and app/routes.ts with packages resolved from its root.
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  await symlink(path.join(projectRoot, 'package.json'), path.join(root, 'package.json'))
  return root
}

/** The plugin reads its root from REACT_ROUTER_ROOT when Vite's config names none. */
async function withReactRouterRoot<T>(root: string, start: () => Promise<T>): Promise<T> {
  const previous = process.env.REACT_ROUTER_ROOT
  process.env.REACT_ROUTER_ROOT = root
  try {
    return await start()
  } finally {
    if (previous === undefined) delete process.env.REACT_ROUTER_ROOT
    else process.env.REACT_ROUTER_ROOT = previous
  }
}

/** Every route of the build, with the full path joined from its parents. */
async function builtRoutes(load: AppUnderTest['load']): Promise<BuiltRoute[]> {
  type Entry = {
    id: string
    parentId?: string
    path?: string
    index?: boolean
    module: { action?: unknown; loader?: unknown }
  }
  const build = (await load('virtual:react-router/server-build')) as {
    routes: Record<string, Entry | undefined>
  }
  const fullPath = (entry: Entry): string => {
    const parent = entry.parentId ? build.routes[entry.parentId] : undefined
    const base = parent ? fullPath(parent) : ''
    const own = entry.path ? `/${entry.path}` : ''
    return `${base.replace(/\/$/, '')}${own}` || '/'
  }
  return Object.values(build.routes)
    .filter((entry): entry is Entry => entry !== undefined && entry.id !== 'root')
    .map((entry) => ({
      id: entry.id,
      path: fullPath(entry).replace(/\/hi\?(?=\/|$)/g, '') || '/',
      index: entry.index === true,
      hasAction: typeof entry.module.action === 'function',
      hasLoader: typeof entry.module.loader === 'function',
    }))
}

/**
 * Taps the app's error reporting: React Router's handleError (from app/entry.server.tsx, which
 * logs only a summary) and the logger's `error`, both as loaded through Vite.
 */
async function captureServerErrors(load: AppUnderTest['load']): Promise<CapturedError[]> {
  const captured: CapturedError[] = []
  const capture = (error: unknown, requestId: unknown) => {
    captured.push({ error, requestId: typeof requestId === 'string' ? requestId : undefined })
    // Errors nobody asked about are dropped, oldest first.
    if (captured.length > 1000) captured.shift()
  }
  type HandleError = (error: unknown, args: { context?: { requestId?: unknown } }) => void
  const build = (await load('virtual:react-router/server-build')) as {
    entry: { module: { handleError?: HandleError } }
  }
  const handleError = build.entry.module.handleError
  build.entry.module = {
    ...build.entry.module,
    handleError: (error, args) => {
      capture(error, args.context?.requestId)
      handleError?.(error, args)
    },
  }
  const { logger } = (await load('./app/utils/logger.server.ts')) as {
    logger: { error: (...args: unknown[]) => void }
  }
  const logError = logger.error.bind(logger)
  logger.error = (...args: unknown[]) => {
    const fields = args[0] as { requestId?: unknown } | undefined
    capture(args[0], fields?.requestId)
    logError(...args)
  }
  return captured
}

/**
 * Sends one request with node's http client, which leaves the bytes alone: bodies are raw
 * buffers, and the path is written as given (node refuses only control characters and spaces).
 * The client runs in a thread of its own (raw-http-client.worker.js), one per test worker, so
 * the answers are read as they arrive even while the app keeps this thread busy.
 */
function sendRaw(port: number, request: RawRequest): Promise<RawResponse> {
  const client = clientOfThisProcess()
  const id = client.nextId++
  return new Promise((resolve, reject) => {
    client.pending.set(id, { resolve, reject })
    if (client.pending.size === 1) client.worker.ref()
    client.worker.postMessage({ id, port, request })
  })
}

type ClientReply =
  | { id: number; status: number; headers: http.IncomingHttpHeaders; body: Uint8Array }
  | { id: number; error: { message: string; code?: string } }

type RawClient = {
  worker: Worker
  nextId: number
  pending: Map<number, { resolve: (response: RawResponse) => void; reject: (error: Error) => void }>
}

let processClient: RawClient | undefined

function clientOfThisProcess(): RawClient {
  if (processClient) return processClient
  const worker = new Worker(new URL('./raw-http-client.worker.js', import.meta.url))
  const client: RawClient = { worker, nextId: 1, pending: new Map() }
  worker.on('message', (reply: ClientReply) => {
    const waiting = client.pending.get(reply.id)
    // A late error of a request already answered.
    if (!waiting) return
    client.pending.delete(reply.id)
    // Idle, the thread does not keep the test process alive.
    if (client.pending.size === 0) worker.unref()
    if ('error' in reply) {
      waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }))
      return
    }
    const bytes = Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength)
    waiting.resolve({
      status: reply.status,
      headers: reply.headers,
      // Decoded only when asked: most answers are judged by their status alone.
      get body() {
        return bytes.toString('utf8')
      },
    })
  })
  worker.on('error', (error) => {
    for (const waiting of client.pending.values()) waiting.reject(error)
    client.pending.clear()
    processClient = undefined
  })
  worker.unref()
  processClient = client
  return client
}

/** Ends the client's keep-alive connections to an app that is closing. */
function closeClientConnections(port: number) {
  processClient?.worker.postMessage({ close: port })
}
