import { data } from 'react-router'
import type { Route } from './+types/verify'
import { Name } from '#app/components/ui/name.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { prescriptionCheck } from '#app/domain/prescriptions/prescription-page.server.ts'
import { findPrescriptionByCode } from '#app/domain/prescriptions/prescriptions.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['prescription'] }

export const policy: RoutePolicy = page

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The public check a pharmacist opens from the QR code: genuine and current, or cancelled, with
 * what to compare — the doctor, the date, the patient's initials, the medicines. Never the
 * diagnosis, tests or advice (anyone with the code may open it; the lab report's check shows no
 * values either). Anything else is "not genuine", with 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'prescription')
  const meta = {
    title: t('meta.verifyTitle', { site: SITE.name }),
    description: t('meta.verifyDescription', { site: SITE.name }),
  }
  const record = await findPrescriptionByCode(params.code)
  if (!record) return data({ meta, found: null }, { status: 404 })
  return data({ meta, found: prescriptionCheck(record, locale) })
}

export default function VerifyPrescription({ loaderData }: Route.ComponentProps) {
  const t = useT('prescription')
  const p = loaderData.found
  if (!p)
    return (
      <div className="container-page max-w-3xl py-10">
        <h1 className="text-2xl font-bold text-alert-700">{t('verify.notFoundTitle')}</h1>
        <p className="mt-3">
          {t('verify.notFoundText', { site: SITE.name, phone: CONTACT.receptionPhone })}
        </p>
      </div>
    )
  return (
    <div className="container-page max-w-4xl py-10">
      <p className="text-sm text-slate-700">{t('verify.title')}</p>
      <h1 className={`text-2xl font-bold ${p.cancelledOn ? 'text-alert-700' : 'text-green-800'}`}>
        {p.cancelledOn ? t('verify.cancelledTitle') : t('verify.genuine')}
      </h1>
      <p className="mt-2">
        {p.cancelledOn
          ? t('verify.cancelledText', { date: p.cancelledOn })
          : t('verify.genuineText', { site: SITE.name })}
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('verify.number')}</dt>
        <dd>{p.number}</dd>
        <dt className="font-semibold">{t('verify.date')}</dt>
        <dd>{p.issuedOn}</dd>
        <dt className="font-semibold">{t('verify.doctor')}</dt>
        <dd>
          <Name>{p.doctorName}</Name>
        </dd>
        <dt className="font-semibold">{t('verify.qualifications')}</dt>
        <dd lang="en">{p.doctorQualifications}</dd>
        <dt className="font-semibold">{t('verify.registration')}</dt>
        <dd>{p.doctorRegistrationNumber}</dd>
        <dt className="font-semibold">{t('verify.clinic')}</dt>
        <dd>
          {p.clinicName}, {p.clinicAddress}, {p.clinicPhone}
        </dd>
        <dt className="font-semibold">{t('verify.patient')}</dt>
        <dd>
          <span translate="no">{p.patientInitials}</span>{' '}
          <span className="text-sm text-slate-700">({t('verify.patientNote')})</span>
        </dd>
      </dl>
      <h2 className="mt-6 text-xl font-bold">{t('medicines')}</h2>
      <ol className="mt-2 space-y-2">
        {p.medicines.map((m, i) => (
          <li key={i} className="rounded-md border border-slate-300 p-2">
            <p>
              {i + 1}. <span className="font-semibold">{m.name}</span>
              {m.strength ? ` ${m.strength}` : ''}, {m.form}
            </p>
            <p>{[m.dose, m.frequency, m.days, m.food].join(' · ')}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-700">{t('verify.noClinicalDetails')}</p>
    </div>
  )
}
