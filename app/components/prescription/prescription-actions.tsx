import { prescriptionPdfPath } from '#app/domain/prescriptions/prescription-paths.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'

export function PrintActions({ pdf }: { pdf: string }) {
  const t = useT('prescription')
  const hydrated = useHydrated()
  return (
    <p className="no-print flex flex-wrap gap-3">
      <Link to={pdf} reloadDocument className="btn-primary">
        {t('downloadPdf')}
      </Link>
      {/* Printing needs the browser's script; without it, the browser's own menu prints the page. */}
      {hydrated ? (
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {t('print')}
        </button>
      ) : null}
    </p>
  )
}

/** A next step from the issued prescription (book its tests, order its medicines): one button. */
export function PrescriptionNextStep({
  title,
  text,
  intent,
  button,
}: {
  title: string
  text: string
  intent: 'book-tests' | 'order-medicines'
  button: string
}) {
  return (
    <div className="no-print mt-6 rounded-md border border-brand-700 bg-brand-50 p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1">{text}</p>
      <Form method="post" className="mt-3">
        <button type="submit" name="intent" value={intent} className="btn-primary">
          {button}
        </button>
      </Form>
    </div>
  )
}

/** The doctor's two ways to change an issued prescription: replace it, or cancel it alone. */
export function ChangePrescriptionChoices() {
  const t = useT('prescription')
  return (
    <div className="no-print mt-6 rounded-md border border-slate-300 p-4">
      <p>{t('form.cancelAndReissueIntro')}</p>
      <p className="mt-2">
        <Link to="?reissue=1" className="btn-secondary">
          {t('form.cancelAndReissue')}
        </Link>
      </p>
      <p className="mt-4">{t('form.cancelOnlyIntro')}</p>
      <p className="mt-2">
        <Link to="?cancel=1" className="btn-secondary">
          {t('form.cancelOnly')}
        </Link>
      </p>
    </div>
  )
}

/**
 * The consultation's (or an OPD visit's) cancelled prescriptions, each with its PDF: `pdfOf`
 * gives an OPD visit's PDF address; a consultation's is built from its id and room key.
 */
export function CancelledPrescriptions({
  cancelled,
  appointmentId,
  roomKey,
  pdfOf,
}: {
  cancelled: Array<{
    id: string
    number: string
    issuedOn: string
    cancelledOn: string | null
    cancelReason: string | null
  }>
  appointmentId?: string
  roomKey?: string | null
  pdfOf?: (prescriptionId: string) => string
}) {
  const t = useT('prescription')
  const key = roomKey ?? null
  return (
    <section className="no-print mt-8" aria-labelledby="rx-cancelled">
      <h2 id="rx-cancelled" className="text-xl font-bold">
        {t('cancelled.title')}
      </h2>
      <ul className="mt-2 space-y-2">
        {cancelled.map((p) => (
          <li key={p.id}>
            <span className="font-semibold">{p.number}</span> ({t('cancelled.badge')}) —{' '}
            {t('issuedOn', { date: p.issuedOn })};{' '}
            {t('cancelled.line', { date: p.cancelledOn ?? '', reason: p.cancelReason ?? '' })}{' '}
            <Link
              to={pdfOf ? pdfOf(p.id) : prescriptionPdfPath(appointmentId ?? '', key, p.id)}
              reloadDocument
              className="underline"
            >
              {t('downloadPdf')} <span className="sr-only">{p.number}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
