import type { PrescriptionSummaryData } from '#app/domain/prescriptions/prescription-types.ts'
import {
  prescriptionPath,
  prescriptionPdfPath,
} from '#app/domain/prescriptions/prescription-paths.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/**
 * The prescription's corner of a consultation room: "No prescription yet" (the doctor gets a
 * "Write prescription" link), or the current one's number and date with links to view, print and
 * download it. Data: `loadPrescriptionSummary(appointmentId)` (prescriptions.server.ts). The page
 * that embeds it must load the `prescription` catalogue (`handle.i18n`).
 */
export function PrescriptionSummary({
  summary,
  appointmentId,
  roomKey,
  canWrite,
}: {
  summary: PrescriptionSummaryData
  appointmentId: string
  /** The patient's private key (`?k=`) when they came by the manage link; else null. */
  roomKey: string | null
  /** True for the appointment's doctor. */
  canWrite: boolean
}) {
  const t = useT('prescription')
  const locale = useLocale()
  const page = prescriptionPath(appointmentId, roomKey)
  return (
    <section
      aria-labelledby="prescription-summary"
      className="rounded-md border border-slate-300 p-4"
    >
      <h2 id="prescription-summary" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      {summary.current ? (
        <>
          <p className="mt-1">
            {t('summary.current', {
              number: summary.current.number,
              date: formatClinicDateTime(new Date(summary.current.issuedAt), locale),
            })}
          </p>
          <p className="mt-2 flex flex-wrap gap-4">
            <Link to={page} className="font-semibold underline">
              {t('summary.view')}
            </Link>
            <Link
              to={prescriptionPdfPath(appointmentId, roomKey)}
              reloadDocument
              className="underline"
            >
              {t('downloadPdf')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="mt-1">{t('summary.none')}</p>
          {canWrite ? (
            <p className="mt-2">
              <Link to={page} className="btn-primary">
                {t('summary.write')}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
