import { data, Link } from 'react-router'
import type { Route } from './+types/doctor'
import { AvailabilityChip, DoctorAvatar, modeLabel } from '#app/components/doctor-card.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { bookingHref } from '#app/domain/directory/doctor-card.ts'
import { getDoctorProfile } from '#app/domain/directory/doctor-directory.server.ts'
import { physicianJsonLd } from '#app/domain/directory/structured-data.ts'
import { formatWallClock, WEEKDAY_NAMES } from '#app/utils/clinic-time.ts'
import { appUrl } from '#app/utils/env.server.ts'

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData)
    return [{ title: `Doctor not found | ${SITE.name}` }, { name: 'robots', content: 'noindex' }]
  const { doctor } = loaderData
  return [
    { title: `${doctor.name}, ${doctor.departmentName} | ${SITE.name}` },
    {
      name: 'description',
      content: `${doctor.name} (${doctor.qualifications}), ${doctor.departmentName}, ${doctor.experienceYears} years of experience. Speaks ${doctor.languages.join(', ')}. Book a free time online.`,
    },
  ]
}

export async function loader({ params }: Route.LoaderArgs) {
  const doctor = await getDoctorProfile(params.slug)
  if (!doctor) throw data(null, { status: 404 })
  return { doctor, structuredData: physicianJsonLd(appUrl(), doctor) }
}

export default function DoctorProfile({ loaderData }: Route.ComponentProps) {
  const { doctor, structuredData } = loaderData
  const hoursByDay = WEEKDAY_NAMES.map((day, index) => ({
    day,
    blocks: doctor.hours.filter((h) => h.weekday === index + 1),
  })).filter((d) => d.blocks.length > 0)
  return (
    <div className="container-page py-10">
      <JsonLd data={structuredData} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/doctors">Doctors</Link> <span aria-hidden="true">/</span>
          </li>
          <li>
            <Link to={`/departments/${doctor.departmentSlug}`}>{doctor.departmentName}</Link>{' '}
            <span aria-hidden="true">/</span>
          </li>
          <li aria-current="page">{doctor.name}</li>
        </ol>
      </nav>
      <div className="mt-6 flex flex-row items-start gap-4 sm:gap-6">
        <DoctorAvatar name={doctor.name} photoUrl={doctor.photoUrl} size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{doctor.name}</h1>
          <p className="mt-1 font-semibold text-brand-800 sm:text-lg">{doctor.departmentName}</p>
          <p className="text-slate-700">{doctor.qualifications}</p>
          <div className="mt-3">
            <AvailabilityChip slot={doctor.slots[0] ?? null} />
          </div>
          {doctor.bio ? <p className="mt-3 max-w-prose text-slate-800">{doctor.bio}</p> : null}
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="details-heading">
          <h2 id="details-heading" className="text-xl font-bold text-slate-900">
            Details
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
            <dt className="font-semibold">Qualifications</dt>
            <dd>{doctor.qualifications}</dd>
            <dt className="font-semibold">Registration number</dt>
            <dd>{doctor.registrationNumber}</dd>
            <dt className="font-semibold">Experience</dt>
            <dd>{doctor.experienceYears} years</dd>
            <dt className="font-semibold">Languages</dt>
            <dd>{doctor.languages.join(', ')}</dd>
            <dt className="font-semibold">Consultation fee</dt>
            <dd>₹{doctor.feeInr.toLocaleString('en-IN')}</dd>
            <dt className="font-semibold">Consults</dt>
            <dd>{doctor.modes.map(modeLabel).join(', ')}</dd>
          </dl>
          <h2 className="mt-8 text-xl font-bold text-slate-900">Weekly hours (IST)</h2>
          {hoursByDay.length === 0 ? (
            <p className="mt-2 text-slate-700">No regular hours at the moment.</p>
          ) : (
            <table className="mt-3 w-full max-w-lg text-left text-slate-800">
              <caption className="sr-only">Weekly hours of {doctor.name}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Day
                  </th>
                  <th scope="col" className="py-2">
                    Hours and place
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
                          {formatWallClock(b.startTime)} – {formatWallClock(b.endTime)},{' '}
                          {b.location}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="slots-heading" className="card order-first p-4 lg:order-none">
          <h2 id="slots-heading" className="text-xl font-bold text-slate-900">
            Next free times
          </h2>
          {doctor.slots.length === 0 ? (
            <p className="mt-2 text-slate-700">
              No free time in the next 60 days. Call {CONTACT.receptionPhone} and we will find you
              another doctor.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-700">
                Choose a time to book it; you confirm your details on the next page.
              </p>
              <ul className="mt-3 grid gap-2">
                {doctor.slots.map((slot) => (
                  <li key={slot.startsAt}>
                    <Link
                      to={bookingHref(doctor.slug, slot)}
                      className="btn-secondary block text-center"
                    >
                      <time dateTime={slot.startsAt}>{slot.shortLabel}</time>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={bookingHref(doctor.slug)} className="btn-primary mt-4 block text-center">
            Book another time
          </Link>
        </section>
      </div>
    </div>
  )
}
