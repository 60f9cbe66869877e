import { useEffect, useRef } from 'react'
import { Form, Link, useLocation, useNavigationType } from 'react-router'
import type { Route } from './+types/find-care'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { SOURCES, SYMPTOM_GROUPS, SYMPTOMS, type SymptomGroup } from '#app/content/symptoms.ts'
import { listSoonestDoctorsByDepartment } from '#app/domain/directory/doctor-directory.server.ts'
import { findMentionedSymptoms, recommendCare } from '#app/domain/find-care/recommend.ts'
import { appUrl } from '#app/utils/env.server.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}/find-care` }] : []),
  { title: `Symptom guide: which doctor should I see? | ${SITE.name}` },
  {
    name: 'description',
    content:
      'Pick or describe your symptoms in English or Hindi and we suggest the right clinic and the earliest free doctor. Guidance, not a diagnosis.',
  },
]

const TEXT_MAX_LENGTH = 200
/** How many clinics, and doctors per clinic, the result shows. */
const CLINICS_SHOWN = 3
const DOCTORS_PER_CLINIC = 2

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const known = new Set(SYMPTOMS.map((s) => s.slug))
  // Every known choice counts (there are only so many): a red flag must never be cut off.
  const picked = [...new Set(params.getAll('s'))].filter((slug) => known.has(slug))
  const text = Array.from(params.get('q') ?? '')
    .slice(0, TEXT_MAX_LENGTH)
    .join('')
  const mentioned = findMentionedSymptoms(text).map((s) => s.slug)
  const advice = recommendCare([...new Set([...picked, ...mentioned])])
  const shown = advice.departments.slice(0, CLINICS_SHOWN)
  const doctors = await listSoonestDoctorsByDepartment(
    shown.map((department) => department.slug),
    DOCTORS_PER_CLINIC,
  )
  const clinics = shown.map((department) => ({
    ...department,
    doctors: doctors.get(department.slug) ?? [],
  }))
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
    redFlags: advice.redFlags.map((s) => ({
      slug: s.slug,
      name: s.name,
      nameHi: s.nameHi,
      advice: s.redFlag!.advice,
    })),
    chosen: advice.chosen.map((s) => ({ slug: s.slug, name: s.name, nameHi: s.nameHi })),
    clinics,
  }
}

type Loaded = Route.ComponentProps['loaderData']

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { asked, changing, emergency, redFlags, chosen } = loaderData
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
      <h1 className="text-3xl font-bold text-slate-900">Which doctor should I see?</h1>
      <p className="mt-2 max-w-prose text-lg text-slate-800" lang="hi">
        कौन से डॉक्टर को दिखाएँ? अपने लक्षण चुनें या लिखें।
      </p>
      <div ref={focusTarget} tabIndex={-1} className="outline-none">
        {emergency ? <EmergencyAdvice redFlags={redFlags} /> : null}
        {showResult ? <Result data={loaderData} /> : null}
      </div>
      {showResult ? null : <SymptomForm data={loaderData} />}
      <GuidanceNote />
      <Sources />
    </div>
  )
}

