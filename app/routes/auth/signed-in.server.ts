import type { Role } from '#app/db/schema/auth.ts'
import { landingAfterSignIn } from '#app/domain/accounts/landing.ts'
import { saveAccountLanguage } from '#app/domain/accounts/language.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { languageCookie, rememberedLocale } from '#app/utils/i18n/language-cookie.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The query parameter of /login that checks the new session cookie came back. */
export const SIGNED_IN_CHECK = 'signed-in'

/**
 * The answer to every successful sign-in, whichever way in (password, mobile code, a new account):
 * the session cookies, the language, and a redirect through /login?signed-in=1, which checks the
 * browser kept the cookie before landing where the person was going.
 */
export async function redirectAfterSignIn(
  request: Request,
  signedIn: { headers: Headers; role: Role; userId: string; locale: Locale },
  redirectTo: string | undefined,
  title: 'login.signedIn' | 'phone.accountCreated' = 'login.signedIn',
): Promise<Response> {
  // The language: what this browser chose (a Hindi page, or the remembered choice) is kept in
  // the account; a browser that never chose gets the account's language.
  const chosen =
    requestLocale(request) === 'hi' ? 'hi' : rememberedLocale(request.headers.get('Cookie'))
  const locale = chosen ?? signedIn.locale
  if (chosen && chosen !== signedIn.locale) await saveAccountLanguage(signedIn.userId, chosen)
  const headers = new Headers(signedIn.headers)
  headers.append('Set-Cookie', languageCookie(locale))
  // Landing in the other language is a new document (its words and <html lang>), not a client
  // navigation: the same header React Router's redirectDocument() sets.
  if (locale !== requestLocale(request)) headers.set('X-Remix-Reload-Document', 'true')
  const check = new URLSearchParams({
    [SIGNED_IN_CHECK]: '1',
    redirectTo: localizePath(landingAfterSignIn(signedIn.role, redirectTo), locale),
  })
  return redirectWithToast(
    localizePath(`/login?${check}`, locale),
    { type: 'success', title: getT(locale, 'auth')(title) },
    { headers },
  )
}
