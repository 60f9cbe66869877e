import { Fragment, useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import type { Route } from './+types/find-care'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { NearestFacility, NearestPinForm } from '#app/components/network/nearest-facility.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { SOURCES, type SourceId, SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import { listSoonestDoctorsByDepartment } from '#app/domain/directory/doctor-directory.server.ts'
import { testsAdvisedFor } from '#app/domain/lab/catalogue.ts'
import { recommendCare } from '#app/domain/find-care/recommend.ts'
import { triage } from '#app/domain/find-care/triage/triage.ts'
import { nearestFacilityOffering } from '#app/domain/network/facilities.server.ts'
import { parseOrigin } from '#app/domain/network/nearest.ts'
import {
  sourcePublisher,
  symptomGroupLabel,
  symptomText,
} from '#app/domain/find-care/symptom-text.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import {
  getT,
  Message,
  useLocale,
  useNumberFormat,
  useT,
  useTranslateRef,
} from '#app/utils/i18n/i18n.tsx'
import { requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { localeFromPath } from '#app/utils/i18n/locales.ts'

// The doctor cards' words are in `site`, the tests often advised in `lab`.
export const handle: I18nHandle = { i18n: ['care', 'site', 'lab', 'facilities'] }

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = getT(localeFromPath(location.pathname), 'care')
  return [
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}/find-care` }] : []),
    { title: t('guide.meta.title', { site: SITE.name }) },
    { name: 'description', content: t('guide.meta.description') },
  ]
}

/** Long enough for a worried parent's whole message: the guide reads every word. */
const TEXT_MAX_LENGTH = 500
/** How many clinics, and doctors per clinic, the result shows. */
const CLINICS_SHOWN = 3
const DOCTORS_PER_CLINIC = 2

/**
 * An English page also speaks to Hindi readers: the title line, the groups and the symptoms
 * carry their Hindi names beside the English ones (a Hindi page is all Hindi). The same for every
 * request, so made once.
 */
let hindiAsideMemo: ReturnType<typeof makeHindiAside> | undefined
const hindiAside = () => (hindiAsideMemo ??= makeHindiAside())

function makeHindiAside() {
  const hi = (ref: string) => translateRefOnServer('hi', ref)
  return {
    title: hi('care:guide.title'),
    intro: hi('care:guide.intro'),
    groups: Object.fromEntries(
      SYMPTOM_GROUPS.map((group) => [group, hi(symptomGroupLabel(group))]),
    ),
    symptoms: Object.fromEntries(SYMPTOMS.map((s) => [s.slug, hi(symptomText(s.slug, 'name'))])),
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const known = new Set(SYMPTOMS.map((s) => s.slug))
  // Every known choice counts (there are only so many): a red flag must never be cut off.
  const picked = [...new Set(params.getAll('s'))].filter((slug) => known.has(slug))
  const text = Array.from(params.get('q') ?? '')
    .slice(0, TEXT_MAX_LENGTH)
    .join('')
  // Red flags read from whole sentences, with negations and typos (triage/triage.ts).
  const read = triage(text)
  const mentioned = [...read.redFlags, ...read.symptoms]
  const advice = recommendCare([...new Set([...picked, ...mentioned])])
  const shown = advice.departments.slice(0, CLINICS_SHOWN)
  const doctors = await listSoonestDoctorsByDepartment(
    shown.map((department) => department.slug),
    DOCTORS_PER_CLINIC,
  )
  // Each clinic with the nearest place of the network offering it: nearest to the visitor's pin
  // code or location when given, else to the main clinic.
  const locale = requestLocale(request)
  const origin = parseOrigin(params)
  const nearest = await Promise.all(
    shown.map((department) => nearestFacilityOffering(department.slug, origin, locale)),
  )
  const clinics = shown.map((department, index) => ({
    ...department,
    doctors: doctors.get(department.slug) ?? [],
    nearest: nearest[index] ?? null,
  }))
  // Tests are for appointments, not emergencies: none is offered for a red flag.
  const tests = testsAdvisedFor(advice.chosen.filter((s) => !s.redFlag).map((s) => s.slug)).map(
    (test) => ({
      slug: test.slug,
      name: locale === 'hi' ? test.nameHi : test.name,
      priceInr: test.priceInr,
    }),
  )
  // "Change" reopens the form with the same words and ticks.
  const again = new URLSearchParams({ change: '1' })
  if (text) again.set('q', text)
  for (const slug of picked) again.append('s', slug)
  return {
    origin: appUrl(),
    asked: picked.length > 0 || text.trim().length > 0,
    changing: params.has('change'),
    changeHref: `/find-care?${again.toString()}`,
    text,
    picked,
    mentioned: mentioned.filter((slug) => !picked.includes(slug)),
    emergency: advice.emergency,
    redFlags: advice.redFlags.map((s) => s.slug),
    chosen: advice.chosen.map((s) => s.slug),
    clinics,
    tests,
    pin: (params.get('pin') ?? '').slice(0, 10),
    pinInvalid: origin.kind === 'invalid' && origin.from === 'pin',
    hindi: locale === 'en' ? hindiAside() : null,
  }
}

type Loaded = Route.ComponentProps['loaderData']
type HindiAside = Loaded['hindi']

/** A symptom's name in the page's language, with its Hindi name beside it on English pages. */
function SymptomName({
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

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { asked, changing, emergency, redFlags, chosen, hindi } = loaderData
  const t = useT('care')
  // The result stands on its own; the form comes back to change it, or when nothing matched.
  const showResult = asked && !changing && chosen.length > 0
  const focusTarget = useRef<HTMLDivElement>(null)
  const navigationType = useNavigationType()
  const search = useLocation().search
  useEffect(() => {
    // After the form is sent, the answer is read first (the button that was pressed is gone).
    if (navigationType === 'PUSH' && showResult) focusTarget.current?.focus()
  }, [navigationType, search, showResult])
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('guide.title')}</h1>
      {hindi ? (
        <p className="mt-2 max-w-prose text-lg text-slate-800" lang="hi">
          {hindi.title} {hindi.intro}
        </p>
      ) : (
        <p className="mt-2 max-w-prose text-lg text-slate-800">{t('guide.intro')}</p>
      )}
      <div ref={focusTarget} tabIndex={-1} className="outline-none">
        {emergency ? <EmergencyAdvice redFlags={redFlags} hindi={hindi} /> : null}
        {showResult ? <Result data={loaderData} /> : null}
      </div>
      {showResult ? null : <SymptomForm data={loaderData} />}
      <GuidanceNote />
      <Sources />
    </div>
  )
}

function Result({ data }: { data: Loaded }) {
  const { emergency, chosen, clinics, tests, changeHref, text, picked } = data
  const t = useT('care')
  const clinicName = useT('common')
  const words = useTranslateRef()
  return (
    <section aria-labelledby="result-heading" className="mt-6" id="result">
      <h2 id="result-heading" className="text-2xl font-bold text-slate-900">
        {t('result.heading')}
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
        <p role="status">
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
      {clinics.length > 0 ? (
        <div className="mt-4 grid gap-6">
          {emergency ? (
            <p className="font-semibold text-slate-900">{t('result.followUp')}</p>
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
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                  {clinic.reasons.map((r) => (
                    <li key={r.slug}>
                      <strong>{words(r.symptom)}:</strong> {words(r.reason)}
                    </li>
                  ))}
                </ul>
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
                    <Message
                      ns="care"
                      k="result.noDoctors"
                      values={{ phone: CONTACT.receptionPhone }}
                      components={[
                        <a key="phone" href={CONTACT.receptionPhoneHref}>
                          {CONTACT.receptionPhone}
                        </a>,
                      ]}
                    />
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

/** The tests doctors often advise for what was chosen; the doctor decides. */
function AdvisedTests({ tests }: { tests: Loaded['tests'] }) {
  const t = useT('lab')
  const { rupees } = useNumberFormat()
  return (
    <section aria-labelledby="advised-tests-heading" className="card mt-6 p-4">
      <h3 id="advised-tests-heading" className="text-xl font-bold text-slate-900">
        {t('catalogue.advised.title')}
      </h3>
      <p className="mt-1 text-slate-800">{t('catalogue.advised.note')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {tests.map((test) => (
          <li key={test.slug}>
            <Link to={`/lab-tests/${test.slug}`}>{test.name}</Link> · {rupees(test.priceInr)}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/lab-tests" className="font-semibold">
          {t('catalogue.advised.all')}
        </Link>
      </p>
    </section>
  )
}

function SymptomForm({ data }: { data: Loaded }) {
  const { asked, changing, text, picked, mentioned, chosen, hindi } = data
  const t = useT('care')
  const words = useTranslateRef()
  const selected = new Set([...picked, ...mentioned])
  const unmatched = asked && !changing && chosen.length === 0
  return (
    <Form method="get" action="/find-care" className="mt-6" aria-labelledby="picker-heading">
      <h2 id="picker-heading" className="text-2xl font-bold text-slate-900">
        {changing ? t('form.changeHeading') : t('form.heading')}
      </h2>
      {unmatched ? (
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-slate-800" role="status">
          <Message
            ns="care"
            k="form.unmatched"
            values={{ text, phone: CONTACT.receptionPhone }}
            components={[
              <a key="phone" href={CONTACT.receptionPhoneHref}>
                {CONTACT.receptionPhone}
              </a>,
            ]}
          />
        </p>
      ) : null}
      <label htmlFor="care-text" className="mt-4 block font-semibold text-slate-800">
        {t('form.textLabel')}
      </label>
      <div className="mt-1 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <input
          id="care-text"
          name="q"
          type="text"
          defaultValue={text}
          maxLength={TEXT_MAX_LENGTH}
          placeholder={t('form.placeholder')}
          className="field-input mt-0 sm:flex-1"
          aria-describedby="care-text-hint"
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary shrink-0">
          {t('form.submit')}
        </button>
      </div>
      <p id="care-text-hint" className="mt-2 text-sm text-slate-700">
        {t('form.hint')}
      </p>
      <div className="mt-5 max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {SYMPTOM_GROUPS.map((group, index) => {
          const entries = SYMPTOMS.filter((s) => s.group === group)
          if (entries.length === 0) return null
          const ticked = entries.filter((entry) => selected.has(entry.slug)).length
          const label = words(symptomGroupLabel(group))
          const hidden = [<span key="hidden" className="sr-only" />]
          return (
            <details
              key={group}
              className="group"
              open={index === 0 || ticked > 0}
              data-testid={`symptom-group-${group}`}
            >
              <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 py-2 text-slate-900 [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="inline-block w-4 shrink-0 text-brand-700 transition-transform group-open:rotate-90"
                >
                  ▶
                </span>
                <span className="flex-1">
                  <span className="block font-bold">{label}</span>
                  {hindi ? (
                    <span lang="hi" className="block text-sm text-slate-700">
                      {hindi.groups[group]}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-sm text-slate-700">
                  {ticked > 0 ? (
                    <Message
                      ns="care"
                      k="form.ticked"
                      values={{ ticked, total: entries.length }}
                      components={hidden}
                    />
                  ) : (
                    <Message
                      ns="care"
                      k="form.total"
                      values={{ total: entries.length }}
                      components={hidden}
                    />
                  )}
                </span>
              </summary>
              <fieldset className="px-4 pb-3">
                <legend className="sr-only">{label}</legend>
                <ul className="grid gap-x-6 sm:grid-cols-2">
                  {entries.map((entry) => (
                    <li key={entry.slug}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800">
                        <input
                          type="checkbox"
                          name="s"
                          value={entry.slug}
                          defaultChecked={selected.has(entry.slug)}
                          className="mt-1 size-5 shrink-0"
                        />
                        <span>
                          <SymptomName
                            slug={entry.slug}
                            hindi={hindi}
                            hindiClassName="text-slate-700"
                          />
                          {entry.redFlag ? (
                            <span className="ml-2 rounded bg-red-100 px-1.5 text-sm font-semibold text-red-800">
                              {t('form.emergency')}
                            </span>
                          ) : null}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </details>
          )
        })}
      </div>
      <button type="submit" className="btn-primary mt-5">
        {t('form.submit')}
      </button>
    </Form>
  )
}

function GuidanceNote() {
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

function Sources() {
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

function EmergencyAdvice({ redFlags, hindi }: { redFlags: string[]; hindi: HindiAside }) {
  const t = useT('care')
  const words = useTranslateRef()
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-5 text-slate-900"
    >
      <h2 className="text-xl font-bold text-red-900">{t('emergency.heading')}</h2>
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
      <p className="mt-3 text-slate-800">
        {t('emergency.explain', { number: CONTACT.nationalAmbulance })}
      </p>
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
