import { Mail, Phone } from 'lucide-react'
import { data } from 'react-router'
import type { Route } from './+types/facility'
import { JsonLd } from '#app/components/json-ld.tsx'
import {
  OpeningStatusLine,
  PlaceName,
  useFacilityWords,
} from '#app/components/network/facility-words.tsx'
import { PlaceMap } from '#app/components/network/place-map.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'
import { Name } from '#app/components/ui/name.tsx'
import { RatingSummary } from '#app/components/network/rating-summary.tsx'
import { ReviewList } from '#app/components/network/review-list.tsx'
import { loadRatings } from '#app/domain/network/reviews.server.ts'
import { SITE } from '#app/content/site.ts'
import { getFacilityPage } from '#app/domain/network/facilities.server.ts'
import { facilityJsonLd } from '#app/domain/network/facilities-structured-data.ts'
import { hoursByWeekday } from '#app/domain/network/opening-hours.ts'
import { formatClinicDate, formatWallClock, weekdayName } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { localizePath } from '#app/utils/i18n/locales.ts'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

/** `reviews`: the facility's verified reviews. */
export const handle: I18nHandle = { i18n: ['facilities', 'reviews'] }

export const policy: RoutePolicy = sharedPage

const photoPath = (slug: string, fileId: string) => `/facilities/${slug}/photos/${fileId}`

