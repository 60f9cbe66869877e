import { NoScriptRefresh } from '#app/components/ui/no-script-refresh.tsx'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { useLiveRevalidate } from '#app/utils/use-live.ts'

/** What the patient's phone shows of their OPD visit (app/routes/opd/token-place.server.ts). */
export type TokenPlaceView = {
  token: number
  status: 'waiting' | 'called' | 'done' | 'skipped'
  ahead: number
  waitMinutes: number
  doctorName: string
  facilityName: string
  /** False once the visit's day is over (nothing is live any more). */
  today: boolean
}

/** Without JavaScript a waiting patient's page looks again this often. */
const NO_SCRIPT_REFRESH_SECONDS = 30

/**
 * The patient's token and their place in the queue: "token 17, 4 patients ahead, about 35
 * minutes", "it's your turn" once called, and the done and skipped states. Live while waiting
 * (the page's stream at `liveUrl` says when the doctor's queue changed); without JavaScript the
 * page reloads itself while the patient waits.
 */
export function TokenPlace({ place, liveUrl }: { place: TokenPlaceView; liveUrl: string }) {
  const t = useT('opd')
  const live = place.today && (place.status === 'waiting' || place.status === 'called')
  useLiveRevalidate(live ? liveUrl : null)
  const turn = place.status === 'called'
  return (
    <section
      aria-labelledby="token-place-title"
      className={`card mt-6 border-4 ${turn ? 'border-green-700 bg-green-50' : 'border-brand-600'}`}
      data-testid="token-place"
    >
      {live ? <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} /> : null}
      <h2 id="token-place-title" className="text-xl font-bold text-slate-900">
        {t('phone.title')}
      </h2>
      <p className="mt-2 flex items-baseline gap-3">
        <span className="text-lg font-semibold text-slate-700">{t('phone.token')}</span>
        <span
          className="text-6xl leading-none font-black text-slate-900 tabular-nums"
          data-testid="token-number"
        >
          {place.token}
        </span>
      </p>
      <p className="mt-1 text-slate-700">
        {t('phone.doctor', { doctor: place.doctorName, clinic: place.facilityName })}
      </p>
      <div aria-live="polite" aria-atomic="true" data-testid="token-status">
        {!place.today ? (
          <p className="mt-3 text-lg font-semibold text-slate-800">{t('phone.over')}</p>
        ) : place.status === 'waiting' ? (
          <>
            <p className="mt-3 text-2xl font-bold text-slate-900" data-testid="token-ahead">
              {t('phone.ahead', { count: place.ahead })}
            </p>
            <p className="mt-1 text-lg text-slate-800" data-testid="token-minutes">
              {place.waitMinutes > 0
                ? t('phone.minutes', { minutes: place.waitMinutes })
                : t('phone.soon')}
            </p>
          </>
        ) : turn ? (
          <p className="mt-3 text-2xl font-bold text-green-800">{t('phone.yourTurn')}</p>
        ) : place.status === 'done' ? (
          <p className="mt-3 text-lg font-semibold text-slate-800">{t('phone.done')}</p>
        ) : (
          <p className="mt-3 text-lg font-semibold text-alert-700">{t('phone.skipped')}</p>
        )}
      </div>
      {live ? <p className="mt-3 text-sm text-slate-600">{t('phone.liveHint')}</p> : null}
    </section>
  )
}
