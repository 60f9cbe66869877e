import { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import { refusalText, sendRefusal, type SimpleRefusal } from '#app/utils/refusal-page.server.ts'
import { lingerOnClose } from './lingering-close.ts'

/**
 * Our longest field is a staff reply of at most 5,000 characters: 45 KB once urlencoded even in
 * Devanagari (3 UTF-8 bytes a character, each sent as `%XX`). 64 KB leaves room for the rest.
 */
export const FORM_BODY_LIMIT = 64 * 1024
/** better-auth's JSON API (when mounted) takes small objects: an e-mail address, a password. */
export const AUTH_API_BODY_LIMIT = 64 * 1024
/**
 * A refused body with a declared length up to this size is read off the connection and thrown
 * away, so that the connection stays usable and the browser surely sees our answer; anything
 * larger, or of unknown length, closes the connection after the answer instead.
 */
const DISCARD_LIMIT = 1024 * 1024

/**
 * A refused upload (to a route that takes files) with a declared length up to this many times
 * the route's limit is read and thrown away too: a person who picked a video instead of a photo
 * should see our page saying the limit, and a browser whose upload is cut off midway shows only
 * "connection reset" instead. Beyond that, the bandwidth is not worth it.
 */
const UPLOAD_DISCARD_FACTOR = 2

const MULTIPART = 'multipart/form-data'
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', MULTIPART])
const AUTH_API = /^\/api\/auth(\/|$)/i

type Refusal = 413 | 415 | 400

/**
 * Guards every request body before any other code reads it:
 *
 * - Our pages and their `.data` twins take forms only: urlencoded or multipart, else 415.
 *   (better-auth's API under /api/auth takes JSON, so it is only size-limited.)
 * - At most `FORM_BODY_LIMIT` bytes: a larger Content-Length is answered 413 at once, and a
 *   chunked body is counted as it arrives and refused (413) the moment it passes the limit, so a
 *   huge upload never sits in memory.
 * - Routes that take files (their policy's `uploadLimit`, given here by `uploadLimitFor`) take
 *   that much instead, as multipart only; their 413 page says the limit in megabytes.
 * - A multipart form that cannot be parsed (broken, without its boundary) is answered 400.
 *
 * The body is collected where Node's HTTP parser hands it to the request stream (`req.push`),
 * and is put back into that stream, untouched and complete, before the next handler runs: React
 * Router's Express adapter (and better-auth's Node handler) read the request stream itself, and
 * read it exactly as if nothing had happened. No action starts before its whole body is here.
 */
export function guardRequestBodies(
  options: {
    formLimit?: number
    authApiLimit?: number
    /** The bytes a request's route takes as a multipart upload, if it takes files at all. */
    uploadLimitFor?: (req: Request) => number | undefined
  } = {},
): RequestHandler {
  const formLimit = options.formLimit ?? FORM_BODY_LIMIT
  const authApiLimit = options.authApiLimit ?? AUTH_API_BODY_LIMIT
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const authApi = AUTH_API.test(req.path)
    const contentType = req.get('content-type') ?? ''
    const uploadLimit =
      !authApi && mediaTypeOf(contentType) === MULTIPART ? options.uploadLimitFor?.(req) : undefined
    const upload = uploadLimit !== undefined && uploadLimit > formLimit
    const limit = authApi ? authApiLimit : upload ? uploadLimit : formLimit
    const discardLimit = upload
      ? Math.max(DISCARD_LIMIT, UPLOAD_DISCARD_FACTOR * uploadLimit)
      : DISCARD_LIMIT
    const refuse = (status: Refusal, bodyRead: boolean) => {
      if (!bodyRead) {
        if (!(declaredLength(req) <= discardLimit)) res.set('Connection', 'close')
        // Also when the client asked for the connection to close (then Node closes it), the
        // close lingers while the client is still sending (lingering-close.ts).
        lingerOnClose(req.socket)
      }
      answer(req, res, status, authApi, upload ? limit : undefined)
    }

    const encoding = (req.get('content-encoding') ?? 'identity').trim().toLowerCase()
    if (encoding !== 'identity') return refuse(415, false)
    if (!authApi && !FORM_TYPES.has(mediaTypeOf(contentType))) return refuse(415, false)
    const declared = declaredLength(req)
    if (Number.isFinite(declared) && declared > limit) return refuse(413, false)

    collectBody(req, limit, (outcome) => {
      if (outcome === 'aborted') return
      if (outcome === 'too-large') return refuse(413, false)
      // A urlencoded body always parses (broken escapes and bytes are read as they are).
      if (authApi || mediaTypeOf(contentType) !== MULTIPART) return next()
      formParses(outcome, contentType).then((parses) => (parses ? next() : refuse(400, true)), next)
    })
  }
}