function Result({ data }: { data: Loaded }) {
  const { emergency, chosen, clinics, changeHref } = data
  return (
    <section aria-labelledby="result-heading" className="mt-6" id="result">
      <h2 id="result-heading" className="text-2xl font-bold text-slate-900">
        Our suggestion
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-800">
        <p role="status">
          You told us about:{' '}
          {chosen.map((s, index) => (
            <span key={s.slug}>
              {index > 0 ? ', ' : ''}
              <strong>{s.name}</strong>
            </span>
          ))}
          .
        </p>
        <Link to={changeHref} className="font-semibold">
          Change<span className="sr-only"> your symptoms</span>
        </Link>
        <Link to="/find-care" className="font-semibold">
          Start again
        </Link>
      </div>
      {clinics.length > 0 ? (
        <div className="mt-4 grid gap-6">
          {emergency ? (
            <p className="font-semibold text-slate-900">
              Once you are safe, these clinics can follow up:
            </p>
          ) : null}
          {clinics.map((clinic, index) => (
            <section
              key={clinic.slug}
              aria-labelledby={`clinic-${clinic.slug}`}
              className="card p-4"
            >
              <h3 id={`clinic-${clinic.slug}`} className="text-xl font-bold text-slate-900">
                {index === 0 && !emergency ? 'Best fit: ' : ''}
                <Link to={`/departments/${clinic.slug}`}>{clinic.name}</Link>
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                {clinic.reasons.map((r) => (
                  <li key={r.symptom}>
                    <strong>{r.symptom}:</strong> {r.reason}
                  </li>
                ))}
              </ul>
              {clinic.doctors.length > 0 ? (
                <ul
                  className="mt-4 grid gap-3"
                  aria-label={`${clinic.name} doctors with the earliest free times`}
                >
                  {clinic.doctors.map((doctor) => (
                    <li key={doctor.slug}>
                      <DoctorCard doctor={doctor} headingLevel="h4" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-slate-700">
                  No doctor is taking bookings here right now; call the help desk on{' '}
                  <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a>.
                </p>
              )}
            </section>
          ))}
        </div>
      ) : null}
    </section>
  )
}

function SymptomForm({ data }: { data: Loaded }) {
  const { asked, changing, text, picked, mentioned, chosen } = data
  const selected = new Set([...picked, ...mentioned])
  const groups = Object.entries(SYMPTOM_GROUPS) as Array<
    [SymptomGroup, { label: string; labelHi: string }]
  >
  const unmatched = asked && !changing && chosen.length === 0
  return (
    <Form method="get" action="/find-care" className="mt-6" aria-labelledby="picker-heading">
      <h2 id="picker-heading" className="text-2xl font-bold text-slate-900">
        {changing ? 'Change your answer' : 'Tell us what you feel'}
      </h2>
      {unmatched ? (
        <p className="mt-3 rounded-md bg-slate-100 p-3 text-slate-800" role="status">
          We could not match “{text}” to a symptom we know. Try other words, pick from the lists
          below, or call the help desk on{' '}
          <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a> — we will match you with
          the right doctor.
        </p>
      ) : null}
      <label htmlFor="care-text" className="mt-4 block font-semibold text-slate-800">
        Describe it in your own words (English or Hindi)
      </label>
      <div className="mt-1 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <input
          id="care-text"
          name="q"
          type="text"
          defaultValue={text}
          maxLength={TEXT_MAX_LENGTH}
          placeholder="e.g. fever and cough, पेट दर्द"
          className="field-input mt-0 sm:flex-1"
          aria-describedby="care-text-hint"
          enterKeyHint="search"
        />
        <button type="submit" className="btn-primary shrink-0">
          Find the right care
        </button>
      </div>
      <p id="care-text-hint" className="mt-2 text-sm text-slate-700">
        Or open a group below and tick everything that applies. You can do both.
      </p>
      <div className="mt-5 max-w-3xl divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {groups.map(([group, labels], index) => {
          const entries = SYMPTOMS.filter((s) => s.group === group)
          if (entries.length === 0) return null
          const ticked = entries.filter((entry) => selected.has(entry.slug)).length
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
                  <span className="block font-bold">{labels.label}</span>
                  <span lang="hi" className="block text-sm text-slate-700">
                    {labels.labelHi}
                  </span>
                </span>
                <span className="shrink-0 text-sm text-slate-700">
                  {ticked > 0 ? `${ticked} of ` : ''}
                  {entries.length}
                  <span className="sr-only">{ticked > 0 ? ' ticked' : ' symptoms'}</span>
                </span>
              </summary>
              <fieldset className="px-4 pb-3">
                <legend className="sr-only">{labels.label}</legend>
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
                          {entry.name}{' '}
                          <span lang="hi" className="text-slate-700">
                            · {entry.nameHi}
                          </span>
                          {entry.redFlag ? (
                            <span className="ml-2 rounded bg-red-100 px-1.5 text-sm font-semibold text-red-800">
                              emergency
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
        Find the right care
      </button>
    </Form>
  )
}

function GuidanceNote() {
  return (
    <p className="mt-8 max-w-prose rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
      <strong>This is guidance, not a diagnosis.</strong> It helps you choose a clinic; only a
      doctor who examines you can say what is wrong. If you feel very unwell, call{' '}
      <a href={CONTACT.emergencyPhoneHref}>{CONTACT.emergencyPhone}</a> at any hour.
    </p>
  )
}

function Sources() {
  return (
    <details className="mt-6 text-sm text-slate-700">
      <summary className="cursor-pointer py-2 text-base font-bold text-slate-900">
        Where this guidance comes from
      </summary>
      <p className="mt-1 max-w-prose">
        Our doctors matched each symptom to a clinic following these public sources. The guide never
        diagnoses and never replaces a doctor.
      </p>
      <ul className="mt-2 list-disc pl-6">
        {Object.values(SOURCES).map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer">
              {source.title}
            </a>{' '}
            — {source.publisher}
          </li>
        ))}
      </ul>
    </details>
  )
}

function EmergencyAdvice({
  redFlags,
}: {
  redFlags: Array<{ slug: string; name: string; nameHi: string; advice: string }>
}) {
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-5 text-slate-900"
    >
      <h2 className="text-xl font-bold text-red-900">
        This may be an emergency. Do not wait for an appointment.
      </h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={CONTACT.emergencyPhoneHref}
          className="btn-primary bg-red-700 text-center text-lg hover:bg-red-800"
        >
          Call our 24/7 emergency line {CONTACT.emergencyPhone}
        </a>
        <a href={`tel:${CONTACT.nationalAmbulance}`} className="btn-secondary text-center text-lg">
          Call {CONTACT.nationalAmbulance} for a free ambulance
        </a>
      </div>
      <p className="mt-3 text-slate-800">
        Our emergency line sends the MainDoctor ambulance to your door; {CONTACT.nationalAmbulance}{' '}
        is the government’s free ambulance anywhere in Uttar Pradesh.
      </p>
      <ul className="mt-4 space-y-2">
        {redFlags.map((flag) => (
          <li key={flag.slug}>
            <strong>
              {flag.name} <span lang="hi">· {flag.nameHi}</span>:
            </strong>{' '}
            {flag.advice}
          </li>
        ))}
      </ul>
    </div>
  )
}
