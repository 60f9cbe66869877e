import { createHash } from 'node:crypto'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppUnderTest, type AppUnderTest } from '#tests/support/app-under-test.ts'
import { FORM_BODY_LIMIT, guardRequestBodies } from './request-body.ts'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; sent: number }

/**
 * Starts a request and writes its body in `chunk`-sized pieces (the last one cut to fit),
 * without waiting for the end, until the server answers or `total` bytes are sent. `headers` decides between a declared
 * length and chunked transfer. Resolves with the answer and how many body bytes were written.
 */
function sendProgressively(
  port: number,
  options: {
    path: string
    headers: Record<string, string>
    chunk: Buffer
    total: number
    timeoutMs?: number
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: options.path,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            sent,
          })
          req.destroy()
        })
      },
    )
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error(`no answer within ${options.timeoutMs ?? 5000} ms after ${sent} bytes`))
    }, options.timeoutMs ?? 5000)
    timer.unref()
    req.on('close', () => clearTimeout(timer))
    void (async () => {
      while (!answered && sent < options.total && !req.destroyed) {
        // Never past `total`: a declared length is then exactly what is sent.
        const piece = options.chunk.subarray(0, options.total - sent)
        req.write(piece)
        sent += piece.length
        await sleep(1)
      }
    })()
  })
}

const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' }
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
let forwardedFor = 0
/** The rate limits key on the client address (TRUST_PROXY=loopback here): one per request. */
const nextClient = () => {
  forwardedFor += 1
  return {
    'x-forwarded-for': `10.1.${Math.floor(forwardedFor / 250) % 250}.${(forwardedFor % 250) + 1}`,
  }
}

