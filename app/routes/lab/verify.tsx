import { data } from 'react-router'
import type { Route } from './+types/verify'
import { Name } from '#app/components/ui/name.tsx'
import { CONTACT, SITE } from '#app/content/site.ts'
import { findOrderByVerifyCode } from '#app/domain/lab/report.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, page } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = page

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/**
 * The public check a doctor or an employer opens from the report's QR code or link: genuine or
 * not, with what to compare (number, initials, tests, the pathologist, when) — never a value.
 * Anything else is "not genuine", with 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const meta = {
    title: t('verify.metaTitle', { site: SITE.name }),
    description: t('verify.metaDescription', { site: SITE.name }),
  }
  const report = await findOrderByVerifyCode(params.code)
  if (!report) return data({ meta, found: null }, { status: 404 })
  return data({
    meta,
    found: {
      number: report.number,
      patient: report.patientInitials,
      tests: report.tests.map((test) => ({
        slug: test.slug,
        name: locale === 'hi' ? test.nameHi : test.name,
      })),
      pathologist: report.pathologist,
      verifiedAt: formatClinicDateTime(report.verifiedAt, locale),
      releasedAt: report.releasedAt ? formatClinicDateTime(report.releasedAt, locale) : null,
    },
  })
}

export default function VerifyLabReport({ loaderData }: Route.ComponentProps) {
  const t = useT('lab')
  const r = loaderData.found
  if (!r)
    return (
      <div className="container-page max-w-3xl py-10">
        <h1 className="text-2xl font-bold text-alert-700">{t('verify.notFoundTitle')}</h1>
        <p className="mt-3">
          {t('verify.notFoundText', { site: SITE.name, phone: CONTACT.receptionPhone })}
        </p>
      </div>
    )
  return (
    <div className="container-page max-w-3xl py-10">
      <p className="text-sm text-slate-700">{t('verify.title')}</p>
      <h1 className="text-2xl font-bold text-green-800">{t('verify.genuine')}</h1>
      <p className="mt-2">{t('verify.genuineText', { site: SITE.name })}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('verify.number')}</dt>
        <dd className="font-mono">{r.number}</dd>
        <dt className="font-semibold">{t('verify.patient')}</dt>
        <dd>
          <span translate="no">{r.patient}</span>{' '}
          <span className="text-sm text-slate-700">({t('verify.patientNote')})</span>
        </dd>
        <dt className="font-semibold">{t('verify.tests')}</dt>
        <dd>
          <ul className="list-disc pl-5">
            {r.tests.map((test) => (
              <li key={test.slug}>{test.name}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t('verify.verifiedBy')}</dt>
        <dd>
          <Name>{r.pathologist.name}</Name>, <span lang="en">{r.pathologist.qualification}</span>
          <br />
          {t('verify.registration', { number: r.pathologist.registrationNumber })}
        </dd>
        <dt className="font-semibold">{t('verify.verifiedAt')}</dt>
        <dd>{r.verifiedAt}</dd>
        <dt className="font-semibold">{t('verify.released')}</dt>
        <dd>
          {r.releasedAt ? t('verify.releasedAt', { date: r.releasedAt }) : t('verify.notReleased')}
        </dd>
      </dl>
      <p className="mt-6 text-sm text-slate-700">{t('verify.noValues')}</p>
    </div>
  )
}
