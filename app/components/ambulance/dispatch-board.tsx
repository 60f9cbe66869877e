import { Ambulance, MapPin, Phone, Siren } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import {
  type AmbulanceStatus,
  type Board,
  type BoardReply as Reply,
  type BoardRequest,
  CALLER_LIMIT_WINDOW_MINUTES,
  type FleetVehicle as Vehicle,
} from '#app/domain/ambulance/board-view.ts'
import { RunningAge } from '#app/components/ambulance/age.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NoScriptRefresh, TYPING } from '#app/components/ui/no-script-refresh.tsx'
import { SITE, townName } from '#app/content/site.ts'
import { asksForEta, nextStatuses } from '#app/domain/ambulance/status-flow.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { mapLink } from '#app/utils/geo.ts'
import { useLocale, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { useLocalizePath } from '#app/utils/i18n/links.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useLiveRevalidate, WATCH_REFRESH_MS } from '#app/utils/use-live.ts'
import { useArrivals, useCountInTitle } from '#app/utils/use-arrivals.ts'
import { useAlertSound } from './alert-sound.ts'

type MoveTarget = 'on_the_way' | 'arrived' | 'to_hospital' | 'closed'

/** Without JavaScript the board looks again by itself this often: a new request is never missed. */
export const BOARD_REFRESH_SECONDS = 15

/**
 * The dispatch board: requests waiting for a vehicle first (oldest first, with a running age),
 * then the jobs under way, the fleet and what ended lately. It looks again by itself whenever a
 * request is made or changes; a new request is announced on screen and, once the dispatcher turned
 * it on, by sound. Without JavaScript every button is a plain form and the board reloads itself
 * every BOARD_REFRESH_SECONDS; what takes typing or a choice (sending a vehicle, the expected time,
 * a note, a cancellation) is then done on the request's own view (`focus`), which stays still.
 */
export function DispatchBoard({
  board,
  now,
  pageReply,
  focus,
}: {
  board: Board
  now: string
  pageReply: Reply | null
  /** The request being worked on (`?request=<id>`): the board shows it alone and stays still. */
  focus: string | null
}) {
  const t = useT('ambulance')
  const available = board.vehicles.filter((v) => v.status === 'available')
  const alert = useNewRequestAlert(board)
  const localize = useLocalizePath()
  // An answer with a mistake shows what was typed: it must not be reloaded away either.
  const still = focus !== null || pageReply !== null
  if (focus !== null) {
    const request = [...board.waiting, ...board.active].find((r) => r.id === focus) ?? null
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('board.title')}</h1>
        <p className="mt-2 text-slate-800">
          {request ? `${t('board.workingOn', { number: request.number })} ` : null}
          <noscript>
            <span>{t('board.stillView')} </span>
          </noscript>
          <a href={localize('/staff/ambulance')} className="font-semibold underline">
            {t('board.backToBoard')}
          </a>
        </p>
        {request ? (
          <div className="mt-6">
            <RequestCard r={request} now={now} available={available} pageReply={pageReply} />
          </div>
        ) : (
          <p className="mt-6 text-slate-700">{t('board.notOnBoard')}</p>
        )}
      </div>
    )
  }
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('board.title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <LiveRefresh />
          <SoundToggle sound={alert.sound} />
        </div>
      </div>
      <p className="mt-1 text-slate-700">
        {t('board.summary', {
          waiting: board.waiting.length,
          active: board.active.length,
          available: available.length,
        })}
      </p>
      <div aria-live="assertive" role="alert" className="mt-3">
        {alert.news.length > 0 ? (
          <div className="flex flex-wrap items-start gap-3 rounded-md border-4 border-red-900 bg-alert-700 px-4 py-3 text-lg font-bold text-white">
            <Siren aria-hidden="true" className="mt-1 size-6 shrink-0 animate-pulse" />
            <ul className="grow space-y-1">
              {alert.news.map((n) => (
                <li key={n.id}>{n.text}</li>
              ))}
            </ul>
            <button
              type="button"
              onClick={alert.dismiss}
              className="rounded border-2 border-white px-3 py-1 text-base"
            >
              {t('board.seen')}
            </button>
          </div>
        ) : null}
      </div>
      {still ? null : (
        <>
          <NoScriptRefresh seconds={BOARD_REFRESH_SECONDS} />
          <noscript>
            <p className="mt-2 text-slate-800">
              {t('board.noscript', { seconds: BOARD_REFRESH_SECONDS })}
            </p>
          </noscript>
        </>
      )}

      <RequestList
        id="waiting-title"
        title={t('board.waiting', { count: board.waiting.length })}
        empty={t('board.noneWaiting')}
        className="mt-6"
        headingClass="text-alert-700"
        requests={board.waiting}
        cardProps={{ now, available, pageReply, workLink: true }}
      />
      <RequestList
        id="active-title"
        title={t('board.active', { count: board.active.length })}
        empty={t('board.noneActive')}
        className="mt-8"
        headingClass="text-slate-900"
        requests={board.active}
        cardProps={{ now, available, pageReply, workLink: true }}
      />

      <Fleet vehicles={board.vehicles} />
      <Ended requests={board.ended} />
    </div>
  )
}

