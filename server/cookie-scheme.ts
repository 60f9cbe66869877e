import { type NextFunction, type Request, type Response } from 'express'

const SECURE_PREFIX = '__Secure-'

/**
 * Production cookies are Secure (and better-auth's carry the `__Secure-` prefix), but browsers
 * refuse to store a Secure cookie sent over plain HTTP to any address but localhost — so a clinic
 * opening the app at http://192.168.1.20:3000 on its own network could never sign in. The flag
 * therefore follows the real scheme of the request (`req.secure`, which honours TRUST_PROXY):
 * over HTTPS nothing changes; over HTTP the cookies go out without the flag and the prefix, and
 * come back in under the names the code expects.
 */
export function cookiesFollowRequestScheme(options: {
  secureCookies: boolean
  authCookiePrefix: string
}) {
  const plainAuthCookie = `${options.authCookiePrefix}.`
  return (req: Request, res: Response, next: NextFunction) => {
    if (!options.secureCookies || req.secure) return next()
    const cookie = req.headers.cookie
    if (cookie) {
      req.headers.cookie = cookie
        .split(/;\s*/)
        .map((pair) => (pair.startsWith(plainAuthCookie) ? `${SECURE_PREFIX}${pair}` : pair))
        .join('; ')
    }
    const setHeader = res.setHeader.bind(res)
    const plainCookies = (name: string, value: number | string | readonly string[]) => {
      if (name.toLowerCase() !== 'set-cookie' || typeof value === 'number')
        return setHeader(name, value)
      return setHeader(
        name,
        typeof value === 'string' ? toPlainHttpCookie(value) : value.map(toPlainHttpCookie),
      )
    }
    res.setHeader = plainCookies
    next()
  }
}

/** The Set-Cookie value a browser keeps over plain HTTP: no Secure flag, no `__Secure-` prefix. */
export function toPlainHttpCookie(setCookie: string): string {
  const unprefixed = setCookie.startsWith(SECURE_PREFIX)
    ? setCookie.slice(SECURE_PREFIX.length)
    : setCookie
  return unprefixed.replace(/;\s*secure\s*(?=;|$)/gi, '')
}