/** The declared Content-Length, or Infinity when the body is chunked (of unknown length). */
function declaredLength(req: Request): number {
  const header = req.headers['content-length']
  if (header === undefined) return req.headers['transfer-encoding'] === undefined ? 0 : Infinity
  const length = Number(header)
  return Number.isSafeInteger(length) && length >= 0 ? length : Infinity
}

function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

/** Parses the form exactly as React Router's `request.formData()` will. */
async function formParses(body: Buffer, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType },
    }).formData()
    return true
  } catch {
    return false
  }
}

type Outcome = Buffer | 'too-large' | 'aborted'

/**
 * Collects the request body, at most `limit` bytes, and puts it back into the request stream
 * for whoever reads it next. Node's HTTP parser delivers each piece of the body with
 * `req.push(chunk)` and the end with `req.push(null)`; until the end, those pieces are kept
 * here instead (so none of them is lost or read twice), then pushed on in one piece.
 */
function collectBody(req: Request, limit: number, done: (outcome: Outcome) => void) {
  if (req.readableEnded || req.destroyed) return done('aborted')
  const chunks: Buffer[] = []
  let size = 0
  // Whatever arrived before this middleware ran is already in the stream's buffer.
  const head = req.readableLength > 0 ? (req.read() as Buffer | string | null) : null
  if (head !== null) {
    const buffer = Buffer.isBuffer(head) ? head : Buffer.from(head)
    chunks.push(buffer)
    size += buffer.length
  }
  if (req.complete) {
    // The whole body had arrived: the stream has ended but not yet said so, so the body can be
    // put back in front of its end.
    if (head !== null) req.unshift(head)
    return done(size > limit ? 'too-large' : Buffer.concat(chunks, size))
  }
  if (size > limit) return done('too-large')

  const push = req.push
  let settled = false
  const settle = (outcome: Outcome) => {
    if (settled) return
    settled = true
    req.off('close', onClose)
    done(outcome)
  }
  const onClose = () => {
    req.push = push
    settle('aborted')
  }
  req.on('close', onClose)
  const keepChunk = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      req.push = push
      if (settled) return push.call(req, null)
      const body = Buffer.concat(chunks, size)
      if (body.length > 0) push.call(req, body)
      const result = push.call(req, null)
      settle(body)
      return result
    }
    // Past the limit, the rest is dropped until the connection closes.
    if (settled) return true
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > limit) {
      chunks.length = 0
      settle('too-large')
      return true
    }
    chunks.push(buffer)
    return true
  }
  req.push = keepChunk
}

/** What each refusal is called (the `refusal` catalogue) and its code for API clients. */
const MESSAGES = {
  413: { words: 'tooLarge', code: 'PAYLOAD_TOO_LARGE' },
  415: { words: 'formsOnly', code: 'UNSUPPORTED_MEDIA_TYPE' },
  400: { words: 'damaged', code: 'BAD_REQUEST' },
} as const satisfies Record<Refusal, { words: SimpleRefusal; code: string }>

/**
 * A short answer a person can read: a page for a browser's form post, text or JSON otherwise.
 * A refused upload says the route's limit (`uploadLimit`, in bytes) in megabytes.
 */
function answer(
  req: Request,
  res: Response,
  status: Refusal,
  authApi: boolean,
  uploadLimit?: number,
) {
  if (res.headersSent) return
  const { words, code } = MESSAGES[status]
  if (status === 413 && uploadLimit !== undefined) {
    const megabytes = Math.floor((uploadLimit / (1024 * 1024)) * 10) / 10
    return sendRefusal(req, res, status, 'tooLargeUpload', { megabytes })
  }
  if (!authApi) return sendRefusal(req, res, status, words)
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ code, message: refusalText(req, words) })
}
