/**
 * The two languages and their addresses. English pages keep the specification's paths; each Hindi
 * page is the same path under /hi (/hi/doctors). Pure functions, used by the server and the browser.
 */

export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The tag given to `Intl` (Indian conventions: lakh grouping, day-month order). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

/** Each language's own name, written in that language (the switch shows the other one's). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/** The cookie that remembers a visitor's choice. */
export const LOCALE_COOKIE = 'md_lang'

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi'
}

/** The language of a path: /hi and /hi/… are Hindi, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en'
}

/** The path without its language prefix: /hi/doctors → /doctors, /hi → /. */
export function unlocalizedPath(pathname: string): string {
  if (pathname === '/hi') return '/'
  return pathname.startsWith('/hi/') ? pathname.slice(3) : pathname
}

/**
 * The same place in the given language. Only site paths are changed ("/…", with any query or
 * fragment); fragments, full addresses, tel:, mailto: and relative paths are returned unchanged.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const cut = to.search(/[?#]/)
  const pathname = cut === -1 ? to : to.slice(0, cut)
  const rest = cut === -1 ? '' : to.slice(cut)
  const bare = unlocalizedPath(pathname)
  if (locale === 'en') return `${bare}${rest}`
  return `${bare === '/' ? '/hi' : `/hi${bare}`}${rest}`
}

/**
 * The language a first visit should see, from Accept-Language: Hindi when the browser ranks it
 * above English (or names only Hindi), otherwise English.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  let best: { locale: Locale; quality: number } | null = null
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';')
    const primary = tag.split('-')[0]
    if (!isLocale(primary)) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = q ? Number(q.slice(2)) : 1
    if (!Number.isFinite(quality) || quality <= 0) continue
    if (!best || quality > best.quality) best = { locale: primary, quality }
  }
  return best?.locale ?? DEFAULT_LOCALE
}
