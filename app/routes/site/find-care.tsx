import { Fragment, useEffect, useRef } from 'react'
import { data, useLocation, useNavigationType } from 'react-router'
import type { Route } from './+types/find-care'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { NearestFacility, NearestPinForm } from '#app/components/network/nearest-facility.tsx'
import { CARE_ADVICE_SOURCES, type CareAdviceSourceId } from '#app/content/care-advice.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { SOURCES, type SourceId, SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import { listSoonestDoctorsByDepartment } from '#app/domain/directory/doctor-directory.server.ts'
import { testsAdvisedFor } from '#app/domain/lab/catalogue.ts'
import {
  adviseCare,
  homeCareSource,
  LACKING_SERVICES,
  readDangerAnswers,
} from '#app/domain/find-care/advise.ts'
import { nearestFacilities } from '#app/domain/network/facilities.server.ts'
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
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

// The doctor cards' words are in `site`, the nearest places' in `facilities`.
export const handle: I18nHandle = { i18n: ['care', 'site', 'facilities'] }

export const policy: RoutePolicy = sharedPage

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
  const answers = readDangerAnswers(params)
  // Red flags read from whole sentences, settled by the danger-sign questions (advise.ts).
  const care = adviseCare(text, picked, answers)
  const mentioned = care.chosen.filter((slug) => !picked.includes(slug))
  const shown = care.departments.slice(0, CLINICS_SHOWN)
  const locale = requestLocale(request)
  const origin = parseOrigin(params)
  const [doctors, nearest] = await Promise.all([
    listSoonestDoctorsByDepartment(
      shown.map((department) => department.slug),
      DOCTORS_PER_CLINIC,
    ),
    // Each clinic with the nearest place of the network offering it, then what the network lacks
    // with the nearest place in the facilities list that offers it: nearest to the visitor's pin
    // code or location when given, else to the main clinic.
    nearestFacilities(
      [
        ...shown.map((department) => ({ department: department.slug })),
        ...care.lacking.map((specialty) => ({ services: LACKING_SERVICES[specialty] })),
      ],
      origin,
      locale,
    ),
  ])
  const lacking = care.lacking.map((specialty, index) => ({
    specialty,
    nearest: nearest[shown.length + index] ?? null,
  }))
  const clinics = shown.map((department, index) => ({
    ...department,
    doctors: doctors.get(department.slug) ?? [],
    nearest: nearest[index] ?? null,
  }))
  // Tests are for appointments, not emergencies: none is offered for a red flag.
  const tests =
    care.disposition === 'emergency'
      ? []
      : testsAdvisedFor(care.chosen).map((test) => ({
          slug: test.slug,
          name: locale === 'hi' ? test.nameHi : test.name,
          priceInr: test.priceInr,
        }))
  const words = (ref: string) => translateRefOnServer(locale, ref)
  const questionText = (id: string) => words(`careAdvice:question.${id}`)
  // The questions were sent when the form's marker is there: a missing answer is then named.
  const checked = params.get('checked') === care.questions?.complaint
  // "Change" reopens the form with the same words and ticks.
  const again = new URLSearchParams({ change: '1' })
  if (text) again.set('q', text)
  for (const slug of picked) again.append('s', slug)
  const body = {
    origin: appUrl(),
    asked: picked.length > 0 || text.trim().length > 0,
    changing: params.has('change'),
    changeHref: `/find-care?${again.toString()}`,
    text,
    picked,
    mentioned,
    disposition: care.disposition,
    doctorWhen: care.doctorWhen,
    nearDanger: care.nearDanger,
    redFlags: care.redFlags,
    answeredYes: care.answeredYes.map((q) => ({ id: q.id, text: questionText(q.id) })),
    chosen: care.chosen,
    questions: care.questions
      ? {
          complaint: care.questions.complaint,
          list: care.questions.list.map((q) => ({
            id: q.id,
            text: questionText(q.id),
            answer: answers.get(q.id) ?? null,
            missing: checked && care.questions!.unanswered.includes(q.id),
          })),
        }
      : null,
    cleared: care.clearedByQuestions !== null,
    home: care.homeTopics.map((topic) => {
      const source = CARE_ADVICE_SOURCES[homeCareSource(topic) as CareAdviceSourceId]
      return {
        topic,
        title: words(`careAdvice:home.${topic}.title`),
        do: words(`careAdvice:home.${topic}.do`),
        howLong: words(`careAdvice:home.${topic}.howLong`),
        urgent: words(`careAdvice:home.${topic}.urgent`),
        source: {
          title: source.originalTitle,
          url: source.url,
          publisher: words(`careAdvice:publisher.${source.publisher}`),
        },
      }
    }),
    lacking,
    clinics,
    tests,
    pin: (params.get('pin') ?? '').slice(0, 10),
    pinInvalid: origin.kind === 'invalid' && origin.from === 'pin',
    hindi: locale === 'en' ? hindiAside() : null,
  }
  // Answers sent with one missing: the page names it, as a refused form does.
  const missing = body.questions?.list.some((q) => q.missing) ?? false
  return data(body, { status: missing ? 400 : 200 })
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
  const { asked, changing, disposition, nearDanger, hindi } = loaderData
  const t = useT('care')
  const emergency = disposition === 'emergency'
  // The result stands on its own; the form comes back to change it, or when nothing was placed.
  const showResult = asked && !changing && disposition !== 'unknown'
  // Nothing placed but close to a danger word: the numbers lead all the same.
  const lead = emergency ? 'emergency' : asked && !showResult && nearDanger ? 'numbers' : null
  const focusTarget = useRef<HTMLDivElement>(null)
  const navigationType = useNavigationType()
  const search = useLocation().search
  useEffect(() => {
    // After the form is sent, the answer is read first (the button that was pressed is gone).
    if (navigationType === 'PUSH' && (showResult || lead)) focusTarget.current?.focus()
  }, [navigationType, search, showResult, lead])
  const title = t('guide.title')
  return (
    <div className="container-page py-8 sm:py-10">
      <div ref={focusTarget} tabIndex={-1} className="outline-none">
        {/* An emergency is the first thing on the page, before the guide's own title. */}
        {lead === 'emergency' ? <EmergencyAdvice data={loaderData} /> : null}
        {lead === 'numbers' ? <EmergencyNumbers /> : null}
        {lead === 'emergency' ? (
          <p className="mt-8 text-3xl font-bold text-slate-900">{title}</p>
        ) : (
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        )}
        {hindi ? (
          <p className="mt-2 max-w-prose text-lg text-slate-800" lang="hi">
            {hindi.title} {hindi.intro}
          </p>
        ) : (
          <p className="mt-2 max-w-prose text-lg text-slate-800">{t('guide.intro')}</p>
        )}
        {showResult ? <Result data={loaderData} /> : null}
      </div>
      {showResult ? null : <SymptomForm data={loaderData} />}
      <GuidanceNote />
      <Sources />
    </div>
  )
}

