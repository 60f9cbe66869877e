import { data } from 'react-router'
import type { Route } from './+types/department'
import { DoctorCard } from '#app/components/doctor-card.tsx'
import { useDepartmentName } from '#app/components/use-department-name.ts'
import { JsonLd } from '#app/components/json-ld.tsx'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { CONTACT, SITE } from '#app/content/site.ts'
import { SYMPTOMS } from '#app/content/symptoms.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { listDepartmentDoctors } from '#app/domain/directory/doctor-directory.server.ts'
import { medicalClinicJsonLd } from '#app/domain/directory/structured-data.ts'
import { symptomHref } from '#app/domain/find-care/guide-paths.ts'
import { appUrl } from '#app/utils/env.server.ts'
import type { I18nHandle, MessageKey } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { pageMetaOr404 } from '#app/utils/page-meta.ts'
import { type RoutePolicy, sharedPage } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data, error }) => pageMetaOr404(data, error)

// `lab` for the Pathology and Laboratory clinics' link to the tests and their prices.
export const handle: I18nHandle = { i18n: ['site', 'lab'] }

export const policy: RoutePolicy = sharedPage

/** The clinics whose patients book tests from the catalogue. */
const LAB_CLINICS: readonly string[] = ['pathology', 'laboratory']

type SiteKey = MessageKey<'site'>

export async function loader({ request, params }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'site')
  const department = DEPARTMENTS.find((d) => d.slug === params.slug)
  if (!department)
    throw data({ title: t('department.meta.notFound', { site: SITE.name }) }, { status: 404 })
  const doctors = await listDepartmentDoctors(department.slug)
  const name = departmentName(getT(requestLocale(request), 'common'), department.slug)
  return {
    slug: department.slug,
    doctors,
    meta: {
      title: t('department.meta.title', { name, site: SITE.name }),
      description: t(`department.${department.slug}.summary` as SiteKey),
    },
    structuredData: medicalClinicJsonLd(appUrl(), t('site.description'), {
      slug: department.slug,
      name,
      description: t(`department.${department.slug}.about` as SiteKey),
    }),
  }
}

export default function Department({ loaderData }: Route.ComponentProps) {
  const { slug, doctors, structuredData } = loaderData
  const t = useT('site')
  const labWords = useT('lab')
  const locale = useLocale()
  const department = DEPARTMENTS.find((d) => d.slug === slug)!
  const text = (part: string) => t(`department.${slug}.${part}` as SiteKey)
  const name = useDepartmentName()(slug, department.name)
  // Lower case inside a sentence ("Book a cardiology appointment"); Hindi has no case.
  const nameInSentence = name.toLowerCase()
  // Conditions people come to this clinic with first; emergencies are for the emergency line.
  const conditions = SYMPTOMS.filter((s) => !s.redFlag && s.departments[0] === slug)
  const bookHref = `/appointments/new?department=${slug}`
  return (
    <div className="container-page py-10">
      <JsonLd data={structuredData} />
      {/* The clinic's name in the other language too: Hindi above an English page, English
          above a Hindi one (many know the clinics by their English names). */}
      <p className="font-semibold text-brand-700" lang={locale === 'en' ? 'hi' : 'en'}>
        {locale === 'en' ? department.nameHi : department.name}
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{t('department.title', { name })}</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-800">{text('about')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={bookHref} className="btn-primary">
          {t('department.book', { name: nameInSentence })}
        </Link>
        {LAB_CLINICS.includes(slug) ? (
          <Link to="/lab-tests" className="btn-primary">
            {labWords('catalogue.departmentLink')}
          </Link>
        ) : null}
        <a href={CONTACT.receptionPhoneHref} className="btn-secondary">
          {t('department.call', { phone: CONTACT.receptionPhone })}
        </a>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="treats-heading">
          <h2 id="treats-heading" className="text-xl font-bold text-slate-900">
            {t('department.treatsTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {department.treats.map((item, index) => (
              <li key={item}>{text(`treats.${index}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="conditions-heading">
          <h2 id="conditions-heading" className="text-xl font-bold text-slate-900">
            {t('department.conditionsTitle')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {conditions.map((condition) => (
              <li key={condition.slug}>
                <Link
                  to={symptomHref(condition.slug)}
                  className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-brand-900 no-underline hover:bg-brand-100"
                >
                  {locale === 'en' ? (
                    <>
                      {condition.name} <span lang="hi">· {condition.nameHi}</span>
                    </>
                  ) : (
                    <>
                      {condition.nameHi} <span lang="en">· {condition.name}</span>
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="doctors-heading" className="mt-10">
        <h2 id="doctors-heading" className="text-xl font-bold text-slate-900">
          {t('department.doctorsTitle', { name: nameInSentence })}
        </h2>
        {doctors.length === 0 ? (
          <p className="mt-2 text-slate-700">
            {t('department.noDoctors', { phone: CONTACT.receptionPhone })}
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
            {t('department.filterLink', { name: nameInSentence })}
          </Link>
        </p>
      </section>
      <p className="mt-10 text-sm text-slate-700">
        <Message
          ns="site"
          k="department.emergency"
          values={{ emergency: CONTACT.emergencyPhone, ambulance: CONTACT.nationalAmbulance }}
          components={[
            <a key="emergency" href={CONTACT.emergencyPhoneHref}>
              {CONTACT.emergencyPhone}
            </a>,
            <a key="ambulance" href={`tel:${CONTACT.nationalAmbulance}`}>
              {CONTACT.nationalAmbulance}
            </a>,
          ]}
        />
      </p>
    </div>
  )
}
