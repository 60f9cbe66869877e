import { data, redirect } from 'react-router'
import { type Role } from '#app/db/schema/auth.ts'
import { readSession, type SessionUser } from '#app/domain/accounts/session.server.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user
}

/** Signed-in people only; everyone else goes to the login page and comes back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) {
    const url = new URL(request.url)
    const path = url.pathname.replace(/\.data$/, '')
    // A very long address is not carried along: it would only make the answer's headers huge.
    const back = `${path}${url.search}`.length <= 1000 ? `${path}${url.search}` : path
    throw redirect(
      localizedPath(request, `/login?redirectTo=${encodeURIComponent(back.slice(0, 1000))}`),
    )
  }
  return user
}

/** Pages for signed-out visitors (login, register) send signed-in people to their account. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect(localizedPath(request, '/account'))
}

/** Role check on the server: anyone else gets a 403 page (signed-out people log in first). */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!roles.includes(user.role)) {
    const t = getT(requestLocale(request), 'auth')
    throw data({ message: t('forbidden') }, { status: 403 })
  }
  return user
}
