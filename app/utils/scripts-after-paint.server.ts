import { Transform } from 'node:stream'
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './scripts-after-paint.tsx'

const PRELOAD = '<link rel="modulepreload"'
const HEAD_END = '</head>'
/** How React Router's <Scripts> writes its module script's attributes (after the nonce). */
const MODULE_SCRIPT = ' type="module" async="">'

/**
 * The server's half of app/utils/scripts-after-paint.tsx: the head's module preloads and the first
 * module script of the body are written inert, for the loader to start after the first paint.
 * The page is read byte for byte (latin1: what we look for is ASCII, and a letter cut between two
 * chunks passes through untouched); once the module script is found, the rest streams through.
 */
export function scriptsAfterFirstPaint(): Transform {
  const bytes = (html: string) => Buffer.from(html, 'latin1')
  let phase: 'head' | 'body' | 'done' = 'head'
  let pending = ''

  /** Rewrites what is complete in `text`; returns what to send and keeps a cut tag back. */
  function step(text: string): string {
    let out = ''
    if (phase === 'head') {
      const headEnd = text.indexOf(HEAD_END)
      if (headEnd === -1) {
        const safe = text.length - partialTagLength(text, [PRELOAD, HEAD_END])
        pending = text.slice(safe)
        return inertPreloads(text.slice(0, safe))
      }
      out = inertPreloads(text.slice(0, headEnd))
      text = text.slice(headEnd)
      phase = 'body'
    }
    const at = text.indexOf(MODULE_SCRIPT)
    if (at !== -1) {
      phase = 'done'
      pending = ''
      return (
        out +
        text.slice(0, at) +
        ` type="${INERT_MODULE_TYPE}" async="">` +
        text.slice(at + MODULE_SCRIPT.length)
      )
    }
    const safe = text.length - partialTagLength(text, [MODULE_SCRIPT])
    pending = text.slice(safe)
    return out + text.slice(0, safe)
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (phase === 'done') return done(null, chunk)
      done(null, bytes(step(pending + chunk.toString('latin1'))))
    },
    flush(done) {
      done(null, phase === 'done' ? undefined : bytes(pending))
    },
  })
}

const inertPreloads = (html: string) => html.replaceAll(PRELOAD, `<link rel="${INERT_PRELOAD_REL}"`)

/** How many characters at the end of `html` may begin one of `tags` (cut between chunks). */
function partialTagLength(html: string, tags: string[]): number {
  const longest = Math.max(...tags.map((tag) => tag.length)) - 1
  for (let length = Math.min(longest, html.length); length > 0; length--) {
    const tail = html.slice(-length)
    if (tags.some((tag) => tag.startsWith(tail))) return length
  }
  return 0
}
