import { randomUUID } from 'node:crypto'
import { type Cookie, createCookie, redirect } from 'react-router'
import { getCookieSecrets } from './secrets.server.ts'
import { type Toast, ToastSchema } from './toast.ts'

let made: Cookie | undefined

/**
 * Made once (the secrets are read once per process): React Router's cookie object has its getters
 * in an object literal, and V8 keeps those in the old generation, where a cookie made per request
 * kept its request alive until the next full collection (docs/decisions/0008).
 */
function toastCookie(): Cookie {
  return (made ??= createCookie('md_toast', {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: 60,
    secrets: getCookieSecrets(),
  }))
}

/** Ends a mutation: redirect, and show a toast on the next page. */
export async function redirectWithToast(
  url: string,
  toast: Omit<Toast, 'id'>,
  init?: ResponseInit,
) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastCookie().serialize({ ...toast, id: randomUUID() }))
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
