import { CONTACT } from '#app/content/site.ts'
import { NearestFacility } from '#app/components/network/nearest-facility.tsx'
import { Message, useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import type { FindCarePage } from './guide-data.ts'

export function SeeADoctor({ when }: { when: FindCarePage['doctorWhen'] }) {
  const t = useT('care')
  const today = when === 'today'
  return (
    <div className="mt-5 max-w-prose rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      <h3 className="text-xl font-bold text-slate-900">
        {today ? t('doctor.today.heading') : t('doctor.soon.heading')}
      </h3>
      <p className="mt-1 text-slate-800">
        {t(today ? 'doctor.today.text' : 'doctor.soon.text', { phone: CONTACT.emergencyPhone })}
      </p>
    </div>
  )
}

/** What to do at home, for how long and what would make it urgent, each with its public source. */
export function HomeCare({ home }: { home: FindCarePage['home'] }) {
  const t = useT('care')
  const english = useLocale() === 'en' ? undefined : 'en'
  return (
    <section aria-labelledby="home-heading" className="mt-5 max-w-prose">
      <h3 id="home-heading" className="text-xl font-bold text-slate-900">
        {t('home.heading')}
      </h3>
      <p className="mt-1 text-slate-800">{t('home.intro')}</p>
      {home.map((topic) => (
        <section
          key={topic.topic}
          aria-labelledby={`home-${topic.topic}`}
          className="card mt-4 p-4"
        >
          <h4 id={`home-${topic.topic}`} className="text-lg font-bold text-slate-900">
            {topic.title}
          </h4>
          <dl className="mt-2 space-y-2 text-slate-800">
            <div>
              <dt className="font-semibold text-slate-900">{t('home.do')}</dt>
              <dd>{topic.do}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('home.howLong')}</dt>
              <dd>{topic.howLong}</dd>
            </div>
            <div>
              <dt className="font-semibold text-red-800">{t('home.urgent')}</dt>
              <dd>{topic.urgent}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            <Message
              ns="care"
              k="home.source"
              values={{ title: topic.source.title, publisher: topic.source.publisher }}
              components={[
                <a key="source" href={topic.source.url} rel="noopener noreferrer" lang={english}>
                  {topic.source.title}
                </a>,
              ]}
            />
          </p>
        </section>
      ))}
    </section>
  )
}

/** The clinics the network lacks: said plainly, General Medicine first, and the nearest place. */
export function Lacking({ lacking }: { lacking: FindCarePage['lacking'] }) {
  const t = useT('care')
  return (
    <section aria-labelledby="lacking-heading" className="card mt-5 max-w-prose p-4">
      <h3 id="lacking-heading" className="text-xl font-bold text-slate-900">
        {t('lacking.heading')}
      </h3>
      <ul className="mt-2 space-y-3 text-slate-800">
        {lacking.map(({ specialty, nearest }) => (
          <li key={specialty}>
            <p className="font-semibold text-slate-900">{t(`lacking.${specialty}`)}</p>
            {nearest ? (
              <NearestFacility nearest={nearest} title={t('lacking.nearestTitle')} />
            ) : (
              <p className="mt-1">
                <HelpDeskMessage k="lacking.none" />
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-800">{t('lacking.advice')}</p>
    </section>
  )
}

/** The tests doctors often advise for what was chosen; the doctor decides. */
export function AdvisedTests({ tests }: { tests: FindCarePage['tests'] }) {
  const t = useT('care')
  const { rupees } = useNumberFormat()
  return (
    <section aria-labelledby="advised-tests-heading" className="card mt-6 p-4">
      <h3 id="advised-tests-heading" className="text-xl font-bold text-slate-900">
        {t('tests.advised.title')}
      </h3>
      <p className="mt-1 text-slate-800">{t('tests.advised.note')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {tests.map((test) => (
          <li key={test.slug}>
            <Link to={`/lab-tests/${test.slug}`}>{test.name}</Link> · {rupees(test.priceInr)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/lab-tests" className="font-semibold">
          {t('tests.advised.all')}
        </Link>
      </p>
    </section>
  )
}

/** A sentence of the guide that ends with the help desk's number as a call link. */
export function HelpDeskMessage({ k }: { k: 'result.noDoctors' | 'lacking.none' }) {
  return (
    <Message
      ns="care"
      k={k}
      values={{ phone: CONTACT.receptionPhone }}
      components={[
        <a key="phone" href={CONTACT.receptionPhoneHref}>
          {CONTACT.receptionPhone}
        </a>,
      ]}
    />
  )
}
