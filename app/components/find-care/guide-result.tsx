import { Fragment } from 'react'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { NearestFacility, NearestPinForm } from '#app/components/network/nearest-facility.tsx'
import { CONTACT } from '#app/content/site.ts'
import { symptomText } from '#app/domain/find-care/symptom-text.ts'
import { Message, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { AdvisedTests, HelpDeskMessage, HomeCare, Lacking, SeeADoctor } from './care-advice.tsx'
import { DangerQuestions } from './danger-questions.tsx'
import type { FindCarePage } from './guide-data.ts'

/** The guide's answer: what was read, the questions still to ask, the advice and the clinics. */
export function GuideResult({ data }: { data: FindCarePage }) {
  const { disposition, chosen, clinics, tests, changeHref, text, picked } = data
  const emergency = disposition === 'emergency'
  const t = useT('care')
  const clinicName = useT('common')
  const words = useTranslateRef()
  const homePending = disposition === 'home' && data.questions !== null
  return (
    <section aria-labelledby="result-heading" className="mt-6" id="result">
      <h2 id="result-heading" className="text-2xl font-bold text-slate-900">
        {t('result.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
        <p role="status">
          {chosen.length > 0 ? (
            <Message
              ns="care"
              k="result.toldUs"
              components={[
                <Fragment key="chosen">
                  {chosen.map((slug, index) => (
                    <span key={slug}>
                      {index > 0 ? ', ' : ''}
                      <strong>{words(symptomText(slug, 'name'))}</strong>
                    </span>
                  ))}
                </Fragment>,
              ]}
            />
          ) : (
            t('result.wrote', { text })
          )}
        </p>
        <Link to={changeHref} className="font-semibold">
          <Message
            ns="care"
            k="result.change"
            components={[<span key="hidden" className="sr-only" />]}
          />
        </Link>
        <Link to="/find-care" className="font-semibold">
          {t('result.startAgain')}
        </Link>
      </div>
      {data.questions ? <DangerQuestions data={data} /> : null}
      {data.cleared ? (
        <p className="mt-4 max-w-prose text-slate-800">
          {t('questions.cleared', { phone: CONTACT.emergencyPhone })}
        </p>
      ) : null}
      {disposition === 'doctor' ? <SeeADoctor when={data.doctorWhen} /> : null}
      {disposition === 'home' && !homePending ? <HomeCare home={data.home} /> : null}
      {homePending ? <p className="mt-4 max-w-prose text-slate-800">{t('home.pending')}</p> : null}
      {data.lacking.length > 0 ? <Lacking lacking={data.lacking} /> : null}
      {clinics.length > 0 ? (
        <div className="mt-4 grid gap-6">
          {emergency ? (
            <p className="font-semibold text-slate-900">{t('result.followUp')}</p>
          ) : null}
          {disposition === 'home' ? (
            <p className="font-semibold text-slate-900">{t('home.book')}</p>
          ) : null}
          {clinics.map((clinic, index) => {
            const name = clinicName(`department.${clinic.slug}`)
            return (
              <section
                key={clinic.slug}
                aria-labelledby={`clinic-${clinic.slug}`}
                className="card p-4"
              >
                <h3 id={`clinic-${clinic.slug}`} className="text-xl font-bold text-slate-900">
                  {index === 0 && !emergency ? t('result.bestFit') : ''}
                  <Link to={`/departments/${clinic.slug}`}>{name}</Link>
                </h3>
                {clinic.reasons.length > 0 ? (
                  <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                    {clinic.reasons.map((r) => (
                      <li key={r.slug}>
                        <strong>{words(r.symptom)}:</strong> {words(r.reason)}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {clinic.nearest ? <NearestFacility nearest={clinic.nearest} /> : null}
                {clinic.doctors.length > 0 ? (
                  <ul
                    className="mt-4 grid gap-3"
                    aria-label={t('result.doctorsLabel', { clinic: name })}
                  >
                    {clinic.doctors.map((doctor) => (
                      <li key={doctor.slug}>
                        <DoctorCard doctor={doctor} headingLevel="h4" />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-slate-700">
                    <HelpDeskMessage k="result.noDoctors" />
                  </p>
                )}
              </section>
            )
          })}
          {clinics.some((clinic) => clinic.nearest) ? (
            <NearestPinForm
              keep={[
                ...(text ? [['q', text] as const] : []),
                ...picked.map((slug) => ['s', slug] as const),
              ]}
              pin={data.pin}
              invalid={data.pinInvalid}
            />
          ) : null}
        </div>
      ) : null}
      {tests.length > 0 ? <AdvisedTests tests={tests} /> : null}
    </section>
  )
}
