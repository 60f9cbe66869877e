import { type Role } from '#app/db/schema/auth.ts'
import {
  CLIENT_IP_HEADER,
  getAuth,
  isAccountDisabled,
  PRIVILEGED_MAX_IDLE_SECONDS,
  SESSION_MAX_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from './auth.server.ts'
import { accountContactPhone } from './contact-phone.ts'

export type SessionUser = {
  id: string
  name: string
  /** Null for an account made with a mobile number only. */
  email: string | null
  emailVerified: boolean
  /** The number to fill in for this person: `accountContactPhone()` (contact-phone.ts). */
  contactPhone: string | null
  role: Role
}

export type SessionState = {
  user: SessionUser | null
  sessionId: string | null
  /** Set-Cookie headers to pass on (a refreshed or a cleared session cookie). */
  headers: Headers
}

const PRIVILEGED_ROLES: ReadonlySet<Role> = new Set([
  'doctor',
  'staff',
  'dispatcher',
  'lab',
  'pharmacist',
  'admin',
])

/** The headers better-auth sees: the request's, with the client address Express resolved. */
export function authHeaders(request: Request, context?: { clientIp: string }): Headers {
  const headers = new Headers(request.headers)
  headers.delete(CLIENT_IP_HEADER)
  if (context?.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp)
  return headers
}

const perRequest = new WeakMap<Request, Promise<SessionState>>()

/**
 * The one way to read who is signed in. Loaders of one request share the answer. Sessions of
 * staff, doctors and admins end after 30 idle minutes; patients' after 7 idle days.
 */
export function readSession(request: Request): Promise<SessionState> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending = loadSession(request)
    perRequest.set(request, pending)
  }
  return pending
}

async function loadSession(request: Request): Promise<SessionState> {
  const empty: SessionState = { user: null, sessionId: null, headers: new Headers() }
  if (!request.headers.get('Cookie')?.includes('session_token')) return empty
  const api = getAuth().api
  // Look first without refreshing, so an idle privileged session is seen as idle.
  const current = await api.getSession({
    headers: request.headers,
    query: { disableRefresh: true },
  })
  if (!current) return empty

  const now = Date.now()
  const lastActive = new Date(current.session.expiresAt).getTime() - SESSION_MAX_IDLE_SECONDS * 1000
  const role = (current.user.role ?? 'patient') as Role
  const disabled = isAccountDisabled(current.user as { disabledAt?: Date | null })
  if (
    disabled ||
    (PRIVILEGED_ROLES.has(role) && now - lastActive > PRIVILEGED_MAX_IDLE_SECONDS * 1000)
  ) {
    const { headers } = await api.signOut({ headers: request.headers, returnHeaders: true })
    return { user: null, sessionId: null, headers: onlyCookies(headers) }
  }

  let headers = new Headers()
  if (now - lastActive > SESSION_REFRESH_SECONDS * 1000) {
    const refreshed = await api.getSession({ headers: request.headers, returnHeaders: true })
    headers = onlyCookies(refreshed.headers)
  }
  return {
    user: {
      id: current.user.id,
      name: current.user.name,
      email: (current.user.email as string | null | undefined) ?? null,
      emailVerified: current.user.emailVerified,
      contactPhone: accountContactPhone({
        phoneNumber: (current.user.phoneNumber as string | null | undefined) ?? null,
        phoneNumberVerified: Boolean(current.user.phoneNumberVerified),
        phone: (current.user.phone as string | null | undefined) ?? null,
      }),
      role,
    },
    sessionId: current.session.id,
    headers,
  }
}

/** Keeps only the Set-Cookie headers of a better-auth answer. */
export function onlyCookies(source: Headers): Headers {
  const headers = new Headers()
  for (const cookie of source.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}
