import { data } from 'react-router'
import type { Route } from './+types/lab-report'
import { LabReport } from '#app/components/lab/lab-report.tsx'
import { SITE } from '#app/content/site.ts'
import { auditLabRead, orderIdByNumber } from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { loadReportView, reportQrCode } from '#app/domain/lab/report.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab', 'abha'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The verified report as the laboratory reads and prints it; every read is audited. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const orderId = await orderIdByNumber(params.number)
  const view = orderId ? await loadReportView(orderId, locale) : null
  if (!orderId || !view) {
    // An order without a verified report: say so, never a 500.
    return data(
      {
        meta: { title: t('staff.report.notReadyTitle'), description: '' },
        number: params.number,
        view: null,
        qrCode: null,
      },
      { status: 404 },
    )
  }
  await auditLabRead({ userId: user.id, ipAddress: context.clientIp || null }, orderId, 'report')
  return data({
    meta: {
      title: t('staff.report.metaTitle', { number: view.number, site: SITE.name }),
      description: '',
    },
    number: view.number,
    view,
    qrCode: await reportQrCode(view),
  })
}

export default function StaffLabReport({ loaderData: d }: Route.ComponentProps) {
  const t = useT('lab')
  return (
    <div className="container-page max-w-4xl py-8">
      <p className="no-print">
        <Link to={`/staff/lab/${d.number}`}>← {t('label.back', { number: d.number })}</Link>
      </p>
      {d.view ? (
        <>
          <h1 className="no-print mt-3 text-2xl font-bold text-slate-900">
            {t('staff.report.title', { number: d.number })}
          </h1>
          <p className="no-print mt-3">
            <Link className="btn-secondary" to={`/staff/lab/${d.number}/report.pdf`} reloadDocument>
              {t('staff.action.reportPdf')}
            </Link>
          </p>
          <div className="mt-4">
            <LabReport view={d.view} qrCode={d.qrCode ?? undefined} />
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-3 text-2xl font-bold text-slate-900">
            {t('staff.report.notReadyTitle')}
          </h1>
          <p className="mt-2">{t('staff.report.notReady')}</p>
        </>
      )}
    </div>
  )
}
