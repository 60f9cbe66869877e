import { Agent, get } from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { KEEP_ALIVE_MS, createAppServer } from './http-server.ts'

const servers: Array<{ close: () => void }> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function serve(app: express.Express) {
  const server = createAppServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}` }
}

describe('createAppServer', () => {
  it('serves an Express app with everything Express adds to requests and responses', async () => {
    const app = express()
    app.set('trust proxy', 'loopback')
    app.use((_req, res, next) => {
      res.locals.greeting = 'namaste'
      next()
    })
    app.get('/echo/:name', (req, res) => {
      res.status(201).json({
        name: req.params.name,
        query: req.query.q,
        header: req.get('x-sample'),
        ip: req.ip,
        protocol: req.protocol,
        greeting: res.locals.greeting as string,
      })
    })
    const { url } = await serve(app)

    const response = await fetch(`${url}/echo/asha?q=fever`, {
      headers: {
        'x-sample': 'yes',
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
      },
    })

    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      name: 'asha',
      query: 'fever',
      header: 'yes',
      ip: '203.0.113.7',
      protocol: 'https',
      greeting: 'namaste',
    })
  })
})

describe('idle connections', () => {
  // Node's own timer closes an idle connection after keepAliveTimeout; what is ours is the setting
  // (a test waiting past Node's 5 s default cost 7 s of every run).
  it('keeps an idle connection for the next request longer than proxies keep theirs (60 s)', async () => {
    const app = express()
    app.get('/', (_req, res) => {
      res.send('ok')
    })
    const server = createAppServer(app)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS)
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000)
    const { url } = await serve(app)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const ask = () =>
      new Promise<boolean>((resolve, reject) => {
        const request = get(url, { agent }, (response) => {
          response.resume()
          response.on('end', () => resolve(request.reusedSocket))
        })
        request.on('error', reject)
      })
    expect(await ask()).toBe(false)
    expect(await ask()).toBe(true)
    agent.destroy()
  })
})
