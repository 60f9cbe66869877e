import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * On a booking's manage page: ask to be told of an earlier time with the same doctor, or see
 * that you are on the list and leave it (decision 0023). One button each, no JavaScript needed.
 */
export function AppointmentWaitlist({
  status,
  submitting,
}: {
  /** The booking's place in the line: none yet, waiting, or holding an offer now. */
  status: 'waiting' | 'offered' | null
  submitting: boolean
}) {
  const t = useT('booking')
  return (
    <section
      aria-labelledby="waitlist-title"
      className="card mt-6"
      data-testid="appointment-waitlist"
    >
      <h2 id="waitlist-title" className="text-xl font-bold text-slate-900">
        {t('waitlist.manage.title')}
      </h2>
      {status === null ? (
        <>
          <p className="mt-2 text-slate-700">{t('waitlist.manage.text')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="join-waitlist" />
            <button type="submit" className="btn-secondary" disabled={submitting}>
              {t('waitlist.manage.join')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700" role="status">
            {status === 'offered' ? t('waitlist.manage.offered') : t('waitlist.manage.on')}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="leave-waitlist" />
            <button type="submit" className="btn-secondary" disabled={submitting}>
              {t('waitlist.manage.leave')}
            </button>
          </Form>
        </>
      )}
    </section>
  )
}
