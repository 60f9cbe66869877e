import { useEffect, useRef, useState } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import type { Route } from './+types/doctors'
import { DoctorCard, useModeLabel, useSpokenLanguageName } from '#app/components/doctor-card.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'
import { Pagination } from '#app/components/pagination.tsx'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { SITE } from '#app/content/site.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import {
  listDirectory,
  parseDirectoryFilters,
} from '#app/domain/directory/doctor-directory.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { useHydrated, useValueFromBeforeHydration } from '#app/utils/use-hydrated.ts'
import type { I18nHandle, MessageKey } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  // Filtered and paged views are the same directory: one address for search engines.
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.meta.canonical }] : []),
  { name: 'description', content: data?.meta.description },
]

export const handle: I18nHandle = { i18n: ['site'] }

export const policy: RoutePolicy = sharedPage

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const filters = parseDirectoryFilters(url.searchParams)
  const directory = await listDirectory(filters)
  const locale = requestLocale(request)
  const t = getT(locale, 'site')
  const department = DEPARTMENTS.find((d) => d.slug === filters.department)
  return {
    filters,
    ...directory,
    search: url.search,
    meta: {
      title: department
        ? t('doctors.meta.titleDepartment', {
            department: departmentName(getT(locale, 'common'), department.slug),
            site: SITE.name,
          })
        : t('doctors.meta.title', { site: SITE.name }),
      description: t('doctors.meta.description'),
      canonical: `${appUrl()}${localizePath('/doctors', locale)}`,
    },
  }
}

type Option = { value: string; label: MessageKey<'site'> }
const GENDER_OPTIONS: Option[] = [
  { value: 'female', label: 'doctors.filter.gender.female' },
  { value: 'male', label: 'doctors.filter.gender.male' },
  { value: 'other', label: 'doctors.filter.gender.other' },
]
const AVAILABILITY_OPTIONS: Option[] = [
  { value: 'today', label: 'doctors.filter.available.today' },
  { value: 'week', label: 'doctors.filter.available.week' },
]
const SORT_OPTIONS: Option[] = [
  { value: 'next-slot', label: 'doctors.filter.sort.nextSlot' },
  { value: 'experience', label: 'doctors.filter.sort.experience' },
]

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const { filters, doctors, total, page, pages, languages, search } = loaderData
  const t = useT('site')
  const modeLabel = useModeLabel()
  const departmentName = useDepartmentName()
  const languageName = useSpokenLanguageName()
  const localize = useLocalizePath()
  const options = (list: Option[]) => list.map((o) => ({ value: o.value, label: t(o.label) }))
  const submit = useSubmit()
  const enhanced = useHydrated()
  const navigation = useNavigation()
  const applyFilters = (form: HTMLFormElement) => {
    const chosen = new FormData(form)
    for (const [key, value] of [...chosen.entries()]) if (value === '') chosen.delete(key)
    void submit(chosen, {
      method: 'get',
      action: localize('/doctors'),
      preventScrollReset: true,
      replace: true,
    })
  }
  // Filters chosen while the scripts loaded (each select keeps its own) are applied once the page
  // has hydrated, all together, as a choice made later would be. Not during hydration's commit: the
  // router would not yet hear of the navigation, and the list would not say it is loading.
  const filterForm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = filterForm.current
    if (!form) return
    const applied = (name: string) => filters[name as keyof typeof filters] ?? ''
    const changed = [...form.elements].some(
      (field) => field instanceof HTMLSelectElement && field.value !== String(applied(field.name)),
    )
    if (changed) applyFilters(form)
    // Once, as the page arrives: later choices apply through the form's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const filtered = Boolean(
    filters.department || filters.mode || filters.language || filters.gender || filters.available,
  )
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('doctors.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        <Message ns="site" k="doctors.intro" components={[<Link to="/find-care" />]} />
      </p>
      <Form
        ref={filterForm}
        method="get"
        action="/doctors"
        aria-label={t('doctors.filter.label')}
        className="card mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3"
        // With JavaScript a change applies at once; without, the Apply button sends the form.
        onChange={(event) => applyFilters(event.currentTarget)}
      >
        <FilterSelect
          name="department"
          label={t('doctors.filter.department')}
          value={filters.department}
          anyLabel={t('doctors.filter.departmentAny')}
          options={DEPARTMENTS.map((d) => ({
            value: d.slug,
            label: departmentName(d.slug, d.name),
          }))}
        />
        <FilterSelect
          name="mode"
          label={t('doctors.filter.mode')}
          value={filters.mode}
          anyLabel={t('doctors.filter.modeAny')}
          options={CONSULTATION_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
        />
        <FilterSelect
          name="language"
          label={t('doctors.filter.language')}
          value={filters.language}
          anyLabel={t('doctors.filter.languageAny')}
          options={languages.map((language) => ({
            value: language,
            label: languageName(language),
          }))}
        />
        <FilterSelect
          name="gender"
          label={t('doctors.filter.gender')}
          value={filters.gender}
          anyLabel={t('doctors.filter.genderAny')}
          options={options(GENDER_OPTIONS)}
        />
        <FilterSelect
          name="available"
          label={t('doctors.filter.available')}
          value={filters.available}
          anyLabel={t('doctors.filter.availableAny')}
          options={options(AVAILABILITY_OPTIONS)}
        />
        <FilterSelect
          name="sort"
          label={t('doctors.filter.sort')}
          value={filters.sort}
          options={options(SORT_OPTIONS)}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={enhanced ? 'btn-secondary' : 'btn-primary'}>
            {t('doctors.filter.apply')}
          </button>
          {filtered ? (
            <Link to="/doctors" className="py-2">
              {t('doctors.filter.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-6 font-semibold text-slate-800" role="status" aria-live="polite">
        {navigation.state === 'loading' && navigation.location.pathname === localize('/doctors')
          ? t('doctors.status.loading')
          : total === 0
            ? t('doctors.status.none')
            : pages > 1
              ? t('doctors.status.foundPaged', { count: total, page, pages })
              : t('doctors.status.found', { count: total })}
      </p>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">
          <Message ns="site" k="doctors.empty" components={[<Link to="/doctors" />]} />
        </p>
      ) : (
        <ul className="mt-4 grid gap-4" aria-label={t('doctors.listLabel')}>
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
  // Chosen while the scripts loaded: kept, and the page applies it.
  const select = useRef<HTMLSelectElement>(null)
  useValueFromBeforeHydration(select, value ?? '', setCurrent)
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
        ref={select}
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
