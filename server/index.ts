import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { type ViteDevServer } from 'vite'
import type * as AppModuleShape from './app.ts'

type AppModule = typeof AppModuleShape

const production = process.env.NODE_ENV === 'production'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const server = express()
server.disable('x-powered-by')
server.use(compression())

let appModule: AppModule
let vite: ViteDevServer | undefined

if (production) {
  appModule = (await import(path.resolve('build/server/index.js'))) as AppModule
  await appModule.startup()
  server.use(appModule.createApp({ clientDir: path.resolve('build/client') }))
} else {
  const { createServer } = await import('vite')
  vite = await createServer({ server: { middlewareMode: true } })
  server.use(vite.middlewares)
  appModule = (await vite.ssrLoadModule('./server/app.ts')) as AppModule
  await appModule.startup()
  server.use(async (req, res, next) => {
    try {
      const fresh = (await vite!.ssrLoadModule('./server/app.ts')) as AppModule
      fresh.createApp()(req, res, next)
    } catch (error) {
      if (error instanceof Error) vite!.ssrFixStacktrace(error)
      next(error)
    }
  })
}

const listener = server.listen(port, host, () => {
  console.log(
    `MainDoctor listening on http://localhost:${port} (${production ? 'production' : 'development'})`,
  )
})

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing open requests, then closing the database`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  listener.close()
  listener.closeIdleConnections()
  try {
    await appModule.shutdown()
    await vite?.close()
  } finally {
    process.exit(0)
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