function Result({ data }: { data: Loaded }) {
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

/**
 * The danger-sign questions of the main complaint, as a plain GET form with the words and ticks
 * kept: two big choices each, any "yes" an emergency. Works without JavaScript; the browser asks
 * for a missing answer itself, and the server names it again.
 */
function DangerQuestions({ data }: { data: Loaded }) {
  const questions = data.questions!
  const t = useT('care')
  const missing = questions.list.filter((q) => q.missing).length
  return (
    <Form
      method="get"
      action="/find-care"
      className="card mt-5 max-w-2xl border-2 border-amber-500 p-4"
      aria-labelledby="questions-heading"
    >
      <h3 id="questions-heading" className="text-xl font-bold text-slate-900">
        {t('questions.heading')}
      </h3>
      <p className="mt-1 text-slate-800">{t('questions.intro')}</p>
      {missing > 0 ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {t('questions.missingSummary', { count: missing })}
        </p>
      ) : null}
      {data.text ? <input type="hidden" name="q" value={data.text} /> : null}
      {data.picked.map((slug) => (
        <input key={slug} type="hidden" name="s" value={slug} />
      ))}
      {data.pin ? <input type="hidden" name="pin" value={data.pin} /> : null}
      <input type="hidden" name="checked" value={questions.complaint} />
      <div className="mt-3 grid gap-4">
        {questions.list.map((question) => {
          const errorId = `question-${question.id}-error`
          return (
            <fieldset
              key={question.id}
              aria-describedby={question.missing ? errorId : undefined}
              className="min-w-0"
            >
              <legend className="font-semibold text-slate-900">{question.text}</legend>
              {question.missing ? (
                <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
                  {t('questions.missing')}
                </p>
              ) : null}
              <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-xs">
                {(['yes', 'no'] as const).map((answer) => (
                  <label
                    key={answer}
                    className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-4 text-lg font-semibold text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={`a.${question.id}`}
                      value={answer}
                      required
                      defaultChecked={question.answer === answer}
                      className="size-5"
                    />
                    {t(answer === 'yes' ? 'questions.yes' : 'questions.no')}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
      </div>
      <button type="submit" className="btn-primary mt-4">
        {t('questions.submit')}
      </button>
    </Form>
  )
}

function SeeADoctor({ when }: { when: Loaded['doctorWhen'] }) {
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
function HomeCare({ home }: { home: Loaded['home'] }) {
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
function Lacking({ lacking }: { lacking: Loaded['lacking'] }) {
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
function AdvisedTests({ tests }: { tests: Loaded['tests'] }) {
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

function SymptomForm({ data }: { data: Loaded }) {
  const { asked, changing, text, picked, mentioned, disposition, hindi } = data
  const t = useT('care')
  const words = useTranslateRef()
  const selected = new Set([...picked, ...mentioned])
  const unmatched = asked && !changing && disposition === 'unknown'
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
      {unmatched ? (
        <p className="mt-3 text-slate-800">
          <Message
            ns="care"
            k="unknown.generalMedicine"
            components={[
              <Link key="gm" to="/departments/general-medicine" className="font-semibold" />,
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

/** A sentence of the guide that ends with the help desk's number as a call link. */
function HelpDeskMessage({ k }: { k: 'result.noDoctors' | 'lacking.none' }) {
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
function EmergencyAdvice({ data }: { data: Loaded }) {
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
function EmergencyNumbers() {
  const t = useT('care')
  return (
    <div className="rounded-lg border-2 border-red-700 bg-red-50 p-5 text-slate-900">
      <p className="text-lg font-bold text-red-900">{t('search.nearDanger')}</p>
      <EmergencyButtons />
    </div>
  )
}