function RequestList({
  id,
  title,
  empty,
  className,
  headingClass,
  requests,
  cardProps,
}: {
  id: string
  title: string
  empty: string
  className: string
  headingClass: string
  requests: BoardRequest[]
  cardProps: Omit<Parameters<typeof RequestCard>[0], 'r'>
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={`text-xl font-bold ${headingClass}`}>
        {title}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <RequestCard r={r} {...cardProps} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A new request since the page opened: shown in a banner, in the tab's title and by sound. */
type News = { id: string; text: string }

/** What callers did since the page opened: a new request, a note added, a request called off. */
function callerNews(board: Board, t: ReturnType<typeof useT<'ambulance'>>): News[] {
  const news: News[] = board.waiting.map((r) => ({
    id: r.id,
    text: t('board.newAlert', { number: r.number, kind: t(`kind.${r.kind}`) }),
  }))
  for (const r of [...board.waiting, ...board.active, ...board.ended]) {
    for (const e of r.events) {
      if (!e.byCaller) continue
      news.push({
        id: e.id,
        text: e.status
          ? t('board.callerCancelled', { number: r.number })
          : t('board.callerNote', { number: r.number }),
      })
    }
  }
  return news
}

/**
 * News since the page opened, announced in a banner, in the tab's title (the number waiting) and
 * by sound: a new request until a vehicle is sent, a caller's note or cancellation until the
 * dispatcher dismisses it.
 */
function useNewRequestAlert(board: Board) {
  const t = useT('ambulance')
  const sound = useAlertSound()
  const current = callerNews(board, t)
  const [dismissed, setDismissed] = useState(() => new Set<string>())
  const { arrived: announced } = useArrivals(current)
  const play = useRef(sound.play)
  useEffect(() => {
    play.current = sound.play
  })
  const count = announced.length
  useEffect(() => {
    if (count > 0) play.current()
  }, [count])
  useCountInTitle(board.waiting.length)
  // A new request's news ends when it is handled; a caller's news when the dispatcher saw it.
  const stillNew = new Set(current.map((n) => n.id))
  const waitingIds = new Set(board.waiting.map((r) => r.id))
  const shown = announced
    .filter((n) => stillNew.has(n.id) && !dismissed.has(n.id))
    .filter((n) => !board.waiting.some((r) => r.id === n.id) || waitingIds.has(n.id))
    .reverse()
  return {
    news: shown,
    dismiss: () => setDismissed(new Set([...dismissed, ...shown.map((n) => n.id)])),
    sound,
  }
}

function SoundToggle({ sound }: { sound: ReturnType<typeof useAlertSound> }) {
  const t = useT('ambulance')
  if (!sound.supported) return null
  return (
    <button
      type="button"
      aria-pressed={sound.on}
      onClick={() => sound.toggle()}
      className="btn-secondary min-h-10 py-1"
    >
      <Siren
        aria-hidden="true"
        className={`size-5 ${sound.on ? 'text-alert-700' : 'text-slate-500'}`}
      />
      {sound.on ? t('board.soundOn') : t('board.soundOff')}
    </button>
  )
}

function LiveRefresh() {
  const t = useT('ambulance')
  const hydrated = useHydrated()
  const connected = useLiveRevalidate('/staff/ambulance/live', { everyMs: WATCH_REFRESH_MS })
  // Without JavaScript there is no stream to reconnect: the board reloads itself (NoScriptRefresh).
  if (!hydrated) return null
  return (
    <span className="text-sm font-semibold text-slate-700">
      {connected ? t('board.live') : t('board.notLive')}
    </span>
  )
}

/** What the caller added after sending (a landmark, how the patient is now). */
const callerNotes = (r: BoardRequest) => r.events.filter((e) => e.byCaller && e.note && !e.status)

function Typed({ children }: { children: string }) {
  return <span translate="no">{children}</span>
}

function RequestCard({
  r,
  now,
  available,
  pageReply,
  workLink = false,
}: {
  r: BoardRequest
  now: string
  available: Vehicle[]
  pageReply: Reply | null
  /** On the board that reloads itself without JavaScript: a link to the request's own view. */
  workLink?: boolean
}) {
  const t = useT('ambulance')
  const localize = useLocalizePath()
  const words = useTranslateRef()
  const locale = useLocale()
  const fetcher = useFetcher<Reply>()
  const reply = fetcher.data ?? (pageReply?.requestId === r.id ? pageReply : null)
  const kept = (intent: string, name: string) =>
    reply?.intent === intent ? (reply.values as Record<string, string>)[name] : undefined
  const busy = fetcher.state !== 'idle'
  const waiting = r.status === 'received'
  const titleId = `request-${r.id}`
  const errorId = `request-error-${r.id}`
  /** The fields of the form whose answer was a mistake point at the message and say so. */
  const invalid = (intent: string) =>
    reply?.intent === intent && reply.error
      ? ({ 'aria-describedby': errorId, 'aria-invalid': true } as const)
      : {}
  return (
    <article
      aria-labelledby={titleId}
      className={`card border-l-8 ${waiting ? 'border-alert-700' : 'border-brand-700'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-slate-900">
          <Typed>{r.number}</Typed> · {t(`kind.${r.kind}`)}
          {r.patients > 1 ? ` · ${t('board.patients', { count: r.patients })}` : ''}
        </h3>
        <p className={waiting ? 'font-bold text-alert-700' : 'font-semibold text-slate-800'}>
          {waiting ? t('board.waitingFor') : t(`status.${r.status}`)}{' '}
          {waiting ? <RunningAge since={new Date(r.createdAt).toISOString()} now={now} /> : null}
        </p>
      </div>
      {reply?.error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-2 rounded bg-red-50 px-3 py-2 font-semibold text-alert-700"
        >
          {words(reply.error)}
        </p>
      ) : null}
      {r.duplicateOf && waiting ? (
        <div className="mt-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold">
            {t('board.duplicate', { number: r.duplicateOf.number, minutes: 10 })}
            {r.duplicateOf.ended ? ` ${t('board.duplicateEnded')}` : ''}
          </p>
          <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
            <input type="hidden" name="requestId" value={r.id} />
            {r.duplicateOf.ended ? null : (
              <button
                type="submit"
                name="intent"
                value="merge"
                disabled={busy}
                className="btn-secondary min-h-10 py-1"
              >
                {t('board.merge', { number: r.duplicateOf.number })}
              </button>
            )}
            <button
              type="submit"
              name="intent"
              value="separate"
              disabled={busy}
              className="btn-secondary min-h-10 py-1"
            >
              {t('board.separate')}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
      {r.busyAddress && waiting ? (
        <p className="mt-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3 font-semibold">
          {t('board.busyAddress', { minutes: CALLER_LIMIT_WINDOW_MINUTES })}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('board.caller')}</dt>
        <dd>
          <a href={`tel:${r.callerPhone}`} className="inline-flex items-center gap-1 font-semibold">
            <Phone aria-hidden="true" className="size-4" />
            {t('board.callBack', { phone: formatIndianPhone(r.callerPhone) })}
          </a>
        </dd>
        <dt className="font-semibold">{t('board.place')}</dt>
        <dd>
          {r.village || r.landmark ? (
            <Typed>{[r.village, r.landmark].filter(Boolean).join(', ')}</Typed>
          ) : (
            <span className="text-slate-700">{t('board.noPlaceTyped')}</span>
          )}
          {r.latitude !== null && r.longitude !== null ? (
            <span className="mt-1 block">
              <MapPin aria-hidden="true" className="mr-1 inline size-4 text-alert-700" />
              {r.fromHospital
                ? t('board.fromHospital', {
                    km: r.fromHospital.km,
                    direction: t(`compass.${r.fromHospital.direction}`),
                  })
                : null}{' '}
              <span className="text-slate-700">
                ({r.latitude.toFixed(5)}, {r.longitude.toFixed(5)}
                {r.accuracyM !== null ? ` ±${r.accuracyM} m` : ''})
              </span>{' '}
              <a
                href={mapLink({ latitude: r.latitude, longitude: r.longitude })}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                {t('board.openMap')}
                <span className="sr-only"> {t('board.newTab')}</span>
              </a>
            </span>
          ) : null}
        </dd>
        <dt className="font-semibold">{t('board.destination')}</dt>
        <dd>
          {r.destination === 'other' ? (
            <Typed>{r.destinationName}</Typed>
          ) : (
            t(`destination.${r.destination}`, { site: SITE.name, town: townName(locale) })
          )}
        </dd>
        {r.note ? (
          <>
            <dt className="font-semibold">{t('board.note')}</dt>
            <dd>
              <Typed>{r.note}</Typed>
            </dd>
          </>
        ) : null}
        {callerNotes(r).length > 0 ? (
          <>
            <dt className="font-semibold text-alert-700">{t('board.callerNotes')}</dt>
            <dd>
              <ul className="space-y-1">
                {callerNotes(r).map((e) => (
                  <li key={e.id} className="rounded bg-amber-50 px-2 py-1 font-semibold">
                    <time dateTime={new Date(e.at).toISOString()} className="mr-2 tabular-nums">
                      {formatClinicTime(new Date(e.at), locale)}
                    </time>
                    <Typed>{e.note}</Typed>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {r.vehicle ? (
          <>
            <dt className="font-semibold">{t('board.vehicle')}</dt>
            <dd>
              <Ambulance aria-hidden="true" className="mr-1 inline size-4" />
              <Typed>{r.vehicle}</Typed> · <Name>{r.driverName ?? ''}</Name>{' '}
              {r.driverPhone ? (
                <a href={`tel:${r.driverPhone}`} className="font-semibold">
                  {formatIndianPhone(r.driverPhone)}
                </a>
              ) : null}
              {r.etaAt ? (
                <span className="block">
                  {t('board.eta', { time: formatClinicTime(new Date(r.etaAt), locale) })}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>

      {workLink ? (
        // Without JavaScript the board reloads itself and hides what takes typing (TYPING):
        // that is done on the request's own view, which stays still.
        <noscript>
          <p className="mt-4">
            <a
              href={`${localize('/staff/ambulance')}?request=${r.id}#${titleId}`}
              className="btn-secondary min-h-11"
            >
              {t('board.workOn')}
            </a>
          </p>
        </noscript>
      ) : null}
      {waiting ? (
        <fetcher.Form
          method="post"
          {...TYPING}
          className="mt-4 flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3"
        >
          <input type="hidden" name="requestId" value={r.id} />
          <div className="min-w-56 grow">
            <label htmlFor={`vehicle-${r.id}`} className="field-label">
              {t('board.vehicleLabel')}
            </label>
            <select
              id={`vehicle-${r.id}`}
              {...invalid('assign')}
              name="vehicleId"
              required
              defaultValue={kept('assign', 'vehicleId') ?? ''}
              className="field-input"
            >
              <option value="">
                {available.length === 0 ? t('board.noVehicle') : t('board.chooseVehicle')}
              </option>
              {available.map((v) => (
                <option key={v.id} value={v.id} translate="no">
                  {v.registrationNumber} · {t(`vehicleKind.${v.kind}`)} · {v.base} · {v.driverName}
                </option>
              ))}
            </select>
          </div>
          <EtaField
            id={`assign-eta-${r.id}`}
            defaultValue={kept('assign', 'eta')}
            invalid={invalid('assign')}
          />
          <button
            type="submit"
            name="intent"
            value="assign"
            disabled={busy}
            className="btn-emergency min-h-11"
          >
            {t('board.assign')}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form
          method="post"
          className="mt-4 flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-3"
        >
          <input type="hidden" name="requestId" value={r.id} />
          <input type="hidden" name="from" value={r.status} />
          <input type="hidden" name="intent" value="move" />
          {nextStatuses(r.status).some(asksForEta) ? (
            <EtaField
              id={`move-eta-${r.id}`}
              defaultValue={kept('move', 'eta')}
              invalid={invalid('move')}
            />
          ) : null}
          {nextStatuses(r.status).map((to: AmbulanceStatus) => (
            <button
              key={to}
              type="submit"
              name="to"
              value={to}
              disabled={busy}
              className="btn-primary min-h-11"
            >
              {t(`board.moveTo.${to as MoveTarget}`)}
            </button>
          ))}
        </fetcher.Form>
      )}

      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        <TextAction
          fetcher={fetcher}
          requestId={r.id}
          intent="note"
          title={t('board.addNote')}
          label={t('board.noteLabel')}
          submit={t('board.saveNote')}
          kept={kept('note', 'note')}
          invalid={invalid('note')}
          busy={busy}
          multiline
        />
        <TextAction
          fetcher={fetcher}
          requestId={r.id}
          intent="cancel"
          title={t('board.cancel')}
          label={t('board.reasonLabel')}
          submit={t('board.cancelSend')}
          kept={kept('cancel', 'reason')}
          invalid={invalid('cancel')}
          busy={busy}
          open={reply?.intent === 'cancel'}
          danger
        />
      </div>
      <Timeline events={r.events} />
    </article>
  )
}

/**
 * One of a card's less frequent actions, folded away: a note for the team, or a cancellation
 * with the reason the caller reads. One text field (`note` or `reason`) and its button.
 */
function TextAction({
  fetcher,
  requestId,
  intent,
  title,
  label,
  submit,
  kept,
  invalid,
  busy,
  multiline = false,
  open = false,
  danger = false,
}: {
  fetcher: ReturnType<typeof useFetcher<Reply>>
  requestId: string
  intent: 'note' | 'cancel'
  title: string
  label: string
  submit: string
  kept: string | undefined
  invalid: { 'aria-describedby'?: string; 'aria-invalid'?: true }
  busy: boolean
  multiline?: boolean
  open?: boolean
  danger?: boolean
}) {
  const id = `${intent}-${requestId}`
  const field = {
    id,
    name: intent === 'note' ? 'note' : 'reason',
    required: true,
    defaultValue: kept,
    className: 'field-input',
    ...invalid,
  }
  return (
    <details
      {...TYPING}
      className="rounded-md border border-slate-300 p-2"
      open={open || undefined}
    >
      <summary className={`cursor-pointer font-semibold ${danger ? 'text-alert-700' : ''}`}>
        {title}
      </summary>
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="requestId" value={requestId} />
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {multiline ? (
          <textarea rows={2} {...field} />
        ) : (
          <input minLength={3} maxLength={300} {...field} />
        )}
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={busy}
          className="btn-secondary mt-2 min-h-10 py-1"
        >
          {submit}
        </button>
      </fetcher.Form>
    </details>
  )
}

function EtaField({
  id,
  defaultValue,
  invalid,
}: {
  id: string
  defaultValue: string | undefined
  invalid: { 'aria-describedby'?: string; 'aria-invalid'?: true }
}) {
  const t = useT('ambulance')
  return (
    <div {...TYPING} className="w-40">
      <label htmlFor={id} className="field-label">
        {t('board.etaLabel')}
      </label>
      <input
        id={id}
        name="eta"
        type="number"
        min={1}
        max={240}
        inputMode="numeric"
        defaultValue={defaultValue}
        {...invalid}
        className="field-input"
      />
    </div>
  )
}

function Timeline({ events }: { events: BoardRequest['events'] }) {
  const t = useT('ambulance')
  const locale = useLocale()
  return (
    <details className="mt-3">
      <summary className="cursor-pointer font-semibold text-brand-800">
        {t('board.timeline', { count: events.length })}
      </summary>
      <ol className="mt-2 space-y-1 text-sm">
        {events.map((e) => (
          <li key={e.id}>
            <time dateTime={new Date(e.at).toISOString()} className="mr-2 tabular-nums">
              {formatClinicTime(new Date(e.at), locale)}
            </time>
            {e.status ? <strong>{t(`status.${e.status}`)}</strong> : null}
            {e.note ? (
              <>
                {e.status ? ': ' : ''}
                <Typed>{e.note}</Typed>
              </>
            ) : null}{' '}
            <span className="text-slate-700">
              {e.byCaller ? t('board.byCaller') : e.by ? <Name>{e.by}</Name> : null}
            </span>
          </li>
        ))}
      </ol>
    </details>
  )
}

function Fleet({ vehicles }: { vehicles: Vehicle[] }) {
  const t = useT('ambulance')
  return (
    <section aria-labelledby="fleet-title" className="mt-8">
      <h2 id="fleet-title" className="text-xl font-bold text-slate-900">
        {t('board.fleet')}
      </h2>
      {vehicles.length === 0 ? (
        <p className="mt-2">{t('board.noFleet')}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {vehicles.map((v) => (
            <li key={v.id} className="rounded-md border border-slate-300 bg-white p-3">
              <p className="font-semibold">
                <Typed>{v.registrationNumber}</Typed> · {t(`vehicleKind.${v.kind}`)}
              </p>
              <p className="text-sm">
                <Typed>{v.base}</Typed> · <Name>{v.driverName}</Name> ·{' '}
                <a href={`tel:${v.driverPhone}`}>{formatIndianPhone(v.driverPhone)}</a>
              </p>
              <p
                className={`mt-1 text-sm font-semibold ${v.job ? 'text-brand-800' : v.status === 'available' ? 'text-green-800' : 'text-slate-600'}`}
              >
                {v.job
                  ? t('board.onJob', { number: v.job.number })
                  : v.status === 'available'
                    ? t('board.available')
                    : t('board.offDuty')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Ended({ requests }: { requests: Board['ended'] }) {
  const t = useT('ambulance')
  const locale = useLocale()
  if (requests.length === 0) return null
  return (
    <section aria-labelledby="ended-title" className="mt-8">
      <h2 id="ended-title" className="text-xl font-bold text-slate-900">
        {t('board.ended')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {requests.map((r) => (
          <li key={r.id} className="py-2">
            <strong>
              <Typed>{r.number}</Typed>
            </strong>{' '}
            · {t(`kind.${r.kind}`)} · {t(`status.${r.status}`)}
            {r.closedAt ? ` · ${formatClinicTime(new Date(r.closedAt), locale)}` : ''}
            {r.cancelReason ? (
              <>
                {' '}
                · <Typed>{r.cancelReason}</Typed>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
