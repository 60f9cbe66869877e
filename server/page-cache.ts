import { createHash, randomUUID } from 'node:crypto'
import { type NextFunction, type Request, type Response } from 'express'
import {
  hearingAnnouncements,
  LIVE_CHANNELS,
  subscribe,
  type Subscription,
} from '#app/utils/live.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { recordResponseTokens } from '#app/utils/response-tokens.server.ts'
import { loggablePath } from './loggable-path.ts'
import { type RoutePolicy } from './route-policies.ts'

/**
 * Answers for visitors without cookies, kept in this process's memory and served again to the
 * next such visitor, so a popular public page is rendered once per change instead of once per
 * visit. What keeps it safe:
 * - Only GETs of routes whose policy says `anonymousCache`, only from requests with no Cookie and
 *   no Authorization header, only 200 answers that set no cookie. A signed-in person's request
 *   never reads or writes it.
 * - Every copy gets a fresh CSP nonce and fresh response tokens (one-time form keys,
 *   app/utils/response-tokens.server.ts): the values of the render are cut out when it is stored
 *   and new ones put in for every answer.
 * - A page is stored only once two renders of it for visitors without cookies came out the same,
 *   byte for byte, apart from those values: a page that holds any other value drawn per answer
 *   (a `randomUUID()` instead of `freshResponseToken()`) is never stored, and the route is named
 *   in the log.
 * - Cookies that routes declare as their own (`ownCookies` in their policy: a cart, the language
 *   choice) do not stop a visitor from getting the shared copy; they are taken off the request
 *   before a shared page is rendered, so such a page cannot read them. The cache knows no
 *   cookie's name.
 * - Any change to what public pages show empties it in every process at once (the data_changed
 *   live channel, announced by database triggers), and nothing is kept longer than `ttlMs`, for
 *   what changes with the clock alone (free times move past the booking lead). Until the
 *   database confirms it is listening, and while its listening connection is lost, nothing is
 *   stored or served.
 */
export type PageCacheOptions = {
  ttlMs: number
  maxEntries: number
  maxBytes: number
  /** Cookies a shared page never reads (the routes' `ownCookies`), by name. */
  ownCookies?: ReadonlySet<string>
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
}

type Entry = {
  /** The body cut at each per-response value: parts[0] value parts[1] value … parts[n]. */
  parts: string[]
  /** For each cut, whether it held the nonce (true) or a response token (false). */
  cuts: boolean[]
  headers: Array<[string, string | number | string[]]>
  bytes: number
  storedAt: number
}

/**
 * Headers that belong to one answer only, or to how it travelled (compression sets its own on
 * every answer, for what that client accepts).
 */
const NOT_STORED = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'etag',
  'x-request-id',
])

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void
  /** Drops every stored answer. */
  clear: () => void
  stats: () => { entries: number; bytes: number; hits: number; misses: number }
  stop: () => void
}

export function createPageCache(options: PageCacheOptions = PAGE_CACHE_DEFAULTS): PageCache {
  const entries = new Map<string, Entry>()
  /**
   * Pages rendered once, by the digest of their answer (not the answer: most pages asked for once
   * are never asked for again), until a second render shows whether they are the same each time.
   */
  const candidates = new Map<string, { digest: string; at: number }>()
  /** Paths already named in the log for a page that changed between renders. */
  const named = new Set<string>()
  const ownCookies = options.ownCookies ?? new Set<string>()
  const pending = new Map<string, Promise<Entry | undefined>>()
  let bytes = 0
  let generation = 0
  let hits = 0
  let misses = 0
  let subscription: Subscription | undefined
  let listening = false

  const clear = () => {
    generation += 1
    entries.clear()
    candidates.clear()
    pending.clear()
    bytes = 0
  }

  const ensureListening = () => {
    if (subscription) return
    subscription = subscribe(LIVE_CHANNELS.dataChanged, clear)
    void subscription.ready.then((ready) => {
      listening = ready
    })
  }

  const store = (key: string, entry: Entry) => {
    if (entry.bytes > options.maxBytes / 8) return
    const previous = entries.get(key)
    if (previous) bytes -= previous.bytes
    entries.delete(key)
    entries.set(key, entry)
    bytes += entry.bytes
    for (const [oldest, old] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break
      entries.delete(oldest)
      bytes -= old.bytes
    }
  }

  const fresh = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (Date.now() - entry.storedAt > options.ttlMs) {
      entries.delete(key)
      bytes -= entry.bytes
      return undefined
    }
    // Most recently used last, so the oldest is dropped first when full.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const policy = res.locals.routePolicy as RoutePolicy | undefined
    if (req.method !== 'GET' || !policy?.anonymousCache || req.headers.authorization) {
      return next()
    }
    const cookies = splitCookies(req.headers.cookie)
    if (cookies.some((cookie) => !ownCookies.has(cookieName(cookie)))) return next()
    // What is left belongs to other routes: this page is rendered, and answered, without it.
    if (req.headers.cookie !== undefined) delete req.headers.cookie
    ensureListening()
    // While announcements cannot arrive (PostgreSQL's listening connection is lost), nothing
    // stored can be trusted and nothing is stored.
    if (!hearingAnnouncements()) {
      clear()
      return next()
    }
    // The host is part of the key: a page may show addresses built from it.
    const key = `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`
    const entry = fresh(key)
    if (entry) {
      hits += 1
      return serve(entry, res)
    }
    const inFlight = pending.get(key)
    if (inFlight) {
      // Someone is rendering this very page: answer with their copy rather than render it again.
      void inFlight.then((rendered) => (rendered ? serve(rendered, res) : next()))
      return
    }
    misses += 1
    if (!listening) return next()
    let settle: (entry: Entry | undefined) => void = () => {}
    const rendering = new Promise<Entry | undefined>((resolve) => (settle = resolve))
    pending.set(key, rendering)
    const startedIn = generation
    capture(res, next, (captured) => {
      if (pending.get(key) === rendering) pending.delete(key)
      if (!captured || generation !== startedIn) return settle(undefined)
      const earlier = candidates.get(key)
      candidates.delete(key)
      const digest = digestOf(captured)
      if (earlier && Date.now() - earlier.at <= options.ttlMs) {
        if (earlier.digest === digest) {
          store(key, captured)
          return settle(captured)
        }
        noteChanging(loggablePath(req.path))
      }
      // Kept to compare with the next render; the oldest go first.
      candidates.set(key, { digest, at: Date.now() })
      for (const oldest of candidates.keys()) {
        if (candidates.size <= options.maxEntries) break
        candidates.delete(oldest)
      }
      settle(undefined)
    })
  }

  /** Once per path: its page differed between two renders, so it is answered but never kept. */
  const noteChanging = (path: string) => {
    if (named.has(path) || named.size >= options.maxEntries) return
    named.add(path)
    logger.warn(
      { path },
      'page cache: a shared page differed between two renders (a value drawn per answer other than freshResponseToken, or a page that changes by the second); it is not kept',
    )
  }

  return {
    middleware,
    clear,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    stop: () => subscription?.stop(),
  }
}

