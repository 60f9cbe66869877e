import { data } from 'react-router'
import type { Route } from './+types/order-report-pdf'
import { findOrderByToken } from '#app/domain/lab/orders.server.ts'
import { renderLabReportPdf } from '#app/domain/lab/report-pdf.server.ts'
import { loadReportView } from '#app/domain/lab/report.server.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/** The released report as a PDF, for whoever holds the order's private link; never cached. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const order = await findOrderByToken(params.token)
  const locale = requestLocale(request)
  const view = order && order.status === 'released' ? await loadReportView(order.id, locale) : null
  if (!view) throw data(null, { status: 404 })
  const pdf = await renderLabReportPdf(view, locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${view.number}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
