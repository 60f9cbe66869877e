import { readdirSync } from 'node:fs'
import path from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'

/** Encodings the build writes beside each text file (scripts/precompress-assets.ts). */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const
type Encoding = (typeof ENCODINGS)[number]['name']

/**
 * The built static files. Hashed assets never change (cached for a year); an unknown one is a
 * 404, not a page. The service worker and the web manifest are revalidated on every visit, so a
 * new release reaches people at once. A file the build also wrote compressed (`x.js.br`,
 * `x.js.gz`) is sent in the best encoding the browser accepts, the plain file otherwise.
 *
 * Two routers: `subresources` answers the build's hashed scripts, style sheets, fonts and pictures
 * before the page headers are written — a Content-Security-Policy, frame or referrer policy means
 * nothing on a script, and those headers cost a phone ~1 KiB on each of the 7–12 scripts a page
 * loads — with the two headers that do protect a subresource (no type sniffing, no use by other
 * sites). `files` answers everything else of the build behind the same headers as the pages.
 */
export function staticFiles(clientDir: string) {
  const files = builtFiles(clientDir)
  const variants = compressedVariants(files)
  const send = sendBuiltFile(clientDir, variants)

  const subresources = express.Router()
  subresources.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!SUBRESOURCE.test(req.path) || !files.has(req.path)) return next()
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
    // Named by their content, so never revalidated by date (Express keeps its ETag).
    send(req, res, next, { lastModified: false })
  })

  const router = express.Router()
  // The build never changes while it is served: a path that names none of its files (every page)
  // leaves at once, without asking the file system. Unknown assets still get their 404 below.
  router.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.path.startsWith('/assets/') || files.has(decodedPath(req.path))) return next()
    next('router')
  })
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (!variants.has(req.path)) return next()
    send(req, res, next)
  })
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    (_req: Request, res: Response) => {
      res.status(404).type('text/plain').send('Not found')
    },
  )
  router.use(
    express.static(clientDir, {
      maxAge: '1h',
      index: false,
      setHeaders: (res, file) => {
        if (cacheControlFor(file).noCache) res.setHeader('Cache-Control', 'no-cache')
      },
    }),
  )
  return { subresources, files: router }
}

/** The build's hashed scripts, style sheets, fonts and pictures (`/assets/entry-AbC123.js`); an SVG,
 * which can be opened as a page, keeps the pages' headers. */
const SUBRESOURCE = /^\/assets\/[\w.-]+\.(?:js|css|woff2|png|jpe?g|webp|avif)$/

/**
 * Sends a file of the build: its compressed copy in the best encoding the browser accepts when
 * the build wrote one, else the file itself.
 */
function sendBuiltFile(clientDir: string, variants: ReadonlyMap<string, Set<Encoding>>) {
  return (
    req: Request,
    res: Response,
    next: NextFunction,
    validators: { lastModified?: boolean } = {},
  ) => {
    const cache = cacheControlFor(req.path)
    const available = variants.get(req.path)
    if (available) res.vary('Accept-Encoding')
    const encoding = available ? preferredEncoding(req.get('accept-encoding'), available) : null
    if (encoding) {
      res.setHeader('Content-Encoding', encoding)
      res.type(path.extname(req.path))
    }
    const extension = ENCODINGS.find((e) => e.name === encoding)?.extension ?? ''
    res.sendFile(
      path.join(clientDir, req.path + extension),
      {
        maxAge: cache.maxAge,
        immutable: cache.immutable,
        // A byte range of the compressed file is not a range of the file asked for.
        acceptRanges: !encoding,
        headers: cache.noCache ? { 'Cache-Control': 'no-cache' } : {},
        ...validators,
      },
      (error?: Error & { code?: string }) => {
        // A browser that went away (a page left while loading) is nobody's error.
        if (!error || error.code === 'ECONNABORTED' || res.headersSent) return
        next(error)
      },
    )
  }
}

function cacheControlFor(file: string) {
  if (file.startsWith('/assets/')) return { maxAge: '1y', immutable: true, noCache: false }
  const noCache = file.endsWith('sw.js') || file.endsWith('.webmanifest')
  return { maxAge: '1h', immutable: false, noCache }
}

/**
 * For each file's address (`/assets/x.js`), the compressed copies beside it. The build never
 * changes under a running server, so the directory is read once.
 */
/** Every file of the build by its address (`/assets/x.js`), read once at start-up. */
function builtFiles(clientDir: string): Set<string> {
  let files: string[]
  try {
    files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  } catch {
    return new Set()
  }
  return new Set(files.map((file) => `/${file.split(path.sep).join('/')}`))
}

function decodedPath(address: string): string {
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

function compressedVariants(files: ReadonlySet<string>): Map<string, Set<Encoding>> {
  const variants = new Map<string, Set<Encoding>>()
  for (const file of files) {
    for (const encoding of ENCODINGS) {
      if (!file.endsWith(encoding.extension)) continue
      const address = file.slice(0, -encoding.extension.length)
      const set = variants.get(address) ?? new Set<Encoding>()
      set.add(encoding.name)
      variants.set(address, set)
    }
  }
  return variants
}

/**
 * The encoding to send, from the request's Accept-Encoding: brotli when it is accepted at least
 * as gladly as gzip (browsers list gzip first but mean no preference), else gzip, else none.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | null {
  if (!acceptEncoding) return null
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = q ? Number(q.slice(2)) : 1
    quality.set(name, Number.isFinite(value) ? value : 0)
  }
  const q = (name: Encoding) => quality.get(name) ?? quality.get('*') ?? 0
  const candidates = ENCODINGS.map((e) => e.name).filter(
    (name) => available.has(name) && q(name) > 0,
  )
  candidates.sort((a, b) => q(b) - q(a))
  return candidates[0] ?? null
}
