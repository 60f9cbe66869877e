import { useLocation } from 'react-router'
import { LOCALES, localizePath } from './locales.ts'

/**
 * <link rel="alternate" hreflang> for the page in each language (and x-default, the English
 * address), so search engines show each reader the page in their language. Search engines take
 * only full addresses here: `origin` is the app's configured address (APP_URL), given by the root
 * loader; without it (a page whose root data failed) no alternates are written rather than wrong
 * ones. Both pages of a pair write the same set, so each names the other.
 */
export function LanguageAlternates({ origin }: { origin: string | undefined }) {
  const { pathname, search } = useLocation()
  if (!origin) return null
  const path = `${pathname}${search}`
  return (
    <>
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${origin}${localizePath(path, locale)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, 'en')}`} />
    </>
  )
}
