// `npm run dev`: the development server, with Vite's module reloading. Production runs the
// built server/production.ts instead (scripts/start.js).
import express from 'express'
import { createServer } from 'vite'
import type * as AppModuleShape from './app.ts'
import { stopOnSignal } from './stop-on-signal.ts'

type AppModule = typeof AppModuleShape

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const server = express()
server.disable('x-powered-by')

const vite = await createServer({ server: { middlewareMode: true } })
server.use(vite.middlewares)
const appModule = (await vite.ssrLoadModule('./server/app.ts')) as AppModule
await appModule.startup()
server.use(async (req, res, next) => {
  try {
    const fresh = (await vite.ssrLoadModule('./server/app.ts')) as AppModule
    fresh.createApp()(req, res, next)
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error)
    next(error)
  }
})

const listener = server.listen(port, host, () => {
  console.log(`MainDoctor listening on http://localhost:${port} (development)`)
})

stopOnSignal(listener, async () => {
  await appModule.shutdown()
  await vite.close()
})
