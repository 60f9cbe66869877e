import { type Server } from 'node:http'

/**
 * On SIGTERM or SIGINT: stop taking connections, let open requests finish, run `cleanup` (close
 * the database…), then exit — or exit with an error after 10 s if something hangs.
 */
export function stopOnSignal(
  listener: Server,
  cleanup: () => Promise<void>,
  { quiet = false }: { quiet?: boolean } = {},
) {
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    if (!quiet) {
      console.log(`${signal} received: finishing open requests, then closing the database`)
    }
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    listener.close()
    listener.closeIdleConnections()
    try {
      await cleanup()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
