import { loadReportView, renderLabReportPdf } from '#app/domain/lab/index.server.ts'
import {
  findPrescriptionRecord,
  prescriptionAbha,
  prescriptionDocument,
} from '#app/domain/prescriptions/index.server.ts'
import { renderPdf } from '#app/utils/documents/pdf.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { type RecordRef } from './records.server.ts'

/**
 * A record's printed form, the same PDF its own pages give (the prescription's, the laboratory
 * report's), for the patient's list and for a shared link: those pages are reached by the
 * consultation room's access or the order's private link, which neither has. Consultations and
 * visits have no printed form of their own (null), nor does a report not released.
 */
export async function renderRecordPdf(
  ref: RecordRef,
  locale: Locale,
): Promise<{ fileName: string; bytes: Buffer } | null> {
  if (ref.kind === 'prescription') {
    const record = await findPrescriptionRecord(ref.id)
    if (!record) return null
    return {
      fileName: `${record.number}.pdf`,
      bytes: await renderPdf(prescriptionDocument(record, await prescriptionAbha(record))),
    }
  }
  if (ref.kind === 'lab-report') {
    const view = await loadReportView(ref.id, locale)
    if (!view || view.releasedAt === null) return null
    return { fileName: `${view.number}.pdf`, bytes: await renderLabReportPdf(view, locale) }
  }
  return null
}
