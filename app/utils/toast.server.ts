import { createHmac, randomUUID } from 'node:crypto'
import { type Cookie, createCookie, redirect } from 'react-router'
import { getCookieSecrets } from './secrets.server.ts'
import { type Toast, ToastSchema } from './toast.ts'

const TOAST_COOKIE = 'md_toast'
const TOAST_SECONDS = 60
const secure = () => process.env.NODE_ENV === 'production'

let made: Cookie | undefined

/** Made once: the secrets are read once per process, and the cookie is the same for every toast. */
export function toastCookie(): Cookie {
  return (made ??= createCookie(TOAST_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(),
    path: '/',
    maxAge: TOAST_SECONDS,
    secrets: getCookieSecrets(),
  }))
}

/**
 * The toast's Set-Cookie header, character for character what `toastCookie().serialize` writes
 * (a test compares them): the JSON's UTF-8 in base64, a dot, its HMAC-SHA256 with the first
 * secret in base64 without padding, all URI-encoded. Signed with node:crypto: React Router signs
 * through WebCrypto, importing the key each time, which cost a booking more than its messages did
 * (docs/decisions/0007).
 */
export function serializeToast(toast: Toast): string {
  const encoded = Buffer.from(JSON.stringify(toast), 'utf8').toString('base64')
  const signature = createHmac('sha256', getCookieSecrets()[0]!)
    .update(encoded)
    .digest('base64')
    .replace(/=+$/, '')
  const value = encodeURIComponent(`${encoded}.${signature}`)
  return `${TOAST_COOKIE}=${value}; Max-Age=${TOAST_SECONDS}; Path=/; HttpOnly${secure() ? '; Secure' : ''}; SameSite=Lax`
}

/** Ends a mutation: redirect, and show a toast on the next page. */
export function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', serializeToast({ ...toast, id: randomUUID() }))
  return redirect(url, { ...init, headers })
}

/** Reads the pending toast once, with the header that clears it. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie()
  const raw: unknown = await cookie.parse(request.headers.get('Cookie'))
  const headers = new Headers()
  // Most requests carry no toast: nothing to read, and no failed parse (whose result holds its
  // error in an accessor, see toastCookie) made for nothing.
  if (raw === null || raw === undefined) return { toast: null, headers }
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  const parsed = ToastSchema.safeParse(raw)
  return { toast: parsed.success ? parsed.data : null, headers }
}
