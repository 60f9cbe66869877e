import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What a request creates must be collectable by V8's young-generation collections
 * (docs/decisions/0008, "Old-generation roots"). Two things V8 puts straight into the old
 * generation kept whole requests alive until the next full collection: a function literal
 * assigned to a property, and an accessor in an object literal built per call. Our own code is
 * kept free of both by a lint rule; the dependencies that did it on every request are patched
 * (patches/, applied by `npm install`). This asks V8 itself, in a process started with
 * `--allow-natives-syntax`, whether each patched place now makes young objects.
 */
const PROBE = `
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { useForm } from '@conform-to/react'
import compression from 'compression'
import pg from 'pg'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticRouter } from 'react-router'
import { cookiesFollowRequestScheme } from '#server/cookie-scheme.ts'
import { drainListeners } from '#server/drain-listeners.ts'

const young = (value) => %InYoungGeneration(value)
// An object whose accessors V8 had to keep apart from its shape falls back to a dictionary.
const fast = (value) => %HasFastProperties(value)

function response() {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  req.headers = { 'accept-encoding': 'gzip', cookie: 'a=1' }
  return [req, new ServerResponse(req)]
}

// Each is asked at once: a value that survives two young collections moves to the old
// generation anyway, and the probe's later work (rendering) may run them.
const [req, res] = response()
compression()(req, res, () => {})
const compressionWrite = young(res.write)
drainListeners(req, res, () => {})
const drainListenersOn = young(res.on)
const [plainReq, plainRes] = response()
cookiesFollowRequestScheme({ secureCookies: true, authCookiePrefix: 'md' })(plainReq, plainRes, () => {})
const plainCookieSetHeader = young(plainRes.setHeader)

const client = new pg.Client({ host: '127.0.0.1', port: 1 })
client.query('select 1').catch(() => {})
const pgQueryCallback = young(client.queryQueue[0].callback)

const context = { matches: [], basename: '/', location: { pathname: '/' }, loaderData: {} }
createStaticRouter([], context)
const router = createStaticRouter([], context)

let errors
function Probe() {
  const [, fields] = useForm({ id: 'probe', defaultValue: { email: '' } })
  errors = Object.getOwnPropertyDescriptor(fields.email, 'errors')
  return null
}
renderToString(createElement(Probe))

console.log(JSON.stringify({
  compressionWrite,
  drainListenersOn,
  plainCookieSetHeader,
  pgQueryCallback,
  staticRouterFast: fast(router),
  conformFieldOwnGetter: errors === undefined,
}))
`

describe('what a request creates starts in the young generation', () => {
  it('holds for the patched dependencies and our response wrappers', () => {
    // Inside the project, so that the packages and #server/ imports resolve.
    const probe = path.join(process.cwd(), `.young-generation-probe-${process.pid}.mjs`)
    try {
      writeFileSync(probe, PROBE)
      const out = execFileSync(
        process.execPath,
        ['--allow-natives-syntax', '--no-deprecation', '--import', 'tsx', probe],
        { encoding: 'utf8', cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'production' } },
      )
      expect(JSON.parse(out.trim().split('\n').at(-1) ?? '{}')).toEqual({
        compressionWrite: true,
        drainListenersOn: true,
        plainCookieSetHeader: true,
        pgQueryCallback: true,
        staticRouterFast: true,
        conformFieldOwnGetter: true,
      })
    } finally {
      rmSync(probe, { force: true })
    }
  })
})
