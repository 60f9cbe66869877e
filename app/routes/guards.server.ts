import { data, redirect } from 'react-router'
import { type Role } from '#app/db/schema/auth.ts'
import { readSession, type SessionUser } from '#app/domain/accounts/session.server.ts'

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user
}

/** Signed-in people only; everyone else goes to the login page and comes back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) {
    const url = new URL(request.url)
    const back = `${url.pathname.replace(/\.data$/, '')}${url.search}`
    throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
  }
  return user
}

/** Pages for signed-out visitors (login, register) send signed-in people to their account. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getOptionalUser(request)) throw redirect('/account')
}

/** Role check on the server: anyone else gets a 403 page (signed-out people log in first). */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request)
  if (!roles.includes(user.role)) {
    throw data({ message: 'You do not have access to this page.' }, { status: 403 })
  }
  return user
}
