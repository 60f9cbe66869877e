import { Link } from 'react-router'
import type { Route } from './+types/search'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { CONTACT, SITE } from '#app/content/site.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.query ? `Search: ${data.query} | ${SITE.name}` : `Search | ${SITE.name}` },
  { name: 'description', content: `Search ${SITE.name} for doctors, clinics, services and symptoms.` },
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  return { query }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData
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
          maxLength={100}
          className="field-input mt-0"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <div className="mt-6 max-w-prose text-slate-700" role="status">
        {query ? (
          <p>
            You searched for <strong>“{query}”</strong>. Searching doctors, symptoms and services is
            being set up; meanwhile, choose a clinic below or ask our help desk — they can match you
            with the right doctor.
          </p>
        ) : (
          <p>Type a doctor’s name, a clinic, a service or a symptom, then press Search.</p>
        )}
      </div>
      <h2 className="mt-8 text-xl font-bold text-slate-900">Our clinics</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {DEPARTMENTS.map((department) => (
          <li key={department.slug} className="card p-4">
            <a className="font-semibold text-brand-800" href={`/home?department=${department.slug}#appointment`}>
              {department.name}
            </a>
            <p className="mt-1 text-sm text-slate-700">{department.summary}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">
        Not sure where to go? <Link to="/contact-us">Write to the help desk</Link> or call{' '}
        <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a>.
      </p>
    </div>
  )
}
