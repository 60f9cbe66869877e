import { type LiveChannel, RESYNC, subscribe } from '#app/utils/live.server.ts'
import { loggableError, logger } from '#app/utils/logger.server.ts'

/**
 * The browser's end of live updates: Server-Sent Events (docs/decisions/0015). One long GET per
 * open page carries the server's news; the page's own actions stay ordinary form POSTs, which
 * also work without JavaScript. EventSource reconnects by itself after a network change and
 * sends the last event id it saw, so the stream can go on where it stopped.
 */
export type EventSender = {
  /** One event: its name, its data (JSON-encoded), and the id a reconnection resumes from. */
  send: (event: string, payload: unknown, id?: string) => void
  /** A comment line: keeps proxies and the phone's radio from dropping an idle connection. */
  ping: () => void
}

type Stop = () => void | Promise<void>

/** Streams open in this process, ended at shutdown before the database closes. */
const openStreams = new Set<() => void>()

/** How long a browser waits before reconnecting after the stream broke. */
const RETRY_MS = 3000
/** A comment every so often: idle connections are cut by proxies and mobile networks. */
export const PING_INTERVAL_MS = 20_000

/**
 * An event-stream answer. `start` runs once the stream is open, gets the sender, and returns what
 * to do when it ends (the browser went away, the server shuts down). Errors in `start` end the
 * stream, never the process.
 */
export function eventStream(
  request: Request,
  start: (sender: EventSender) => Promise<Stop> | Stop,
): Response {
  const encoder = new TextEncoder()
  let finish: (() => void) | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false
      let stop: Stop | undefined
      const write = (text: string) => {
        if (ended) return
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          end()
        }
      }
      const sender: EventSender = {
        send(event, payload, id) {
          const data = JSON.stringify(payload)
          write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${data}\n\n`)
        },
        ping: () => write(': ping\n\n'),
      }
      const end = () => {
        if (ended) return
        ended = true
        openStreams.delete(end)
        request.signal.removeEventListener('abort', end)
        try {
          controller.close()
        } catch {
          // Already closed by the other side.
        }
        Promise.resolve(stop?.()).catch((error: unknown) =>
          logger.warn({ err: loggableError(error) }, 'live stream cleanup failed'),
        )
      }
      finish = end
      openStreams.add(end)
      request.signal.addEventListener('abort', end)
      write(`retry: ${RETRY_MS}\n\n`)
      Promise.resolve()
        .then(() => start(sender))
        .then((stopper) => {
          stop = stopper
          if (ended) void Promise.resolve(stopper()).catch(() => {})
        })
        .catch((error: unknown) => {
          logger.warn({ err: loggableError(error) }, 'live stream failed to start')
          end()
        })
    },
    cancel() {
      finish?.()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold events back until a buffer fills.
      'Cache-Control': 'no-store, no-transform',
      // Nginx and similar proxies pass events on at once.
      'X-Accel-Buffering': 'no',
    },
  })
}

/** Ends every open stream (at shutdown): browsers reconnect to another process. */
export function closeLiveStreams() {
  for (const end of [...openStreams]) end()
}

/**
 * Runs `task` at most once at a time: calls that come while it runs make it run once more after
 * (a burst of announcements means one look at the database, not one per announcement).
 */
export function coalesce(task: () => Promise<void>): () => void {
  let running = false
  let again = false
  const run = () => {
    if (running) {
      again = true
      return
    }
    running = true
    task()
      .catch((error: unknown) => logger.warn({ err: loggableError(error) }, 'live refresh failed'))
      .finally(() => {
        running = false
        if (again) {
          again = false
          run()
        }
      })
  }
  return run
}

/**
 * A stream that only says `changed` whenever `channel` announces something `concerns` accepts
 * (and after a lost database connection came back): for pages that simply load their data again
 * (`useLiveRevalidate`), such as a doctor's list of waiting patients.
 */
export function changeStream(
  request: Request,
  channel: LiveChannel,
  concerns: (payload: string) => boolean,
): Response {
  return eventStream(request, async (sender) => {
    let count = 0
    const subscription = subscribe(channel, (payload) => {
      if (payload === RESYNC || concerns(payload)) sender.send('changed', ++count)
    })
    await subscription.ready
    const heartbeat = setInterval(() => sender.ping(), PING_INTERVAL_MS)
    return () => {
      clearInterval(heartbeat)
      subscription.stop()
    }
  })
}
