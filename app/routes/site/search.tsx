import { Link } from 'react-router'
import type { Route } from './+types/search'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { bookingHref, type SlotView } from '#app/domain/directory/doctor-card.ts'
import { listNextSlotViews } from '#app/domain/directory/doctor-directory.server.ts'
import { KIND_LABELS, QUERY_MAX_LENGTH } from '#app/domain/search/search-entries.ts'
import { searchSite, suggestCloseNames } from '#app/domain/search/search.server.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} | ${SITE.name}` : `Search | ${SITE.name}` },
  {
    name: 'description',
    content: `Search ${SITE.name} for doctors, clinics, services and symptoms.`,
  },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  // Cut by characters, not UTF-16 units, so no half of an emoji reaches the page.
  const query = Array.from((new URL(request.url).searchParams.get('q') ?? '').trim())
    .slice(0, QUERY_MAX_LENGTH)
    .join('')
  if (!query) return { query, results: [], suggestions: [] }
  const found = await searchSite(query)
  const doctorIds = found.flatMap((result) => (result.doctorId ? [result.doctorId] : []))
  const [nextSlots, suggestions] = await Promise.all([
    listNextSlotViews(doctorIds),
    found.length === 0 ? suggestCloseNames(query) : [],
  ])
  const results = found.map(({ doctorId, score: _score, ...result }) => ({
    ...result,
    nextSlot: doctorId ? (nextSlots.get(doctorId) ?? null) : null,
  }))
  return { query, results, suggestions }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results, suggestions } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <form method="get" action="/search" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search doctors, clinics, services or symptoms
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={QUERY_MAX_LENGTH}
          className="field-input mt-0"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <p className="mt-6 font-semibold text-slate-800" role="status">
        {!query
          ? 'Type a doctor’s name, a clinic, a service or a symptom — in English or Hindi — then press Search.'
          : results.length === 0
            ? `Nothing found for “${query}”.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query}”.`}
      </p>
      {results.length > 0 ? (
        <ol className="mt-4 grid max-w-3xl gap-3" aria-label="Search results">
          {results.map((result) => (
            <li
              key={`${result.kind}-${result.slug}`}
              className={`card p-4 ${result.urgent ? 'border-2 border-red-700' : ''}`}
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">
                {result.urgent ? <span className="text-red-800">Emergency · </span> : null}
                {KIND_LABELS[result.kind]}
              </p>
              <h2 className="text-lg font-bold">
                <Link to={result.url} className="text-brand-800 underline">
                  {result.title}
                </Link>
                {result.titleHi ? (
                  <span lang="hi" className="ml-2 font-normal text-slate-700">
                    {result.titleHi}
                  </span>
                ) : null}
              </h2>
              <p className="mt-1 text-slate-800">{result.summary}</p>
              {result.urgent ? <EmergencyCalls /> : null}
              {result.kind === 'doctor' ? (
                <DoctorNextSlot slug={result.slug} title={result.title} slot={result.nextSlot} />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {query && results.length === 0 ? <NoResults suggestions={suggestions} /> : null}
      {!query ? <Browse /> : null}
    </div>
  )
}

function EmergencyCalls() {
  return (
    <p className="mt-2 flex flex-wrap gap-3">
      <a href={CONTACT.emergencyPhoneHref} className="font-bold text-red-800">
        Call {CONTACT.emergencyPhone} now
      </a>
      <a href={`tel:${CONTACT.nationalAmbulance}`} className="font-bold text-red-800">
        Ambulance: {CONTACT.nationalAmbulance}
      </a>
    </p>
  )
}

function DoctorNextSlot({
  slug,
  title,
  slot,
}: {
  slug: string
  title: string
  slot: SlotView | null
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-800">
      <span>
        Next free time:{' '}
        {slot ? (
          <time dateTime={slot.startsAt}>{slot.shortLabel}</time>
        ) : (
          'none in the next 60 days'
        )}
      </span>
      <Link to={bookingHref(slug, slot)} className="btn-secondary" aria-label={`Book ${title}`}>
        Book
      </Link>
    </p>
  )
}

function NoResults({ suggestions }: { suggestions: Array<{ title: string; url: string }> }) {
  return (
    <div className="mt-2 max-w-prose text-slate-800">
      {suggestions.length > 0 ? (
        <>
          <p>Did you mean:</p>
          <ul className="mt-1 list-disc pl-6">
            {suggestions.map((s) => (
              <li key={`${s.url}-${s.title}`}>
                <Link to={s.url}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-3">
        Check the spelling, use fewer words, or try a symptom such as “fever” or “सिरदर्द”. You can
        also <Link to="/find-care">describe your symptoms in the symptom guide</Link>,{' '}
        <Link to="/doctors">browse all doctors</Link>, or call the help desk on{' '}
        <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a>.
      </p>
      <Browse />
    </div>
  )
}

function Browse() {
  return (
    <>
      <h2 className="mt-8 text-xl font-bold text-slate-900">Our clinics</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {DEPARTMENTS.map((department) => (
          <li key={department.slug} className="card p-4">
            <Link className="font-semibold text-brand-800" to={`/departments/${department.slug}`}>
              {department.name}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{department.summary}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        Not sure where to go? <Link to="/find-care">Try the symptom guide</Link> or{' '}
        <Link to="/contact-us">write to the help desk</Link>.
      </p>
    </>
  )
}
