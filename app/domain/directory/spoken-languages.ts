import type { Translate } from '#app/utils/i18n/i18n.tsx'

/**
 * Languages doctors speak that the `site` catalogue names in both languages
 * (`spokenLanguage.<Name>`). They are stored by their English name, so the directory's filter
 * finds a doctor whichever language the staff typed it in; other languages stay as typed.
 */
export const SPOKEN_LANGUAGES: readonly string[] = [
  'Hindi',
  'English',
  'Urdu',
  'Awadhi',
  'Bhojpuri',
  'Bengali',
  'Punjabi',
  'Sanskrit',
]

const key = (name: string) => `spokenLanguage.${name}` as Parameters<Translate<'site'>>[0]

/** A language a doctor speaks, in the page's language ("Hindi" → "हिन्दी"). */
export function spokenLanguageName(t: Translate<'site'>, name: string): string {
  return SPOKEN_LANGUAGES.includes(name) ? t(key(name)) : name
}

/**
 * The stored name of a language typed in any of `translators`' languages ("हिन्दी", "hindi" →
 * "Hindi"); a language the catalogue does not know is kept as typed.
 */
export function storedLanguageName(
  typed: string,
  translators: ReadonlyArray<Translate<'site'>>,
): string {
  const wanted = typed.trim().toLocaleLowerCase()
  return (
    SPOKEN_LANGUAGES.find(
      (name) =>
        name.toLowerCase() === wanted ||
        translators.some((t) => t(key(name)).toLocaleLowerCase() === wanted),
    ) ?? typed.trim()
  )
}
