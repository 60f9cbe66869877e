import { Agent, get } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
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
  servers.push({ close: () => (server.closeAllConnections(), server.close()) })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, port }
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

describe('requests the parser refuses', () => {
  /**
   * Sends `head` and then keeps sending a large body, as a client uploading a file does, and
   * returns what came back and how the connection ended: 'end' when the server closed it
   * cleanly, the error's code when it was reset.
   */
  async function sendWhileAnswered(port: number, head: string) {
    const socket = connect(port, '127.0.0.1')
    const received: Buffer[] = []
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    const ended = new Promise<string>((resolve) => {
      socket.on('end', () => resolve('end'))
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    })
    let over = false
    void ended.then(() => (over = true))
    await new Promise((resolve) => socket.once('connect', resolve))
    // Busy sending, the client reads nothing yet, as a phone on a slow network reads the answer
    // late: whatever reaches it first (an answer and the end, or a reset) is what it gets.
    socket.pause()
    socket.write(head)
    const chunk = Buffer.alloc(64 * 1024, 'x')
    for (let sent = 0; sent < 4 * 1024 * 1024 && !over; sent += chunk.length) {
      // Each chunk once the last one is handed to the kernel.
      await new Promise((resolve) => socket.write(chunk, resolve))
    }
    socket.resume()
    const how = await ended
    socket.destroy()
    return { how, answer: Buffer.concat(received).toString('latin1') }
  }

  it('answers 400 and closes cleanly while the client is still sending, instead of a reset', async () => {
    const { port } = await serve(express())
    const { how, answer } = await sendWhileAnswered(
      port,
      'POST /form\x01page HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4194304\r\n\r\n',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toContain('Connection: close')
    expect(how).toBe('end')
  })

  it('answers 431 to headers too large, and closes as cleanly', async () => {
    const { port } = await serve(express())
    const { how, answer } = await sendWhileAnswered(
      port,
      `POST /form HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nContent-Length: 4194304\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
    expect(how).toBe('end')
  })
})
