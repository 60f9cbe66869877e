import { data } from 'react-router'
import type { Route } from './+types/doctor'
import {
  AvailabilityChip,
  DoctorAvatar,
  useModeLabel,
  useSlotLabels,
  useSpokenLanguageName,
} from '#app/components/doctor-card.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'
import { JsonLd } from '#app/components/json-ld.tsx'
import { EnglishData } from '#app/components/ui/name.tsx'
import { WorksAt } from '#app/components/network/works-at.tsx'
import { RatingSummary } from '#app/components/network/rating-summary.tsx'
import { RegistrationCheck } from '#app/components/network/registration-check.tsx'
import { ReviewList } from '#app/components/network/review-list.tsx'
import { loadDoctorRatings } from '#app/domain/network/reviews.server.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { spokenLanguageName } from '#app/domain/directory/spoken-languages.ts'
import { bookingHref } from '#app/domain/directory/doctor-card.ts'
import { getDoctorProfile } from '#app/domain/directory/doctor-directory.server.ts'
import { listFacilitiesOfDoctor } from '#app/domain/network/facilities.server.ts'
import { physicianJsonLd } from '#app/domain/directory/structured-data.ts'
import { formatWallClock, WEEKDAY_NAMES, weekdayName } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

/** `facilities`: where the doctor works; `reviews`: the registration check and the verified reviews. */
export const handle: I18nHandle = { i18n: ['site', 'facilities', 'reviews'] }

export const policy: RoutePolicy = sharedPage

export async function loader({ request, params }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'site')
  const [doctor, ratings] = await Promise.all([
    getDoctorProfile(params.slug),
    loadDoctorRatings(params.slug),
  ])
  if (!doctor || !ratings)
    throw data({ title: t('doctor.meta.notFound', { site: SITE.name }) }, { status: 404 })
  const department = departmentName(
    getT(requestLocale(request), 'common'),
    doctor.departmentSlug,
    doctor.departmentName,
  )
  return {
    doctor,
    worksAt: await listFacilitiesOfDoctor(doctor.slug, requestLocale(request)),
    ratings,
    meta: {
      title: t('doctor.meta.title', { name: doctor.name, department, site: SITE.name }),
      description: t('doctor.meta.description', {
        name: doctor.name,
        qualifications: doctor.qualifications,
        department,
        years: doctor.experienceYears,
        languages: doctor.languages.map((name) => spokenLanguageName(t, name)).join(', '),
      }),
    },
    structuredData: physicianJsonLd(appUrl(), doctor, requestLocale(request)),
  }
}

export default function DoctorProfile({ loaderData }: Route.ComponentProps) {
  const { doctor, ratings, structuredData } = loaderData
  const t = useT('site')
  const locale = useLocale()
  const modeLabel = useModeLabel()
  const departmentName = useDepartmentName()(doctor.departmentSlug, doctor.departmentName)
  const languageName = useSpokenLanguageName()
  const slotLabels = useSlotLabels()
  const { rupees } = useNumberFormat()
  const hoursByDay = WEEKDAY_NAMES.map((_, index) => ({
    day: weekdayName(index + 1, locale),
    blocks: doctor.hours.filter((h) => h.weekday === index + 1),
  })).filter((d) => d.blocks.length > 0)
  return (
    <div className="container-page py-10">
      <JsonLd data={structuredData} />
      <nav aria-label={t('doctor.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/doctors">{t('doctor.breadcrumbDoctors')}</Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link to={`/departments/${doctor.departmentSlug}`}>{departmentName}</Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">{doctor.name}</li>
        </ol>
      </nav>
      <div className="mt-6 flex flex-row items-start gap-4 sm:gap-6">
        <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{doctor.name}</h1>
          <p className="mt-1 font-semibold text-brand-800 sm:text-lg">{departmentName}</p>
          <p lang="en" className="text-slate-700">
            {doctor.qualifications}
          </p>
          <div className="mt-3">
            <AvailabilityChip slot={doctor.slots[0] ?? null} />
          </div>
          <DoctorBio bio={doctor.bio} bioHi={doctor.bioHi} />
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-bold text-slate-900">
            {t('doctor.details')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
            <dt className="font-semibold">{t('doctor.qualifications')}</dt>
            <dd lang="en">{doctor.qualifications}</dd>
            <dt className="font-semibold">{t('doctor.registration')}</dt>
            <dd>
              <RegistrationCheck
                number={doctor.registrationNumber}
                council={doctor.council}
                verifiedOn={doctor.registrationVerifiedOn}
              />
            </dd>
            <dt className="font-semibold">{t('doctor.experience')}</dt>
            <dd>{t('doctorCard.years', { count: doctor.experienceYears })}</dd>
            <dt className="font-semibold">{t('doctor.languages')}</dt>
            <dd>{doctor.languages.map(languageName).join(', ')}</dd>
            <dt className="font-semibold">{t('doctor.fee')}</dt>
            <dd>{rupees(doctor.feeInr)}</dd>
            <dt className="font-semibold">{t('doctor.consults')}</dt>
            <dd>{doctor.modes.map(modeLabel).join(', ')}</dd>
          </dl>
          <h2 className="mt-8 text-xl font-bold text-slate-900">{t('doctor.hours.title')}</h2>
          {hoursByDay.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('doctor.hours.none')}</p>
          ) : (
            <table className="mt-3 w-full max-w-lg text-left text-slate-800">
              <caption className="sr-only">
                {t('doctor.hours.caption', { name: doctor.name })}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    {t('doctor.hours.day')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('doctor.hours.place')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {hoursByDay.map(({ day, blocks }) => (
                  <tr key={day} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {day}
                    </th>
                    <td className="py-2">
                      {blocks.map((b) => (
                        <div key={b.startTime}>
                          {formatWallClock(b.startTime, locale)} –{' '}
                          {formatWallClock(b.endTime, locale)},{' '}
                          <EnglishData>{b.location}</EnglishData>
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <WorksAt places={loaderData.worksAt} />
          <div className="mt-8">
            <RatingSummary summary={ratings.summary} headingId="rating-heading" />
            <ReviewList reviews={ratings.reviews} headingId="reviews-heading" />
          </div>
        </section>

        <section aria-labelledby="slots-heading" className="card order-first p-4 lg:order-none">
          <h2 id="slots-heading" className="text-xl font-bold text-slate-900">
            {t('doctor.slots.title')}
          </h2>
          {doctor.slots.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {t('doctor.slots.none', { phone: CONTACT.receptionPhone })}
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700">{t('doctor.slots.hint')}</p>
              <ul className="mt-3 grid gap-2">
                {doctor.slots.map((slot) => (
                  <li key={slot.startsAt}>
                    <Link
                      to={bookingHref(doctor.slug, slot)}
                      className="btn-secondary block text-center"
                    >
                      <time dateTime={slot.startsAt}>{slotLabels.short(slot)}</time>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={bookingHref(doctor.slug)} className="btn-primary mt-4 block text-center">
            {t('doctor.slots.other')}
          </Link>
        </section>
      </div>
    </div>
  )
}

/** The doctor's introduction in the page's language; the English one, marked so, if no other. */
function DoctorBio({ bio, bioHi }: { bio: string; bioHi: string }) {
  const locale = useLocale()
  const text = locale === 'hi' && bioHi ? bioHi : bio
  if (!text) return null
  return (
    <p
      lang={text === bio && locale !== 'en' ? 'en' : undefined}
      className="mt-3 max-w-prose text-slate-800"
    >
      {text}
    </p>
  )
}
