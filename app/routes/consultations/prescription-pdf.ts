import { data } from 'react-router'
import type { Route } from './+types/prescription-pdf'
import { auditStaffRead, requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { prescriptionDocument } from '#app/domain/prescriptions/prescription-document.server.ts'
import { prescriptionAbha } from '#app/domain/prescriptions/prescription-abha.server.ts'
import { listPrescriptions } from '#app/domain/prescriptions/prescriptions.server.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

/**
 * The consultation's prescription as a PDF: the current one, or an earlier one by `?rx=<id>`.
 * The same people as the page may have it; never stored by a cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  await auditStaffRead(access, context.clientIp, { prescription: 'pdf' })
  const wanted = new URL(request.url).searchParams.get('rx')
  const records = await listPrescriptions(access.appointment.id)
  const record = wanted
    ? records.find((r) => r.id === wanted)
    : (records.find((r) => !r.cancelledAt) ?? null)
  if (!record) throw data(null, { status: 404 })
  const pdf = await renderPdf(prescriptionDocument(record, await prescriptionAbha(record)))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${record.number}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
