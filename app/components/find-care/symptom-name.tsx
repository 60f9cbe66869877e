import { symptomText } from '#app/domain/find-care/symptom-text.ts'
import { useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import type { HindiAside } from './guide-data.ts'

/** A symptom's name in the page's language, with its Hindi name beside it on English pages. */
export function SymptomName({
  slug,
  hindi,
  hindiClassName,
}: {
  slug: string
  hindi: HindiAside
  hindiClassName?: string
}) {
  const words = useTranslateRef()
  return (
    <>
      {words(symptomText(slug, 'name'))}
      {hindi ? (
        <>
          {' '}
          <span lang="hi" className={hindiClassName}>
            · {hindi.symptoms[slug]}
          </span>
        </>
      ) : null}
    </>
  )
}
