import { sendRefusal } from '#app/utils/refusal-page.server.ts'
import { randomBytes } from 'node:crypto'
import { type NextFunction, type Request, type Response } from 'express'
import helmet from 'helmet'

/** A fresh nonce per response, for the inline scripts React Router writes into each page. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = nextNonce()
  next()
}

const NONCE_BYTES = 16
/** Random bytes for 256 nonces, drawn at once: one call into OpenSSL instead of one a response. */
const NONCE_POOL_BYTES = 256 * NONCE_BYTES
let noncePool = Buffer.alloc(0)
let nonceOffset = 0

/** 16 random bytes, base64: each pool byte is handed out once. */
export function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES)
    nonceOffset = 0
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES)
  nonceOffset += NONCE_BYTES
  return nonce
}

/**
 * Security headers on every response, pages and static files alike, fitted to how the page was
 * reached. `upgrade-insecure-requests` only over HTTPS: on a plain-HTTP address (a clinic's own
 * network) it would send the browser to fetch the page's scripts and styles over an HTTPS that
 * isn't there. COOP only where browsers apply it (HTTPS and localhost); elsewhere they log an error.
 */
export function securityHeaders({ development }: { development: boolean }) {
  const overHttps = headersFor({
    development,
    upgradeInsecureRequests: !development,
    openerPolicy: true,
  })
  const overLocalHttp = headersFor({
    development,
    upgradeInsecureRequests: false,
    openerPolicy: true,
  })
  const overHttp = headersFor({ development, upgradeInsecureRequests: false, openerPolicy: false })
  return (req: Request, res: Response, next: NextFunction) => {
    const headers = req.secure
      ? overHttps
      : LOCAL_HOSTS.test(req.hostname)
        ? overLocalHttp
        : overHttp
    headers(req, res, next)
  }
}

/** Hosts browsers treat as secure even over plain HTTP. */
const LOCAL_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/

function headersFor({
  development,
  upgradeInsecureRequests,
  openerPolicy,
}: {
  development: boolean
  upgradeInsecureRequests: boolean
  openerPolicy: boolean
}) {
  const nonce = (_req: unknown, res: unknown) =>
    `'nonce-${(res as Response).locals.cspNonce as string}'`
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': ["'self'", nonce, "'strict-dynamic'"],
        // Vite injects styles with <style> tags in development; production writes the site's
        // style sheet into each page, under the nonce (app/utils/page-styles.tsx).
        'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
        'frame-src': ['https://www.openstreetmap.org'],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        ...(upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: openerPolicy ? { policy: 'same-origin' } : false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  })
}

/**
 * Rejects state-changing requests sent from other sites (CSRF): browsers say where a request
 * comes from in Sec-Fetch-Site and Origin. Requests without either (curl, old browsers) pass;
 * the SameSite=Lax session cookie protects those.
 */
export function rejectCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const site = req.get('sec-fetch-site')
  if (site === 'cross-site') return forbidden(req, res)
  const origin = req.get('origin')
  if (origin && origin !== 'null') {
    let originHost: string
    try {
      originHost = new URL(origin).host
    } catch {
      return forbidden(req, res)
    }
    // req.host honours X-Forwarded-Host only from a trusted proxy.
    if (originHost !== req.host) return forbidden(req, res)
  }
  next()
}

function forbidden(req: Request, res: Response) {
  sendRefusal(req, res, 403, 'crossSite')
}
