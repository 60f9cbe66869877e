import { Fragment, type ReactNode } from 'react'
import { useLocale } from '#app/utils/i18n/i18n.tsx'

/**
 * A person's name as they wrote it: shown as it is on every page, and marked so that browser
 * translation leaves it alone ("Ramesh Yadav" must not become "Ramesh Yadav (a caste)").
 */
export function Name({ children }: { children: string }) {
  return <span translate="no">{children}</span>
}

/**
 * The `lang` of data kept in English (a doctor's degrees, a room and clinic of the schedule) on
 * this page: "en" on a page in another language, so a screen reader reads it in English (WCAG
 * 3.1.2); nothing on an English page. For elements that take no child span, such as an <option>.
 */
export function useEnglishDataLang(): 'en' | undefined {
  return useLocale() === 'en' ? undefined : 'en'
}

/** Data kept in English as it was written ("MBBS, MD (Medicine)", "Room 1, MainDoctor Clinic"). */
export function EnglishData({ children }: { children: ReactNode }) {
  const lang = useEnglishDataLang()
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>
}

/**
 * A sentence in the page's language with English data put into it ("Room 1, MainDoctor Clinic,
 * … पर 10 मिनट पहले पहुँचें"): each occurrence of the `english` texts is marked as `EnglishData`.
 */
export function TextWithEnglish({ text, english }: { text: string; english: readonly string[] }) {
  const parts = english.filter(Boolean)
  if (parts.length === 0) return <>{text}</>
  const pattern = new RegExp(`(${parts.map(escapeRegExp).join('|')})`)
  return (
    <>
      {text.split(pattern).map((piece, index) =>
        // split() with one group puts the matches at the odd places.
        index % 2 === 1 ? (
          <EnglishData key={index}>{piece}</EnglishData>
        ) : (
          <Fragment key={index}>{piece}</Fragment>
        ),
      )}
    </>
  )
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
