import { data } from 'react-router'
import type { Route } from './+types/verify'
import { PrescriptionDocument } from '#app/components/prescription-view.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { prescriptionView } from '#app/domain/prescriptions/prescription-page.server.ts'
import { findPrescriptionByCode } from '#app/domain/prescriptions/prescriptions.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { initialsOf } from '#app/utils/initials.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'

export const handle: I18nHandle = { i18n: ['prescription'] }

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The public check a pharmacist opens from the QR code: genuine and current, or cancelled, with
 * what to compare; the patient only as initials (and age and sex when known). Anything else is
 * "not genuine", with 404.
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
  const view = await prescriptionView(record, locale)
  const initials = initialsOf(record.patientName)
  const sex = record.patientSex ? t(`sex.${record.patientSex}` as 'sex.male') : null
  return data({
    meta,
    found: {
      ...view,
      patient:
        record.patientAge && sex
          ? t('verify.patientWithAge', { initials, age: record.patientAge, sex })
          : initials,
    },
  })
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
        <dd>{p.doctorName}</dd>
        <dt className="font-semibold">{t('verify.qualifications')}</dt>
        <dd>{p.doctorQualifications}</dd>
        <dt className="font-semibold">{t('verify.registration')}</dt>
        <dd>{p.doctorRegistrationNumber}</dd>
        <dt className="font-semibold">{t('verify.clinic')}</dt>
        <dd>
          {p.clinicName}, {p.clinicAddress}, {p.clinicPhone}
        </dd>
        <dt className="font-semibold">{t('verify.patient')}</dt>
        <dd>
          {p.patient} <span className="text-sm text-slate-700">({t('verify.patientNote')})</span>
        </dd>
      </dl>
      <div className="mt-6">
        <PrescriptionDocument prescription={p} patient={false} />
      </div>
    </div>
  )
}
