import { useState } from 'react'
import { Form, Link, useNavigation, useSubmit } from 'react-router'
import type { Route } from './+types/doctors'
import { DoctorCard, modeLabel } from '#app/components/doctor-card.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { SITE } from '#app/content/site.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import {
  listDirectory,
  parseDirectoryFilters,
} from '#app/domain/directory/doctor-directory.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

export const meta: Route.MetaFunction = ({ data }) => {
  const department = DEPARTMENTS.find((d) => d.slug === data?.filters.department)
  return [
    { title: `${department ? `${department.name} doctors` : 'Find a doctor'} | ${SITE.name}` },
    // Filtered and paged views are the same directory: one address for search engines.
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}/doctors` }] : []),
    {
      name: 'description',
      content:
        'Our doctors by clinic, language and consultation type, with fees, qualifications and the next free time to book.',
    },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filters = parseDirectoryFilters(url.searchParams)
  const directory = await listDirectory(filters)
  return { filters, ...directory, search: url.search, origin: appUrl() }
}

const GENDER_OPTIONS = [
  { value: 'female', label: 'Woman doctor' },
  { value: 'male', label: 'Man doctor' },
  { value: 'other', label: 'Another gender' },
]
const AVAILABILITY_OPTIONS = [
  { value: 'today', label: 'Free today' },
  { value: 'week', label: 'Free this week' },
]
const SORT_OPTIONS = [
  { value: 'next-slot', label: 'Soonest free time' },
  { value: 'experience', label: 'Most experience' },
]

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { filters, doctors, total, page, pages, languages, search } = loaderData
  const submit = useSubmit()
  const enhanced = useHydrated()
  const navigation = useNavigation()
  const filtered = Boolean(
    filters.department || filters.mode || filters.language || filters.gender || filters.available,
  )
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Find a doctor</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Every doctor is registered with the National Medical Commission. Not sure which clinic you
        need? <Link to="/find-care">Use the symptom guide</Link>.
      </p>
      <Form
        method="get"
        action="/doctors"
        aria-label="Filter doctors"
        className="card mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3"
        // With JavaScript a change applies at once; without, the Apply button sends the form.
        onChange={(event) => {
          const chosen = new FormData(event.currentTarget)
          for (const [key, value] of [...chosen.entries()]) if (value === '') chosen.delete(key)
          void submit(chosen, {
            method: 'get',
            action: '/doctors',
            preventScrollReset: true,
            replace: true,
          })
        }}
      >
        <FilterSelect
          name="department"
          label="Clinic"
          value={filters.department}
          anyLabel="All clinics"
          options={DEPARTMENTS.map((d) => ({ value: d.slug, label: d.name }))}
        />
        <FilterSelect
          name="mode"
          label="Consultation"
          value={filters.mode}
          anyLabel="Any way"
          options={CONSULTATION_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
        />
        <FilterSelect
          name="language"
          label="Language"
          value={filters.language}
          anyLabel="Any language"
          options={languages.map((language) => ({ value: language, label: language }))}
        />
        <FilterSelect
          name="gender"
          label="Doctor"
          value={filters.gender}
          anyLabel="Any doctor"
          options={GENDER_OPTIONS}
        />
        <FilterSelect
          name="available"
          label="Availability"
          value={filters.available}
          anyLabel="Any time"
          options={AVAILABILITY_OPTIONS}
        />
        <FilterSelect name="sort" label="Sort by" value={filters.sort} options={SORT_OPTIONS} />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={enhanced ? 'btn-secondary' : 'btn-primary'}>
            Apply filters
          </button>
          {filtered ? (
            <Link to="/doctors" className="py-2">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-6 font-semibold text-slate-800" role="status" aria-live="polite">
        {navigation.state === 'loading' && navigation.location.pathname === '/doctors'
          ? 'Updating the list…'
          : total === 0
            ? 'No doctor matches these filters.'
            : `${total} ${total === 1 ? 'doctor' : 'doctors'} found${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">
          Try fewer filters, <Link to="/doctors">see all doctors</Link>, or call the help desk — we
          will find you a doctor.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" aria-label="Doctors">
          {doctors.map((doctor) => (
            <li key={doctor.slug}>
              <DoctorCard doctor={doctor} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} search={search} />
    </div>
  )
}

function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string
  label: string
  value: string | null
  anyLabel?: string
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  const id = `filter-${name}`
  // Controlled, and never re-mounted, so focus stays on the select while the list updates; a new
  // answer from the server (say, after "Clear filters") resets it to the applied value.
  const [current, setCurrent] = useState(value ?? '')
  const [applied, setApplied] = useState(value)
  if (applied !== value) {
    setApplied(value)
    setCurrent(value ?? '')
  }
  // A value from a shared link that is not among the options is still shown as applied.
  const listed =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        className="field-input"
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
