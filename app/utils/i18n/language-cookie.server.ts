import { type Locale, isLocale, LOCALE_COOKIE } from './locales.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * The cookie that remembers the chosen language for addresses without a language (/home, a link
 * from elsewhere). Not secret and not personal: a plain value, read by the server only. The Secure
 * flag is added for HTTPS requests by server/cookie-scheme.ts, as for every cookie.
 */
export function languageCookie(locale: Locale): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** The remembered language, if any, from a Cookie header. */
export function rememberedLocale(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}
