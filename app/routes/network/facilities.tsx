import { MapPin, Phone } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import type { Route } from './+types/facilities'
import { FacilityCard } from '#app/components/network/facility-card.tsx'
import { PlaceName, useFacilityWords } from '#app/components/network/facility-words.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import {
  ACCREDITATION_BODIES,
  FACILITY_KINDS,
  FACILITY_SERVICES,
} from '#app/db/schema/network-values.ts'
import { parseFacilityFilters } from '#app/domain/network/facilities-filters.ts'
import type { OpeningTime, PlaceToTry } from '#app/domain/network/facilities-view.ts'
import { listFacilities } from '#app/domain/network/facilities.server.ts'
import { NEARBY_PLACES, parseOrigin } from '#app/domain/network/nearest.ts'
import { formatWallClock, weekdayName } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMeta } from '#app/utils/page-meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []))

export const handle: I18nHandle = { i18n: ['facilities'] }

export const policy: RoutePolicy = sharedPage

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const locale = requestLocale(request)
  const filters = parseFacilityFilters(params)
  const origin = parseOrigin(params)
  const list = await listFacilities(filters, origin, locale)
  const t = getT(locale, 'facilities')
  return {
    filters,
    origin:
      origin.kind === 'point'
        ? {
            kind: origin.kind,
            from: origin.from,
            approximate: origin.approximate,
            place: origin.place,
          }
        : origin,
    // The town chosen stays chosen; a pin code's town is not put in the list (the pin would then
    // lose to it when the visitor changes only the pin code).
    near: origin.kind === 'point' && origin.from === 'place' ? origin.place : null,
    pin: (params.get('pin') ?? '').slice(0, 10),
    // Coordinates the form carries on while the list is sorted by them.
    location:
      origin.kind === 'point' && origin.from === 'location'
        ? { lat: params.get('lat') ?? '', lng: params.get('lng') ?? '' }
        : null,
    ...list,
    canonical: `${appUrl()}${localizePath('/facilities', locale)}`,
    meta: {
      title: t('list.meta.title', { site: SITE.name }),
      description: t('list.meta.description'),
    },
  }
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
      {loaderData.noneOpen ? <NoneOpenNow data={loaderData} /> : null}
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

/**
 * "Open now" left no place (a chemist at 3:40 am): when one that fits opens, what is open day and
 * night instead, and the help desk and the ambulance, which answer at any hour.
 */
function NoneOpenNow({ data }: { data: Loaded }) {
  const t = useT('facilities')
  const { number } = useNumberFormat()
  const locale = useLocale()
  const { search } = useLocation()
  const noneOpen = data.noneOpen
  if (!noneOpen) return null
  const { firstToOpen, nearest, dayAndNight } = noneOpen
  const when = (time: OpeningTime) => {
    const clock = formatWallClock(time.time, locale)
    if (time.inDays === 0) return t('noneOpen.when.today', { time: clock })
    if (time.inDays === 1) return t('noneOpen.when.tomorrow', { time: clock })
    return t('noneOpen.when.day', { day: weekdayName(time.weekday, locale), time: clock })
  }
  const placeLink = (place: PlaceToTry) => (
    <Link
      key="place"
      to={`/facilities/${place.slug}`}
      translate="no"
      lang={place.name.lang === locale ? undefined : place.name.lang}
      className="font-semibold"
    />
  )
  const withClosed = new URLSearchParams(search)
  withClosed.delete('open')
  const closedQuery = withClosed.toString()
  return (
    <section
      aria-labelledby="none-open-title"
      className="mt-4 rounded-lg border border-amber-600 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="none-open-title" className="text-xl font-bold">
        {t('noneOpen.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {firstToOpen ? (
          <li>
            <Message
              ns="facilities"
              k="noneOpen.firstToOpen"
              values={{ name: firstToOpen.name.text, when: when(firstToOpen.opensAt) }}
              components={[placeLink(firstToOpen)]}
            />
          </li>
        ) : null}
        {nearest ? (
          <li>
            <Message
              ns="facilities"
              k={nearest.opensAt ? 'noneOpen.nearest' : 'noneOpen.nearestNoHours'}
              values={{
                name: nearest.name.text,
                km: number(nearest.distanceKm ?? 0),
                when: nearest.opensAt ? when(nearest.opensAt) : '',
              }}
              components={[placeLink(nearest)]}
            />
          </li>
        ) : null}
        <li>
          {dayAndNight.length > 0 ? (
            <>
              {t('noneOpen.dayAndNight')}
              <ul className="mt-1 list-[circle] space-y-1 pl-5">
                {dayAndNight.map((place) => (
                  <li key={place.slug}>
                    <Link to={`/facilities/${place.slug}`} className="font-semibold">
                      <PlaceName name={place.name} />
                    </Link>
                    {place.distanceKm !== null
                      ? ` · ${t('card.distance', { km: number(place.distanceKm) })}`
                      : null}{' '}
                    ·{' '}
                    <a href={`tel:${place.phone.replace(/\s+/g, '')}`}>
                      {t('card.call', { phone: place.phone })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            t('noneOpen.noDayAndNight')
          )}
        </li>
      </ul>
      <p className="mt-3 flex gap-1.5">
        <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          <Message
            ns="facilities"
            k="noneOpen.help"
            values={{ phone: CONTACT.emergencyPhone, ambulance: CONTACT.nationalAmbulance }}
            components={[
              <a key="desk" href={CONTACT.emergencyPhoneHref} className="font-semibold">
                {CONTACT.emergencyPhone}
              </a>,
              <a
                key="ambulance"
                href={`tel:${CONTACT.nationalAmbulance}`}
                className="font-semibold"
              >
                {CONTACT.nationalAmbulance}
              </a>,
            ]}
          />
        </span>
      </p>
      <p className="mt-3">
        <Link to={`/facilities${closedQuery ? `?${closedQuery}` : ''}`}>
          {t('noneOpen.showClosed')}
        </Link>
      </p>
    </section>
  )
}

/** Where the distances are measured from, or why the list is not sorted by distance. */
function OriginNote({ data }: { data: Loaded }) {
  const t = useT('facilities')
  const { number } = useNumberFormat()
  const locale = useLocale()
  const { origin } = data
  if (origin.kind === 'none') return null
  const problem = origin.kind !== 'point'
  let text: string
  if (origin.kind === 'invalid')
    text =
      origin.from === 'pin' ? t('near.invalidPin', { pin: data.pin }) : t('near.invalidLocation')
  else if (origin.kind === 'outside') text = t('near.outside')
  else if (data.farAway) text = t('near.far', { km: number(Math.round(data.nearestKm ?? 0)) })
  else if (origin.from === 'location') text = t('near.fromLocation')
  else if (origin.approximate) text = t('near.fromPinArea', { pin: data.pin })
  else {
    const place = NEARBY_PLACES.find((p) => p.slug === origin.place)
    text = t('near.fromPlace', { place: (locale === 'hi' ? place?.nameHi : place?.name) ?? '' })
  }
  return (
    <p
      role={problem || data.farAway ? 'alert' : undefined}
      className={
        problem || data.farAway
          ? 'mt-6 rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900'
          : 'mt-6 text-slate-800'
      }
    >
      {text}
    </p>
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
