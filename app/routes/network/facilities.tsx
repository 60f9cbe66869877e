import { MapPin } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import type { Route } from './+types/facilities'
import { FacilityCard } from '#app/components/network/facility-card.tsx'
import { useFacilityWords } from '#app/components/network/facility-words.tsx'
import { NoneOpenNow } from '#app/components/network/none-open-now.tsx'
import { OriginNote } from '#app/components/network/origin-note.tsx'
import {
  ACCREDITATION_BODIES,
  FACILITY_KINDS,
  FACILITY_SERVICES,
} from '#app/db/schema/network-values.ts'
import { NEARBY_PLACES } from '#app/domain/network/nearest.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { pageMeta } from '#app/utils/page-meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { facilitiesPage } from './facilities.server.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []))

export const handle: I18nHandle = { i18n: ['facilities'] }

export const policy: RoutePolicy = sharedPage

export async function loader({ request }: Route.LoaderArgs) {
  return facilitiesPage(request)
}

export default function Facilities({ loaderData }: Route.ComponentProps) {
  const { filters, facilities, total } = loaderData
  const t = useT('facilities')
  const { search } = useLocation()
  const filtered = Boolean(
    filters.kind ||
    filters.service ||
    filters.openNow ||
    filters.accreditation ||
    loaderData.origin.kind !== 'none',
  )
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('list.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('list.intro')}</p>
      {/* Uncontrolled fields: a new answer (say, after "Clear filters") draws the form afresh. */}
      <FilterForm key={search} data={loaderData} />
      <OriginNote data={loaderData} />
      <p className="mt-4 font-semibold text-slate-800" role="status">
        {facilities.length === 0
          ? loaderData.noneOpen
            ? t('list.noneOpenNow')
            : t('list.none')
          : facilities.length === total
            ? t('list.countAll', { count: total })
            : t('list.count', { count: facilities.length, total })}
      </p>
      {loaderData.noneOpen ? <NoneOpenNow noneOpen={loaderData.noneOpen} /> : null}
      {facilities.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <Link to="/facilities">{t('filter.clear')}</Link>
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2" aria-label={t('list.label')}>
          {facilities.map((facility) => (
            <li key={facility.slug}>
              <FacilityCard facility={facility} />
            </li>
          ))}
        </ul>
      )}
      {filtered && facilities.length > 0 ? (
        <p className="mt-6">
          <Link to="/facilities">{t('filter.clear')}</Link>
        </p>
      ) : null}
    </div>
  )
}

type Loaded = Route.ComponentProps['loaderData']

function FilterForm({ data }: { data: Loaded }) {
  const t = useT('facilities')
  const words = useFacilityWords()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle')
  const { filters } = data
  // With permission, the browser's location goes into the form, which is then sent as usual: the
  // distances are worked out on the server. A town or pin code chosen would win, so they are emptied.
  const locate = (current: HTMLFormElement | null) => {
    if (!('geolocation' in navigator)) return setLocating('failed')
    setLocating('busy')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!current) return
        const field = (name: string) => current.elements.namedItem(name) as HTMLInputElement
        field('lat').value = position.coords.latitude.toFixed(5)
        field('lng').value = position.coords.longitude.toFixed(5)
        field('near').value = ''
        field('pin').value = ''
        setLocating('idle')
        current.requestSubmit()
      },
      () => setLocating('failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }
  return (
    <Form
      method="get"
      action="/facilities"
      aria-label={t('filter.label')}
      className="card mt-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Select
        name="type"
        label={t('filter.type')}
        value={filters.kind}
        anyLabel={t('filter.typeAny')}
        options={FACILITY_KINDS.map((kind) => ({ value: kind, label: words.kind(kind) }))}
      />
      <Select
        name="service"
        label={t('filter.service')}
        value={filters.service}
        anyLabel={t('filter.serviceAny')}
        options={FACILITY_SERVICES.map((s) => ({ value: s, label: words.service(s) }))}
      />
      <Select
        name="accreditation"
        label={t('filter.accreditation')}
        value={filters.accreditation}
        anyLabel={t('filter.accreditationAny')}
        options={ACCREDITATION_BODIES.map((b) => ({ value: b, label: words.accreditation(b) }))}
      />
      <div className="flex items-end">
        <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
          <input
            type="checkbox"
            name="open"
            value="now"
            defaultChecked={filters.openNow}
            className="size-5"
          />
          {t('filter.openNow')}
        </label>
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
        <legend className="mb-2 font-bold text-slate-900">{t('near.legend')}</legend>
        <Select
          name="near"
          label={t('near.town')}
          value={data.near}
          anyLabel={t('near.townAny')}
          options={NEARBY_PLACES.map((p) => ({
            value: p.slug,
            label: locale === 'hi' ? p.nameHi : p.name,
          }))}
        />
        <div>
          <label htmlFor="filter-pin" className="block font-semibold text-slate-800">
            {t('near.pin')}
          </label>
          <input
            id="filter-pin"
            name="pin"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            defaultValue={data.near || data.location ? '' : data.pin}
            className="field-input"
          />
        </div>
        <input type="hidden" name="lat" defaultValue={data.location?.lat ?? ''} />
        <input type="hidden" name="lng" defaultValue={data.location?.lng ?? ''} />
        {hydrated ? (
          <div className="flex items-end sm:col-span-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={(event) => locate(event.currentTarget.form)}
              disabled={locating === 'busy'}
            >
              <MapPin aria-hidden="true" className="size-5" />
              {locating === 'busy' ? t('near.locating') : t('near.useLocation')}
            </button>
          </div>
        ) : null}
        {locating === 'failed' ? (
          <p role="alert" className="text-slate-800 sm:col-span-2 lg:col-span-4">
            {t('near.denied')}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          {t('filter.apply')}
        </button>
      </div>
    </Form>
  )
}

function Select({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string
  label: string
  value: string | null
  anyLabel: string
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  const id = `filter-${name}`
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
