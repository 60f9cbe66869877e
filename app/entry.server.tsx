import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router'
import { loggableError, logger } from '#app/utils/logger.server.ts'
import { NonceContext } from '#app/utils/nonce.tsx'
import { PageStylesContext } from '#app/utils/page-styles.tsx'
import styles from '#app/styles/app.css?inline'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { localeFromPath } from '#app/utils/i18n/locales.ts'
import { loggablePath } from '#server/loggable-path.ts'
import { scriptsAfterFirstPaint } from '#app/utils/scripts-after-paint.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and no-JS visitors get the complete document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // The page's language is its address's; the browser gets the namespaces its routes name.
    const locale = localeFromPath(new URL(request.url).pathname)
    const namespaces = routerContext.staticHandlerContext.matches.flatMap(
      (match) => (routerContext.routeModules[match.route.id]?.handle as I18nHandle)?.i18n ?? [],
    )
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const finished = () => {
      done = true
      clearTimeout(timer)
    }
    const send = () => {
      shellRendered = true
      // The page's text first, its scripts after (app/utils/scripts-after-paint.tsx).
      const body = scriptsAfterFirstPaint()
      // Also when the answer ends without React saying so (an error after the shell was sent).
      body.once('close', finished)
      const stream = createReadableStreamFromReadable(body)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={import.meta.env.PROD ? styles : null}>
          <I18nRoot runtime={serverRuntime(locale, namespaces)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nRoot>
        </PageStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A Suspense boundary whose content is ready goes out in place, however large: React
        // would otherwise send a big one after the rest, to be put in place by a script, and a
        // browser without JavaScript would never show it (the home page's booking form).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          if (readyOption === 'onShellReady') send()
        },
        onAllReady() {
          finished()
          if (readyOption === 'onAllReady') send()
        },
        onShellError(error: unknown) {
          finished()
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) logger.error({ err: loggableError(error) }, 'render failed')
        },
      },
    )
    // Gives up on a render that never finishes. Cleared as soon as it has: a pending timer would
    // keep the whole render (and the request) in memory for its full length.
    if (!done) timer = setTimeout(abort, streamTimeout + 1000)
  })
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  logger.error(
    { err: loggableError(error), path: loggablePath(new URL(request.url).pathname) },
    'request failed',
  )
}
