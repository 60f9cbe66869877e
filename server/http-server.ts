import { type Server, createServer } from 'node:http'
import { type Express } from 'express'

/** An HTTP server for `app` whose idle connections outlive the clients' and proxies' own. */
export function createAppServer(app: Express): Server {
  const server = createServer(app)
  server.keepAliveTimeout = KEEP_ALIVE_MS
  return server
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
