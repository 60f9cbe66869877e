import { STATUS_CODES, type Server, createServer } from 'node:http'
import { type Duplex } from 'node:stream'
import { type Express } from 'express'
import { closeLingering } from './lingering-close.ts'

/**
 * An HTTP server for `app` whose idle connections outlive the clients' and proxies' own, and
 * whose answer to a request it cannot parse reaches the client.
 */
export function createAppServer(app: Express): Server {
  const server = createServer(app)
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('clientError', answerClientError)
  return server
}

/** Node's own answers to requests its parser refuses; any other parse error is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

const answered = new WeakSet<Duplex>()

/**
 * A request Node's parser refuses (a raw byte in the address, a broken header, headers too large,
 * too slow) gets the answer Node itself gives, but the connection is then drained and closed
 * (lingering-close.ts) where Node destroys it at once: with the rest of a large request still
 * unread, that sends a reset, which can reach the client before it has read the answer. Errors of
 * the connection itself (a reset from the client) end it at once, as Node does.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  // The parser reports the same error again for every chunk that still arrives.
  if (answered.has(socket)) return
  answered.add(socket)
  const code = error.code ?? ''
  const status = CLIENT_ERROR_STATUS[code] ?? (code.startsWith('HPE_') ? 400 : undefined)
  // Never after an answer has begun on this connection: the client would read it as that one's.
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } | null })._httpMessage
  if (status === undefined || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  )
  closeLingering(socket)
}

/**
 * How long an idle connection stays open for the client's next request. Node closes it after 5 s
 * (and a second's grace); a client that sends its next request just then has the connection reset
 * under it (a reverse proxy's pooled connection answers 502, a test's API client "socket hang
 * up"). Proxies and clients keep idle connections for up to a minute (nginx's upstream keepalive
 * and AWS load balancers: 60 s), so the server keeps them a little longer and the client is the
 * one to close. Slow clients are still bounded by Node's headers and request timeouts.
 */
export const KEEP_ALIVE_MS = 65_000
