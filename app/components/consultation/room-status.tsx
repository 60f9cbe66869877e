import { Name } from '#app/components/ui/name.tsx'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { RoomKey } from './room-key.tsx'
import type { RoomPageView, RoomStateView } from './room-view.ts'

/** Where the room stands, announced as it changes; a page without JavaScript checks again. */
export function RoomStatus({
  data,
  state,
  connected,
}: {
  data: RoomPageView
  state: RoomStateView
  connected: boolean
}) {
  const t = useT('consultation')
  const locale = useLocale()
  const hydrated = useHydrated()
  const doctor = <Name>{data.doctorName}</Name>
  const patient = data.role === 'patient'
  let text: React.ReactNode
  if (state.phase === 'early') {
    text = t('status.early', { time: formatClinicTime(new Date(state.opensAt!), locale) })
  } else if (state.phase === 'closed') {
    text = t(`status.closed.${state.closedWhy ?? 'time'}`)
  } else if (state.startedAt) {
    text = patient ? (
      <Message ns="consultation" k="status.readyPatient" components={[doctor]} />
    ) : (
      t('status.inProgress')
    )
  } else if (patient) {
    text = <Message ns="consultation" k="status.waitingPatient" components={[doctor]} />
  } else {
    text = state.patientPresent ? t('status.patientWaiting') : t('status.patientNotHere')
  }
  return (
    <section aria-labelledby="room-status-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="room-status-title" className="sr-only">
        {t('status.heading')}
      </h2>
      {/* One live region: the news and the patient's place in the queue are both announced. */}
      <div role="status" aria-live="polite">
        <p className="text-lg font-semibold text-slate-900" data-testid="room-status">
          {text}
        </p>
        {patient && state.queue && !state.startedAt ? (
          <p className="mt-1 text-slate-700" data-testid="queue-place">
            {state.queue.doctorBusy
              ? t('status.queueBusy', { place: state.queue.place })
              : t('status.queue', { place: state.queue.place })}
          </p>
        ) : null}
      </div>
      {patient && hydrated && state.phase === 'open' && !state.startedAt ? (
        // Only where the page's live connection can keep the promise.
        <p className="mt-1 text-slate-700">{t('status.toldWhenReady')}</p>
      ) : null}
      {!patient && state.phase === 'open' ? (
        <p className="mt-1 text-slate-700">
          {data.role === 'staff' && state.doctorPresent ? `${t('status.doctorHere')} ` : null}
          {state.patientPresent ? t('status.patientHere') : t('status.patientAway')}
        </p>
      ) : null}
      {state.phase !== 'closed' ? (
        // Without JavaScript the room never reloads itself: it would wipe the problem being
        // described and the message being typed, on a slow phone mid-sentence. One press shows
        // the latest instead; every form sent brings it too.
        <noscript>
          <p className="mt-2 text-slate-800">
            {t('status.noScript')}{' '}
            <Link to={data.roomUrl} className="btn-secondary mt-2 min-h-11">
              {t('status.checkAgain')}
            </Link>
          </p>
        </noscript>
      ) : null}
      {hydrated && state.phase !== 'closed' && !connected ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="live-off">
          {t('status.notLive')}
        </p>
      ) : null}
    </section>
  )
}

export function DoctorControls({
  state,
  roomKey,
}: {
  state: RoomStateView
  roomKey: string | null
}) {
  const t = useT('consultation')
  return (
    <Form method="post" className="mt-4 flex flex-wrap gap-2">
      <RoomKey value={roomKey} />
      {!state.startedAt && state.phase === 'open' ? (
        <button type="submit" name="intent" value="start" className="btn-primary">
          {t('doctor.start')}
        </button>
      ) : null}
      <button type="submit" name="intent" value="end" className="btn-secondary">
        {t('doctor.end')}
      </button>
    </Form>
  )
}