describe('request bodies through createApp()', () => {
  let app: AppUnderTest
  beforeAll(async () => {
    app = await startAppUnderTest({ env: { TRUST_PROXY: 'loopback' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  const actionPaths = () => {
    const paths = app.routes
      .filter((route) => route.hasAction)
      .map((route) => route.path.replace(/:(\w+)/g, '1'))
    expect(paths.length).toBeGreaterThan(10)
    return paths.flatMap((path) => [path, `${path}.data`])
  }

  describe('A: size limit', () => {
    it('answers a declared 100 MB body with 413 at once, without reading it', async () => {
      const started = Date.now()
      const answer = await sendProgressively(app.port, {
        path: '/contact-us',
        headers: {
          ...urlencoded,
          ...browser,
          ...nextClient(),
          'content-length': String(100 * 1024 * 1024),
        },
        chunk: Buffer.alloc(1024, 'a'),
        total: 64 * 1024,
      })
      expect(answer.status).toBe(413)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(answer.headers['content-type']).toMatch(/text\/html/)
      expect(answer.body).toContain('too much')
      expect(answer.headers.connection).toBe('close')
    })

    it('counts a chunked body as it arrives and stops it just past the limit', async () => {
      const answer = await sendProgressively(app.port, {
        path: '/contact-us',
        headers: { ...urlencoded, ...nextClient(), 'transfer-encoding': 'chunked' },
        chunk: Buffer.from(`message=${'x'.repeat(16 * 1024 - 9)}&`),
        total: 8 * 1024 * 1024,
      })
      expect(answer.status).toBe(413)
      // Answered while the upload was still going: the rest was never read.
      expect(answer.sent).toBeLessThan(1024 * 1024)
    })

    it('refuses a form with one 1 MB field on every action, page or data', async () => {
      const body = `name=${'x'.repeat(1024 * 1024)}`
      for (const path of actionPaths()) {
        const answer = await app.send({
          method: 'POST',
          path,
          headers: { ...urlencoded, ...nextClient(), 'content-length': String(body.length) },
          body,
        })
        expect(answer.status, path).toBe(413)
        expect(answer.body).not.toMatch(/\bat \S+ \(/)
      }
    })

    it('lets the longest form we take through: a 5,000-character reply in Devanagari', async () => {
      const body = new URLSearchParams({
        intent: 'reply',
        subject: 'उत्तर',
        message: 'ह'.repeat(5000),
      }).toString()
      expect(body.length).toBeGreaterThan(45_000)
      const answer = await app.send({
        method: 'POST',
        path: '/staff/messages/1.data',
        headers: { ...urlencoded, ...nextClient(), 'content-length': String(body.length) },
        body,
      })
      // Anonymous: the staff guard answers (a redirect to the login page), not the body guard.
      expect([400, 413, 415]).not.toContain(answer.status)
      expect(answer.status).toBeLessThan(500)
    })

    it('lets a form just under the limit through to the action', async () => {
      const body = `name=Asha&email=asha%40example.com&message=${'x'.repeat(FORM_BODY_LIMIT - 200)}`
      const answer = await app.send({
        method: 'POST',
        path: '/contact-us',
        headers: {
          ...urlencoded,
          ...browser,
          ...nextClient(),
          'content-length': String(body.length),
        },
        body,
      })
      // The contact form's own validation answers (the message is too long for it), not the guard.
      expect(answer.status).toBeLessThan(500)
      expect([413, 415]).not.toContain(answer.status)
      expect(answer.body).toContain('<form')
    })
  })

  describe('B: bodies that are not forms', () => {
    const notForms: Array<[string, Record<string, string>, string]> = [
      ['JSON', { 'content-type': 'application/json' }, '{"email":"a@example.com"}'],
      ['text', { 'content-type': 'text/plain' }, 'email=a@example.com'],
      ['XML', { 'content-type': 'application/xml' }, '<email>a@example.com</email>'],
      ['no content type', {}, 'email=a@example.com'],
      ['compressed form', { ...urlencoded, 'content-encoding': 'gzip' }, 'email=a@example.com'],
    ]
    it.each(notForms)('answers %s with 415 on every action', async (_name, headers, body) => {
      for (const path of actionPaths()) {
        const answer = await app.send({
          method: 'POST',
          path,
          headers: {
            ...headers,
            ...nextClient(),
            'content-length': String(Buffer.byteLength(body)),
          },
          body,
        })
        expect(answer.status, path).toBe(415)
      }
    })

    const brokenForms: Array<[string, string, string]> = [
      ['multipart without a boundary', 'multipart/form-data', 'email=a'],
      ['multipart that is not multipart', 'multipart/form-data; boundary=abc', 'garbage'],
      [
        'multipart cut short',
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com',
      ],
    ]
    it.each(brokenForms)(
      'answers %s with 400 on every action',
      async (_name, contentType, body) => {
        for (const path of actionPaths()) {
          const answer = await app.send({
            method: 'POST',
            path,
            headers: {
              'content-type': contentType,
              ...nextClient(),
              'content-length': String(body.length),
            },
            body,
          })
          expect(answer.status, path).toBe(400)
        }
      },
    )

    it('answers a browser with a short page and a script with text, neither with a stack trace', async () => {
      const page = await app.send({
        method: 'POST',
        path: '/login',
        headers: {
          'content-type': 'text/plain',
          ...browser,
          ...nextClient(),
          'content-length': '1',
        },
        body: 'x',
      })
      expect(page.status).toBe(415)
      expect(page.headers['content-type']).toMatch(/text\/html/)
      expect(page.body).toContain('<h1>')
      const data = await app.send({
        method: 'POST',
        path: '/login.data',
        headers: {
          'content-type': 'text/plain',
          ...browser,
          ...nextClient(),
          'content-length': '1',
        },
        body: 'x',
      })
      expect(data.status).toBe(415)
      expect(data.headers['content-type']).toMatch(/text\/plain/)
      for (const answer of [page, data]) {
        expect(answer.body).not.toMatch(/Content-Type was not one of|\bat \S+ \(|node_modules/)
      }
    })

    it('still takes a real multipart form', async () => {
      const body = [
        '--b0undary',
        'Content-Disposition: form-data; name="email"',
        '',
        'nobody@example.com',
        '--b0undary',
        'Content-Disposition: form-data; name="password"',
        '',
        'wrong-password-123',
        '--b0undary--',
        '',
      ].join('\r\n')
      const answer = await app.send({
        method: 'POST',
        path: '/login',
        headers: {
          'content-type': 'multipart/form-data; boundary=b0undary',
          ...browser,
          ...nextClient(),
          'content-length': String(body.length),
        },
        body,
      })
      // The action read both fields and checked them: wrong e-mail or password.
      expect(answer.status).toBe(401)
      expect(answer.body).toContain('<form')
    })
  })
})

describe('guardRequestBodies() keeps the body intact for the handler that reads the stream', () => {
  let server: http.Server
  let port: number
  beforeAll(async () => {
    const app = express()
    // Some requests wait in an asynchronous middleware first, as behind the rate limiter, so that
    // part of their body is already buffered in the stream when the guard runs.
    app.use(async (req, _res, next) => {
      if (req.query.wait) await sleep(Number(req.query.wait))
      next()
    })
    app.use(guardRequestBodies({ formLimit: 4096 }))
    // Reads the body as React Router's Express adapter does.
    app.use(async (req, res) => {
      const body = new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': req.get('content-type') ?? '' },
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit)
      const form = await body.formData()
      const values = [...form.entries()]
        .map(([name, value]) => `${name}=${String(value)}`)
        .join('&')
      res.type('text/plain').send(createHash('sha256').update(values).digest('hex'))
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const post = (path: string, headers: Record<string, string>, chunks: Buffer[]) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path, headers, agent: false },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        },
      )
      req.on('error', reject)
      void (async () => {
        for (const chunk of chunks) {
          req.write(chunk)
          await sleep(2)
        }
        req.end()
      })()
    })

  const expected = (values: string) => createHash('sha256').update(values).digest('hex')
  const form = `a=${'1'.repeat(1500)}&b=${'2'.repeat(1500)}&c=%E0%A4%B8`
  const decoded = `a=${'1'.repeat(1500)}&b=${'2'.repeat(1500)}&c=स`
  const pieces = [form.slice(0, 100), form.slice(100, 2000), form.slice(2000)].map((part) =>
    Buffer.from(part),
  )

  it.each([
    ['declared length, one piece', '', false],
    ['declared length, in pieces', '', true],
    ['chunked', '', true],
    ['declared length, after an asynchronous middleware', '?wait=30', true],
    ['chunked, after an asynchronous middleware', '?wait=30', true],
  ])('%s', async (name, query, inPieces) => {
    const chunked = name.startsWith('chunked')
    const headers: Record<string, string> = { ...urlencoded }
    if (!chunked) headers['content-length'] = String(form.length)
    const answer = await post(`/${query}`, headers, inPieces ? pieces : [Buffer.from(form)])
    expect(answer).toEqual({ status: 200, body: expected(decoded) })
  })

  it('refuses one byte over the limit, declared or counted', async () => {
    const over = Buffer.alloc(4097, 'a')
    expect((await post('/', { ...urlencoded, 'content-length': '4097' }, [over])).status).toBe(413)
    expect(
      (await post('/', urlencoded, [over.subarray(0, 3000), over.subarray(3000)])).status,
    ).toBe(413)
    expect(
      (await post('/?wait=30', urlencoded, [over.subarray(0, 3000), over.subarray(3000)])).status,
    ).toBe(413)
    const exact = Buffer.from(`a=${'x'.repeat(4094)}`)
    expect((await post('/', urlencoded, [exact.subarray(0, 10), exact.subarray(10)])).status).toBe(
      200,
    )
  })

  it('lets go of a request whose client leaves halfway, and goes on serving', async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/',
        headers: { ...urlencoded, 'content-length': '3000' },
        agent: false,
      })
      req.on('error', () => {})
      req.on('close', () => resolve())
      req.write('a=123')
      setTimeout(() => req.destroy(), 20)
    })
    const chunked = [Buffer.from('a=1'), Buffer.from('&b=2')]
    const answer = await post('/', urlencoded, chunked)
    expect(answer).toEqual({ status: 200, body: expected('a=1&b=2') })
  })

  it('keeps a connection usable after refusing a small body', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const once = (headers: Record<string, string>, body: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/', headers, agent },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    const big = 'a'.repeat(5000)
    expect(await once({ 'content-type': 'text/plain', 'content-length': '5000' }, big)).toBe(415)
    expect(await once({ ...urlencoded, 'content-length': '5000' }, big)).toBe(413)
    expect(await once({ ...urlencoded, 'content-length': String(form.length) }, form)).toBe(200)
    agent.destroy()
  })
})

