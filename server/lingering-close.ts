import { type Duplex } from 'node:stream'

/**
 * How long a connection we close while the client is still sending is drained before it is
 * destroyed. Closing a socket with unread bytes makes the kernel answer with a reset, and a reset
 * arriving before the client has read our answer throws the answer away (the browser shows
 * "connection reset"). Half-closed and drained instead, the client reads the answer, sees the end
 * of the connection and closes its side; one that keeps sending is cut off after this long.
 */
export const LINGER_MS = 5000

/** Half-closes the socket now, drops what still arrives, and destroys it as described above. */
export function closeLingering(socket: Duplex) {
  socket.end()
  socket.resume()
  const timer = setTimeout(() => socket.destroy(), LINGER_MS)
  timer.unref()
  socket.once('end', () => socket.destroy())
  socket.once('close', () => clearTimeout(timer))
}

/**
 * Node closes a connection after its last answer with `socket.destroySoon()`: the answer is
 * flushed, then the socket destroyed at once, unread bytes and all. From here on, that close
 * lingers instead.
 */
export function lingerOnClose(socket: Duplex & { destroySoon?: () => void }) {
  socket.destroySoon = function (this: Duplex) {
    closeLingering(this)
  }
}
