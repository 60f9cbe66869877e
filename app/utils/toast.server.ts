import { randomUUID } from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { getCookieSecrets } from './secrets.server.ts'
import { type Toast, ToastSchema } from './toast.ts'

function toastCookie() {
  return createCookie('md_toast', {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: 60,
    secrets: getCookieSecrets(),
  })
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
  const parsed = ToastSchema.safeParse(raw)
  const headers = new Headers()
  if (raw !== null && raw !== undefined) {
    headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  }
  return { toast: parsed.success ? parsed.data : null, headers }
}
