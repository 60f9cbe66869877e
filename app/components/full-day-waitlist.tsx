import { useT } from '#app/utils/i18n/i18n.tsx'

/** How long a freed time is held (HOLD_MINUTES on the server; the words only need the figure). */
const HOLD_MINUTES = 15

/**
 * A full day on the booking form: "Tell me if a time frees up" (decision 0023). The button
 * submits the booking form itself, so the patient's name and contact details go with it; it
 * skips the browser's checks for a booking (no time can be chosen), and the server checks what a
 * waitlist needs.
 */
export function FullDayWaitlist({ submitting }: { submitting: boolean }) {
  const t = useT('booking')
  return (
    <section
      aria-labelledby="full-day-title"
      className="mb-4 rounded-md border border-brand-700 bg-brand-50 p-4"
      data-testid="full-day-waitlist"
    >
      <h2 id="full-day-title" className="text-lg font-bold text-slate-900">
        {t('waitlist.full.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('waitlist.full.text', { minutes: HOLD_MINUTES })}</p>
      <p className="mt-1 text-sm text-slate-700">{t('waitlist.full.how')}</p>
      <button
        type="submit"
        name="intent"
        value="waitlist"
        formNoValidate
        className="btn-secondary mt-3 w-full sm:w-auto"
        disabled={submitting}
      >
        {t('waitlist.full.join')}
      </button>
    </section>
  )
}
