import { useLocation } from 'react-router'
import { LOCALES, localizePath } from './locales.ts'

/**
 * <link rel="alternate" hreflang> for the page in each language (and x-default, the English
 * address), so search engines show each reader the page in their language.
 */
export function LanguageAlternates() {
  const { pathname, search } = useLocation()
  const path = `${pathname}${search}`
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={localizePath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localizePath(path, 'en')} />
    </>
  )
}
