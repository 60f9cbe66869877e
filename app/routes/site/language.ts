import { redirect } from 'react-router'
import type { Route } from './+types/language'
import { saveAccountLanguage } from '#app/domain/accounts/language.server.ts'
import { readSession } from '#app/domain/accounts/session.server.ts'
import { languageCookie } from '#app/utils/i18n/language-cookie.server.ts'
import { isLocale, localizePath, LOCALE_COOKIE } from '#app/utils/i18n/locales.ts'
import { readForm } from '#app/utils/read-form.ts'
import { safeRedirectPath } from '#app/utils/safe-redirect.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

// The language choice: read only to choose between /x and /hi/x (server/language.ts).
export const policy: RoutePolicy = { ...personal, ownCookies: [LOCALE_COOKIE] }

/**
 * The language switch in the header posts here (a plain form: it works without JavaScript). The
 * choice is remembered in a cookie and, for a signed-in person, in the account; then the same page
 * opens in the chosen language.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request)
  const chosen = form.get('locale')
  const locale = isLocale(chosen) ? chosen : 'en'
  const next = safeRedirectPath(form.get('next'), '/home')
  const { user } = await readSession(request)
  if (user) await saveAccountLanguage(user.id, locale)
  const target = new URL(next, 'http://placeholder.invalid')
  return redirect(localizePath(`${target.pathname}${target.search}`, locale), {
    status: 303,
    headers: { 'Set-Cookie': languageCookie(locale) },
  })
}

/** Opened by address: nothing to show, the switch is a form. */
export function loader() {
  return redirect('/home')
}
