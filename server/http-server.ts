import { IncomingMessage, type Server, ServerResponse, createServer } from 'node:http'
import { type Express } from 'express'

/**
 * An HTTP server for `app` whose requests and responses are born with the app's prototypes.
 *
 * Express gives each request and response its own prototypes with `Object.setPrototypeOf` when
 * it starts handling them. For V8 that is a change of shape on a live object, on every request:
 * in our measurements a bare Express server served a quarter of what it serves without it, and a
 * quarter of all it allocated outlived young-generation collection, so the old generation filled
 * and was marked several times a second. Created as instances of the app's own classes, they
 * already have those prototypes and Express's call changes nothing (docs/decisions/0008). Call it
 * once per app: it makes those classes' prototypes the app's.
 */
export function createAppServer(app: Express): Server {
  class AppRequest extends IncomingMessage {}
  Object.setPrototypeOf(AppRequest.prototype, app.request)
  app.request = AppRequest.prototype as Express['request']

  class AppResponse extends ServerResponse<AppRequest> {}
  Object.setPrototypeOf(AppResponse.prototype, app.response)
  app.response = AppResponse.prototype as unknown as Express['response']

  const server = createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app)
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
