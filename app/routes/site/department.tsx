import { data, Link } from 'react-router'
import type { Route } from './+types/department'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { JsonLd } from '#app/components/json-ld.tsx'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { SYMPTOMS } from '#app/content/symptoms.ts'
import { listDepartmentDoctors } from '#app/domain/directory/doctor-directory.server.ts'
import { medicalClinicJsonLd } from '#app/domain/directory/structured-data.ts'
import { symptomHref } from '#app/domain/search/search-entries.ts'
import { appUrl } from '#app/utils/env.server.ts'

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  const department = DEPARTMENTS.find((d) => d.slug === loaderData?.slug)
  if (!department)
    return [{ title: `Clinic not found | ${SITE.name}` }, { name: 'robots', content: 'noindex' }]
  return [
    { title: `${department.name} clinic | ${SITE.name}` },
    { name: 'description', content: department.summary },
  ]
}

export async function loader({ params }: Route.LoaderArgs) {
  const department = DEPARTMENTS.find((d) => d.slug === params.slug)
  if (!department) throw data(null, { status: 404 })
  const doctors = await listDepartmentDoctors(department.slug)
  return {
    slug: department.slug,
    doctors,
    structuredData: medicalClinicJsonLd(appUrl(), department),
  }
}

export default function Department({ loaderData }: Route.ComponentProps) {
  const { slug, doctors, structuredData } = loaderData
  const department = DEPARTMENTS.find((d) => d.slug === slug)!
  // Conditions people come to this clinic with first; emergencies are for the emergency line.
  const conditions = SYMPTOMS.filter((s) => !s.redFlag && s.departments[0] === slug)
  const bookHref = `/appointments/new?department=${slug}`
  return (
    <div className="container-page py-10">
      <JsonLd data={structuredData} />
      <p className="font-semibold text-brand-700" lang="hi">
        {department.nameHi}
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{department.name} clinic</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-800">{department.about}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={bookHref} className="btn-primary">
          Book a {department.name.toLowerCase()} appointment
        </Link>
        <a href={CONTACT.receptionPhoneHref} className="btn-secondary">
          Call {CONTACT.receptionPhone}
        </a>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="treats-heading">
          <h2 id="treats-heading" className="text-xl font-bold text-slate-900">
            What we treat
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {department.treats.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="conditions-heading">
          <h2 id="conditions-heading" className="text-xl font-bold text-slate-900">
            Common reasons people come
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {conditions.map((condition) => (
              <li key={condition.slug}>
                <Link
                  to={symptomHref(condition.slug)}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-brand-900 no-underline hover:bg-brand-100"
                >
                  {condition.name} <span lang="hi">· {condition.nameHi}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="doctors-heading" className="mt-10">
        <h2 id="doctors-heading" className="text-xl font-bold text-slate-900">
          Our {department.name.toLowerCase()} doctors
        </h2>
        {doctors.length === 0 ? (
          <p className="mt-2 text-slate-700">
            No doctor is taking bookings here right now. Call {CONTACT.receptionPhone} and we will
            arrange care.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {doctors.map((doctor) => (
              <li key={doctor.slug}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link to={`/doctors?department=${slug}`}>
            Filter {department.name.toLowerCase()} doctors by language or consultation type
          </Link>
        </p>
      </section>
      <p className="mt-10 text-sm text-slate-700">
        In an emergency do not wait for an appointment: call{' '}
        <a href={CONTACT.emergencyPhoneHref}>{CONTACT.emergencyPhone}</a> or{' '}
        <a href={`tel:${CONTACT.nationalAmbulance}`}>{CONTACT.nationalAmbulance}</a>.
      </p>
    </div>
  )
}
