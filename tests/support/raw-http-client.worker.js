// The HTTP client of the app under test (tests/support/app-under-test.ts), in a thread of its own,
// as a real client is: it sends and reads while the app works, not only when the app's event loop
// lets it. (From here the fuzz test found that Node reset a connection after refusing a request
// line while the client was still sending, and the client lost the answer: server/http-server.ts.)
//
// Messages in: { id, port, request } (a RawRequest) or { close: port }.
// Messages out: { id, status, headers, body } (body: the bytes) or { id, error: { message, code } }.
import http from 'node:http'
import { parentPort } from 'node:worker_threads'

/** One keep-alive agent per app, as the test's thread had. */
const agents = new Map()

function agentFor(port) {
  let agent = agents.get(port)
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
    agents.set(port, agent)
  }
  return agent
}

function send(id, port, request) {
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      headers: request.headers,
      agent: agentFor(port),
      // A redirect may carry a long address back: judge it, rather than fail to read it.
      maxHeaderSize: 256 * 1024,
    },
    (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', (error) => fail(id, error))
      res.on('end', () => {
        // Copied, not transferred: a small Buffer shares its memory with others.
        const body = Buffer.concat(chunks)
        parentPort.postMessage({ id, status: res.statusCode ?? 0, headers: res.headers, body })
      })
    },
  )
  req.on('error', (error) => fail(id, error))
  const body = request.body
  if (Array.isArray(body)) {
    for (const chunk of body) req.write(chunk)
    req.end()
  } else {
    req.end(body)
  }
}

/** A late error of a request already answered is ignored by the test's thread. */
function fail(id, error) {
  parentPort.postMessage({ id, error: { message: error.message, code: error.code } })
}

parentPort.on('message', (message) => {
  if (message.close !== undefined) {
    agents.get(message.close)?.destroy()
    agents.delete(message.close)
    return
  }
  send(message.id, message.port, message.request)
})
