import { Form, Link } from 'react-router'
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
  return {
    origin: appUrl(),
    asked: picked.length > 0 || text.trim().length > 0,
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

export default function FindCare({ loaderData }: Route.ComponentProps) {
  const { asked, text, picked, mentioned, emergency, redFlags, chosen, clinics } = loaderData
  const groups = Object.entries(SYMPTOM_GROUPS) as Array<
    [SymptomGroup, { label: string; labelHi: string }]
  >
  const selected = new Set([...picked, ...mentioned])
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Which doctor should I see?</h1>
      <p className="mt-2 max-w-prose text-lg text-slate-800" lang="hi">
        कौन से डॉक्टर को दिखाएँ? अपने लक्षण चुनें या लिखें।
      </p>
      {emergency ? <EmergencyAdvice redFlags={redFlags} /> : null}
      <p className="mt-3 max-w-prose rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-900">
        <strong>This is guidance, not a diagnosis.</strong> It helps you choose a clinic; only a
        doctor who examines you can say what is wrong. If you feel very unwell, call{' '}
        <a href={CONTACT.emergencyPhoneHref}>{CONTACT.emergencyPhone}</a> at any hour.
      </p>

      {asked ? (
        <section aria-labelledby="result-heading" className="mt-8" tabIndex={-1} id="result">
          <h2 id="result-heading" className="text-2xl font-bold text-slate-900">
            Our suggestion
          </h2>
          {chosen.length === 0 ? (
            <p className="mt-3 text-slate-800" role="status">
              We could not match “{text}” to a symptom we know. Try other words, pick from the list
              below, or call the help desk on{' '}
              <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a> — we will match you
              with the right doctor.
            </p>
          ) : (
            <>
              <p className="mt-3 text-slate-800" role="status">
                You told us about: {chosen.map((s) => s.name).join(', ')}.
              </p>
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
                          No doctor is taking bookings here right now; call the help desk.
                        </p>
                      )}
                    </section>
                  ))}
                </div>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      <Form method="get" action="/find-care" className="mt-10" aria-labelledby="picker-heading">
        <h2 id="picker-heading" className="text-2xl font-bold text-slate-900">
          {asked ? 'Change your answer' : 'Tell us what you feel'}
        </h2>
        <label htmlFor="care-text" className="mt-4 block font-semibold text-slate-800">
          Describe it in your own words (English or Hindi)
        </label>
        <input
          id="care-text"
          name="q"
          type="text"
          defaultValue={text}
          maxLength={TEXT_MAX_LENGTH}
          placeholder="e.g. fever and headache, सिरदर्द"
          className="field-input max-w-xl"
          aria-describedby="care-text-hint"
        />
        <p id="care-text-hint" className="mt-1 text-sm text-slate-700">
          Or tick everything that applies below. You can do both.
        </p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {groups.map(([group, labels]) => {
            const entries = SYMPTOMS.filter((s) => s.group === group)
            if (entries.length === 0) return null
            return (
              <fieldset key={group} className="card p-4">
                <legend className="px-1 font-bold text-slate-900">
                  {labels.label}{' '}
                  <span lang="hi" className="font-normal text-slate-700">
                    · {labels.labelHi}
                  </span>
                </legend>
                <ul className="mt-2 grid gap-1">
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
            )
          })}
        </div>
        <button type="submit" className="btn-primary mt-6">
          Find the right care
        </button>
      </Form>

      <section aria-labelledby="sources-heading" className="mt-12 text-sm text-slate-700">
        <h2 id="sources-heading" className="text-lg font-bold text-slate-900">
          Where this guidance comes from
        </h2>
        <p className="mt-1 max-w-prose">
          Our doctors matched each symptom to a clinic following these public sources. The guide
          never diagnoses and never replaces a doctor.
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
      </section>
    </div>
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