/** Sends a stored answer with this response's nonce and fresh response tokens. */
function serve(entry: Entry, res: Response) {
  const nonce = res.locals.cspNonce as string
  let body = entry.parts[0]!
  for (let index = 0; index < entry.cuts.length; index++) {
    body += (entry.cuts[index] ? nonce : randomUUID()) + entry.parts[index + 1]!
  }
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('X-Page-Cache', 'hit')
  res.status(200).end(body)
}

/**
 * Lets the page render as usual while keeping a copy of what it sends; calls `done` with the
 * entry to store, or undefined when the answer may not be stored.
 */
function capture(res: Response, next: NextFunction, done: (entry: Entry | undefined) => void) {
  let finished = false
  const finish = (entry: Entry | undefined) => {
    if (finished) return
    finished = true
    done(entry)
  }
  const before = new Set(Object.keys(res.getHeaders()))
  const tokens: string[] = []
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooLarge) return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > 4 * 1024 * 1024) tooLarge = true
    else chunks.push(buffer)
  }
  const keepWrite = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding)
    return write(chunk, encoding, callback)
  }) as Response['write']
  const keepEnd = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding)
    const result = end(chunk, encoding, callback)
    finish(
      storable(res, tooLarge)
        ? toEntry(Buffer.concat(chunks).toString('utf8'), res, before, tokens)
        : undefined,
    )
    return result
  }) as Response['end']
  res.write = keepWrite
  res.end = keepEnd
  res.on('close', () => {
    finish(undefined)
  })
  recordResponseTokens(tokens, () => next())
}

function storable(res: Response, tooLarge: boolean): boolean {
  if (tooLarge || res.statusCode !== 200) return false
  if (res.getHeader('set-cookie') !== undefined) return false
  const type = String(res.getHeader('content-type') ?? '')
  return type.startsWith('text/html') || type.startsWith('text/x-script')
}

function toEntry(body: string, res: Response, before: Set<string>, tokens: string[]): Entry {
  const nonce = res.locals.cspNonce as string
  const values = [nonce, ...tokens].filter(Boolean)
  const pattern = new RegExp(values.map(escapeRegExp).join('|'), 'g')
  const parts: string[] = []
  const cuts: boolean[] = []
  let last = 0
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(last, match.index))
    cuts.push(match[0] === nonce)
    last = match.index + match[0].length
  }
  parts.push(body.slice(last))
  const headers = Object.entries(res.getHeaders())
    .filter(([name]) => !before.has(name) && !NOT_STORED.has(name))
    .map(([name, value]) => [name, value] as [string, string | number | string[]])
  return { parts, cuts, headers, bytes: body.length * 2, storedAt: Date.now() }
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** What two renders of a page must share to be the same answer: all but nonces and tokens. */
function digestOf(entry: Entry): string {
  const hash = createHash('sha256')
  for (const part of entry.parts) hash.update(part).update('\u0000')
  hash.update(entry.cuts.map((cut) => (cut ? 'n' : 't')).join(''))
  hash.update(JSON.stringify(entry.headers))
  return hash.digest('base64')
}

const splitCookies = (header: string | undefined): string[] =>
  header
    ? header
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : []

const cookieName = (cookie: string) => {
  const equals = cookie.indexOf('=')
  return equals === -1 ? cookie : cookie.slice(0, equals)
}