describe('guardRequestBodies() with a route that takes files (uploadLimit)', () => {
  const MB = 1024 * 1024
  let server: http.Server
  let port: number
  beforeAll(async () => {
    const app = express()
    app.use(
      guardRequestBodies({
        formLimit: 4096,
        uploadLimitFor: (req) => (/^\/(hi\/)?upload$/.test(req.path) ? 2 * MB : undefined),
      }),
    )
    app.use(async (req, res) => {
      const body = new Request('http://localhost/', {
        method: 'POST',
        headers: { 'content-type': req.get('content-type') ?? '' },
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit)
      const form = await body.formData()
      const file = form.get('file')
      const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0)
      res.type('text/plain').send(createHash('sha256').update(bytes).digest('hex'))
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  const BOUNDARY = '----md-upload-test'
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
  const multipartBody = (file: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="scan.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ])
  const file = (size: number) => Buffer.alloc(size, 7)
  const send = (path: string, headers: Record<string, string>, body: Buffer, chunked = false) =>
    sendProgressively(port, {
      path,
      headers: {
        ...browser,
        ...headers,
        ...(chunked ? {} : { 'content-length': String(body.length) }),
      },
      chunk: body.subarray(0, 64 * 1024),
      total: body.length,
      timeoutMs: 10_000,
    })
  /** Sends the whole body (sendProgressively repeats its chunk, fine for refusals only). */
  const post = (
    path: string,
    headers: Record<string, string>,
    body: Buffer,
    agent: http.Agent | false = false,
  ) =>
    new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: { ...headers, 'content-length': String(body.length) },
          agent,
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              connection: res.headers.connection,
            }),
          )
        },
      )
      req.on('error', reject)
      req.end(body)
    })

  it('takes a file of 1.5 MB, whole and unchanged, as multipart on that route only', async () => {
    const photo = file(1.5 * MB)
    const answer = await post('/upload', multipart, multipartBody(photo))
    expect(answer).toMatchObject({
      status: 200,
      body: createHash('sha256').update(photo).digest('hex'),
    })
    expect((await post('/contact-us', multipart, multipartBody(photo))).status).toBe(413)
  })

  it('takes only small urlencoded forms there, as everywhere', async () => {
    const form = Buffer.from(`a=${'x'.repeat(10_000)}`)
    expect((await post('/upload', urlencoded, form)).status).toBe(413)
  })

  it('refuses more than the route takes, declared or counted, with a page that says the limit', async () => {
    const body = multipartBody(file(2 * MB))
    const declared = await send('/upload', multipart, body)
    expect(declared.status).toBe(413)
    expect(declared.headers['content-type']).toMatch(/text\/html/)
    expect(declared.body).toContain('at most 2 MB in all')
    // Up to twice the limit, the rest is read and dropped, so the browser surely sees the page
    // (and the connection stays open).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const kept = await post('/upload', { ...multipart, ...browser }, body, agent)
    expect(kept).toMatchObject({ status: 413, connection: 'keep-alive' })
    agent.destroy()
    const chunked = await send(
      '/upload',
      { ...multipart, 'transfer-encoding': 'chunked' },
      body,
      true,
    )
    expect(chunked.status).toBe(413)
    expect(chunked.body).toContain('2 MB')
    const huge = await sendProgressively(port, {
      path: '/upload',
      headers: { ...multipart, ...browser, 'content-length': String(50 * MB) },
      chunk: Buffer.alloc(1024),
      total: 64 * 1024,
    })
    expect(huge.status).toBe(413)
    expect(huge.headers.connection).toBe('close')
  })

  it('lets a client still sending when it closes the connection read the refusal first', async () => {
    // The client sends 64 KB of a declared 50 MB every 5 ms and reads nothing for 300 ms. Had the server
    // destroyed its socket with those bytes unread, the kernel would have sent a reset, which
    // throws away the answer still waiting unread on the client's side.
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1')
      let text = ''
      socket.pause()
      socket.on('connect', () => {
        socket.write(
          `POST /upload HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n` +
            `Content-Type: ${multipart['content-type']}\r\nContent-Length: ${50 * MB}\r\n\r\n`,
        )
        const piece = Buffer.alloc(64 * 1024, 7)
        const sending = setInterval(() => socket.writable && socket.write(piece), 5)
        setTimeout(() => {
          clearInterval(sending)
          socket.resume()
        }, 300)
      })
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => (text += chunk))
      socket.on('end', () => {
        resolve(text)
        socket.destroy()
      })
      socket.on('error', reject)
    })
    expect(reply).toMatch(/^HTTP\/1\.1 413 /)
    expect(reply).toMatch(/connection: close/i)
    expect(reply).toContain('at most 2 MB in all')
  })

  it('says the limit in Hindi on a Hindi page', async () => {
    const answer = await send('/hi/upload', multipart, multipartBody(file(2 * MB)))
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('2 MB')
    expect(answer.body).toMatch(/ज़्यादा से ज़्यादा/)
  })
})