export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'facilities')
  const facility = await getFacilityPage(params.slug, locale)
  if (!facility)
    throw data({ title: t('page.meta.notFound', { site: SITE.name }) }, { status: 404 })
  const kind = t(`kind.${facility.kind}`)
  return {
    facility,
    ratings: await loadRatings({ facilityId: facility.id }),
    structuredData: facilityJsonLd(
      appUrl(),
      localizePath(`/facilities/${facility.slug}`, locale),
      facility,
      (fileId) => photoPath(facility.slug, fileId),
    ),
    meta: {
      title: t('page.meta.title', {
        name: facility.name.text,
        town: facility.town.text,
        site: SITE.name,
      }),
      description: t('page.meta.description', { kind, town: facility.town.text }),
    },
  }
}

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  const { facility, structuredData } = loaderData
  const t = useT('facilities')
  const words = useFacilityWords()
  const departmentName = useDepartmentName()
  return (
    <div className="container-page py-10">
      <JsonLd data={structuredData} />
      <nav aria-label={t('page.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/facilities">{t('page.breadcrumbList')}</Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">
            <PlaceName name={facility.name} />
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        <PlaceName name={facility.name} />
      </h1>
      <p className="mt-1 font-semibold text-brand-800 sm:text-lg">
        {words.kind(facility.kind)} · <PlaceName name={facility.town} />
      </p>
      <p className="mt-2">
        <OpeningStatusLine status={facility.status} />
      </p>
      {facility.accreditations.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {facility.accreditations.map((a) => (
            <li key={a.body} className="rounded bg-brand-50 px-2 py-1 text-sm text-brand-800">
              {words.accreditation(a.body)}
            </li>
          ))}
        </ul>
      ) : null}
      {facility.description.text ? (
        <p
          lang={facility.description.lang === 'en' ? 'en' : undefined}
          className="mt-3 max-w-prose text-slate-800"
        >
          {facility.description.text}
        </p>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-3">
        <a className="btn-primary" href={`tel:${facility.phone.replace(/\s+/g, '')}`}>
          <Phone aria-hidden="true" className="size-5" />
          {t('page.call', { phone: facility.phone })}
        </a>
        {facility.email ? (
          <a className="btn-secondary" href={`mailto:${facility.email}`}>
            <Mail aria-hidden="true" className="size-5" />
            {facility.email}
          </a>
        ) : null}
      </p>

      <Photos facility={facility} />

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <OpeningHours facility={facility} />
        <section aria-labelledby="services-heading">
          <h2 id="services-heading" className="text-xl font-bold text-slate-900">
            {t('page.services')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {facility.services.map((service) => (
              <li key={service} className="rounded-full border border-slate-300 px-3 py-1">
                {words.service(service)}
              </li>
            ))}
          </ul>
          {facility.departmentSlugs.length > 0 ? (
            <>
              <h2 className="mt-8 text-xl font-bold text-slate-900">{t('page.clinics')}</h2>
              <ul className="mt-3 grid gap-1">
                {facility.departmentSlugs.map((slug) => (
                  <li key={slug}>
                    <Link to={`/departments/${slug}`}>{departmentName(slug, slug)}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      {facility.doctors.length > 0 ? (
        <section aria-labelledby="doctors-heading" className="mt-10">
          <h2 id="doctors-heading" className="text-xl font-bold text-slate-900">
            {t('page.doctors')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {facility.doctors.map((doctor) => (
              <li key={doctor.slug}>
                <strong>
                  <Link to={`/doctors/${doctor.slug}`}>
                    <Name>{doctor.name}</Name>
                  </Link>
                </strong>
                <br />
                <span className="text-sm text-slate-700">
                  {departmentName(doctor.departmentSlug, doctor.departmentSlug)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-8">
        <RatingSummary summary={loaderData.ratings.summary} headingId="rating-heading" />
        <ReviewList reviews={loaderData.ratings.reviews} headingId="reviews-heading" />
      </div>

      <PlaceMap
        headingId="map-heading"
        heading={t('page.map')}
        placeName={facility.name.text}
        point={facility}
        address={
          <>
            <PlaceName name={facility.name} />
            <br />
            <span translate="no" lang="en">
              {facility.address}
            </span>
            <br />
            <PlaceName name={facility.town} /> {facility.pinCode}
          </>
        }
      />

      <Registration facility={facility} />
    </div>
  )
}

type Facility = Route.ComponentProps['loaderData']['facility']

function Photos({ facility }: { facility: Facility }) {
  const t = useT('facilities')
  if (facility.photos.length === 0) return null
  return (
    <section aria-labelledby="photos-heading" className="mt-8">
      <h2 id="photos-heading" className="sr-only">
        {t('page.photos')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facility.photos.map((photo) => (
          <li key={photo.fileId}>
            <img
              // One address in both languages, so one copy in every cache.
              src={photoPath(facility.slug, photo.fileId)}
              alt={photo.alt.text}
              lang={photo.alt.lang === 'en' ? 'en' : undefined}
              width={photo.width ?? 800}
              height={photo.height ?? 500}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-lg border border-slate-200 bg-slate-100"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

function OpeningHours({ facility }: { facility: Facility }) {
  const t = useT('facilities')
  const locale = useLocale()
  const week = hoursByWeekday(facility.hours)
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="text-xl font-bold text-slate-900">
        {t('page.hours.title')}
      </h2>
      {facility.openAllHours ? (
        <p className="mt-3 text-slate-800">{t('page.hours.allHours')}</p>
      ) : facility.hours.length === 0 ? (
        <p className="mt-3 text-slate-800">{t('page.hours.none')}</p>
      ) : (
        <table className="mt-3 w-full max-w-md text-left text-slate-800">
          <caption className="sr-only">
            {t('page.hours.caption', { name: facility.name.text })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t('page.hours.day')}
              </th>
              <th scope="col" className="py-2">
                {t('page.hours.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {week.map(({ weekday, ranges }) => (
              <tr key={weekday} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {weekdayName(weekday, locale)}
                </th>
                <td className="py-2">
                  {ranges.length === 0
                    ? t('page.hours.closed')
                    : ranges.map((range) => (
                        <div key={range.opensAt}>
                          {formatWallClock(range.opensAt, locale)} –{' '}
                          {formatWallClock(range.closesAt, locale)}
                        </div>
                      ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Registration({ facility }: { facility: Facility }) {
  const t = useT('facilities')
  const locale = useLocale()
  const day = (iso: string) => formatClinicDate(new Date(`${iso}T12:00:00+05:30`), locale)
  return (
    <section aria-labelledby="registration-heading" className="mt-10">
      <h2 id="registration-heading" className="text-xl font-bold text-slate-900">
        {t('page.registration.title')}
      </h2>
      {facility.registrationNumber ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
          <dt className="font-semibold">{t('page.registration.number')}</dt>
          <dd translate="no">{facility.registrationNumber}</dd>
          {facility.registrationAuthority ? (
            <>
              <dt className="font-semibold">{t('page.registration.authority')}</dt>
              <dd lang="en">{facility.registrationAuthority}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-slate-800">{t('page.registration.none')}</p>
      )}
      {facility.accreditations.length + facility.lapsedAccreditations.length > 0 ? (
        <ul className="mt-3 grid gap-1 text-slate-800">
          {facility.accreditations.map((a) => (
            <li key={a.body}>
              {a.validUntil
                ? t('page.accreditationUntil', {
                    body: a.body.toUpperCase(),
                    number: a.number,
                    date: day(a.validUntil),
                  })
                : t('page.accreditation', { body: a.body.toUpperCase(), number: a.number })}
            </li>
          ))}
          {facility.lapsedAccreditations.map((a) => (
            <li key={a.body}>
              {t('page.accreditationLapsed', {
                body: a.body.toUpperCase(),
                number: a.number,
                date: day(a.validUntil ?? ''),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-slate-700">
        {facility.verifiedOn
          ? t('page.verifiedOn', { site: SITE.name, date: day(facility.verifiedOn) })
          : t('page.notVerified', { site: SITE.name })}
      </p>
    </section>
  )
}
