import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import { getCookieSecrets } from './secrets.server.ts'

export const ToastSchema = z.object({
  type: z.enum(['success', 'error', 'info']).default('info'),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
})

export type Toast = z.infer<typeof ToastSchema>

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
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  headers.append('Set-Cookie', await toastCookie().serialize(toast))
  return redirect(url, { ...init, headers })
}

/** Reads the pending toast once, with the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = toastCookie()
  const raw: unknown = await cookie.parse(request.headers.get('Cookie'))
  const parsed = ToastSchema.safeParse(raw)
  const headers = new Headers()
  if (raw !== null && raw !== undefined) {
    headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  }
  return { toast: parsed.success ? parsed.data : null, headers }
}
