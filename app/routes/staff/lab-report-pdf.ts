import { data } from 'react-router'
import type { Route } from './+types/lab-report-pdf'
import { auditLabRead, orderIdByNumber } from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { renderLabReportPdf } from '#app/domain/lab/report-pdf.server.ts'
import { loadReportView } from '#app/domain/lab/report.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The verified report as a PDF for the laboratory; every download is audited, never cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  const locale = requestLocale(request)
  const orderId = await orderIdByNumber(params.number)
  const view = orderId ? await loadReportView(orderId, locale) : null
  if (!orderId || !view) {
    throw data({ message: getT(locale, 'lab')('staff.report.notReady') }, { status: 404 })
  }
  await auditLabRead({ userId: user.id, ipAddress: context.clientIp || null }, orderId, 'pdf')
  const pdf = await renderLabReportPdf(view, locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${view.number}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
