import { CONTACT } from '#app/content/site.ts'
import { SOURCES, type SourceId } from '#app/content/symptoms.ts'
import { sourcePublisher } from '#app/domain/find-care/symptom-text.ts'
import { Message, useLocale, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'

export function GuidanceNote() {
  return (
    <p className="mt-8 max-w-prose rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
      <Message
        ns="care"
        k="guidance.note"
        values={{ phone: CONTACT.emergencyPhone }}
        components={[
          <strong key="strong" />,
          <a key="phone" href={CONTACT.emergencyPhoneHref}>
            {CONTACT.emergencyPhone}
          </a>,
        ]}
      />
    </p>
  )
}

export function Sources() {
  const t = useT('care')
  const words = useTranslateRef()
  // The sources are English pages: their titles stay as published, marked as English.
  const english = useLocale() === 'en' ? undefined : 'en'
  return (
    <details className="mt-6 text-sm text-slate-700">
      <summary className="cursor-pointer py-2 text-base font-bold text-slate-900">
        {t('sources.heading')}
      </summary>
      <p className="mt-1 max-w-prose">{t('sources.text')}</p>
      <ul className="mt-2 list-disc pl-6">
        {(Object.entries(SOURCES) as Array<[SourceId, (typeof SOURCES)[SourceId]]>).map(
          ([id, source]) => (
            <li key={source.url}>
              <a href={source.url} rel="noopener noreferrer" lang={english}>
                {source.originalTitle}
              </a>{' '}
              — {words(sourcePublisher(id))}
            </li>
          ),
        )}
      </ul>
    </details>
  )
}
