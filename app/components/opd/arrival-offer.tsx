import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** What the manage page offers a booked patient on the day (manage-arrival.server.ts). */
export type ArrivalOfferView = {
  /** Whether the button works now (from an hour before the booked time). */
  open: boolean
  /** From when it works, as a clinic time. */
  opensAt: string
  /** The clinic the check-in is at. */
  clinic: string
}

/** "I have arrived": the patient's own check-in, one button (a plain form POST). */
export function ArrivalOffer({ offer }: { offer: ArrivalOfferView }) {
  const t = useT('opd')
  return (
    <section
      aria-labelledby="arrival-title"
      className="card mt-6 border-4 border-brand-600"
      data-testid="arrival-offer"
    >
      <h2 id="arrival-title" className="text-xl font-bold text-slate-900">
        {t('arrival.title')}
      </h2>
      {offer.open ? (
        <>
          <p className="mt-2 text-slate-700">{t('arrival.text')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="arrived" />
            <input type="hidden" name="clinic" value={offer.clinic} />
            <button type="submit" className="btn-primary text-lg">
              {t('arrival.button')}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-slate-700">{t('arrival.later', { time: offer.opensAt })}</p>
      )}
    </section>
  )
}
