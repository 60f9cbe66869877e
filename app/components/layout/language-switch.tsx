import { Languages } from 'lucide-react'
import { useLocation } from 'react-router'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { LOCALE_NAMES, unlocalizedPath } from '#app/utils/i18n/locales.ts'

/**
 * English ⇄ हिन्दी on every page: a small form that posts the choice (remembered in a cookie and
 * the account) and comes back to the same page in the other language, with or without JavaScript.
 */
export function LanguageSwitch() {
  const locale = useLocale()
  const t = useT('common')
  const { pathname, search } = useLocation()
  const other = locale === 'en' ? 'hi' : 'en'
  const next = `${unlocalizedPath(pathname)}${search}`.slice(0, 1000)
  return (
    <form method="post" action="/language" className="shrink-0">
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="next" value={next} />
      <button
        type="submit"
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md border border-white/60 px-3 py-1 text-sm font-semibold text-white hover:bg-white/10"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('language.switchLabel')}: </span>
        <span lang={other} className="language-name">
          {LOCALE_NAMES[other]}
        </span>
      </button>
    </form>
  )
}
