import { CONTACT } from '#app/content/site.ts'
import { symptomText } from '#app/domain/find-care/symptom-text.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import type { FindCarePage } from './guide-data.ts'
import { SymptomName } from './symptom-name.tsx'

/** The three ways to get help now: our emergency line, 108, and the online ambulance request. */
function EmergencyButtons() {
  const t = useT('care')
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row">
      <a
        href={CONTACT.emergencyPhoneHref}
        className="btn-primary bg-red-700 text-center text-lg hover:bg-red-800"
      >
        {t('emergency.callLine', { phone: CONTACT.emergencyPhone })}
      </a>
      <a href={`tel:${CONTACT.nationalAmbulance}`} className="btn-secondary text-center text-lg">
        {t('emergency.callAmbulance', { number: CONTACT.nationalAmbulance })}
      </a>
      <Link to="/ambulance" className="btn-secondary text-center text-lg">
        {t('emergency.requestAmbulance')}
      </Link>
    </div>
  )
}

/** Emergency now: the numbers first, then which red flags (or "yes" answers) led here. */
export function EmergencyAdvice({ data }: { data: FindCarePage }) {
  const { redFlags, answeredYes, hindi } = data
  const t = useT('care')
  const words = useTranslateRef()
  return (
    <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-slate-900">
      <h1 className="text-2xl font-bold text-red-900">{t('emergency.heading')}</h1>
      <EmergencyButtons />
      <p className="mt-3 text-slate-800">
        {t('emergency.explain', { number: CONTACT.nationalAmbulance })}
      </p>
      {answeredYes.length > 0 ? (
        <div className="mt-3">
          <p className="font-semibold">{t('emergency.becauseYes')}</p>
          <ul className="mt-1 list-disc pl-6">
            {answeredYes.map((question) => (
              <li key={question.id}>{question.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="mt-4 space-y-2">
        {redFlags.map((slug) => (
          <li key={slug}>
            <strong>
              <SymptomName slug={slug} hindi={hindi} />:
            </strong>{' '}
            {words(symptomText(slug, 'advice'))}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Nothing placed, but the words come near a danger word: the numbers still lead. */
export function EmergencyNumbers() {
  const t = useT('care')
  return (
    <div className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-slate-900">
      <p className="text-lg font-bold text-red-900">{t('search.nearDanger')}</p>
      <EmergencyButtons />
    </div>
  )
}
