import { data } from 'react-router'
import type { Route } from './+types/opd-visit-pdf'
import { prescriptionDocument } from '#app/domain/prescriptions/prescription-document.server.ts'
import { prescriptionAbha } from '#app/domain/prescriptions/prescription-abha.server.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { visitPrescriptionRecord } from './opd-visit.server.ts'

export const policy: RoutePolicy = personal

/** An OPD visit's prescription as a PDF, for its doctor to print: the same document as online. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const record = await visitPrescriptionRecord(request, params.visitId)
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
