import { Agent, get } from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppServer } from './http-server.ts'

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
  it('keeps an idle connection for the next request past Node’s 5 s', async () => {
    const app = express()
    app.get('/', (_req, res) => {
      res.send('ok')
    })
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
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    // Node's default closes it after 5 s and a second's grace: the agent would open a new one.
    expect(await ask()).toBe(true)
    agent.destroy()
  }, 20_000)
})
