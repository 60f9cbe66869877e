import { Ambulance, CircleCheck, Clock, Phone } from 'lucide-react'
import { isRouteErrorResponse, useLocation } from 'react-router'
import type { Route } from './+types/track'
import { RunningAge } from '#app/components/ambulance/age.tsx'
import { CallFirst } from '#app/components/ambulance/call-first.tsx'
import { CancelForm, NoteForm } from '#app/components/ambulance-tracking/caller-forms.tsx'
import { TrackingNotFound } from '#app/components/ambulance-tracking/tracking-not-found.tsx'
import { ErrorContent } from '#app/components/layout/error-content.tsx'
import { NoScriptRefresh, TYPING } from '#app/components/ui/no-script-refresh.tsx'
import { SITE, townName } from '#app/content/site.ts'
import type { AmbulanceStatus } from '#app/db/schema/ambulance-values.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { useLiveRevalidate } from '#app/utils/use-live.ts'
import { NOINDEX, pageMetaOr404 } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { ambulanceTrackingPage, answerCaller } from './track.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['ambulance'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data, error }) => [
  ...pageMetaOr404(data, error),
  NOINDEX,
]

/** Without JavaScript the caller's page looks again by itself this often while the request is open. */
const TRACK_REFRESH_SECONDS = 30

/**
 * The caller's private page: where the request stands, live. A forged or cut-short link is a 404
 * that still gives the numbers to call and the request form (ErrorBoundary).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return ambulanceTrackingPage(request, params.token)
}

export async function action({ request, params }: Route.ActionArgs) {
  return answerCaller(request, params.token)
}

/** The steps as the caller follows them; "cancelled" replaces the rest when it happens. */
const STEPS: AmbulanceStatus[] = [
  'received',
  'assigned',
  'on_the_way',
  'arrived',
  'to_hospital',
  'closed',
]

export default function TrackAmbulance({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('ambulance')
  const locale = useLocale()
  const { tracking: r, sent, writing, now } = loaderData
  const { pathname } = useLocation()
  const open = r.status !== 'closed' && r.status !== 'cancelled'
  const place = [r.village, r.landmark].filter(Boolean).join(', ')
  // Without JavaScript the open request's page reloads itself, unless the caller is writing (or
  // reading a mistake in what they wrote): a reload would wipe it.
  const refreshes = open && !writing && !actionData
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <CallFirst />
      {refreshes ? <NoScriptRefresh seconds={TRACK_REFRESH_SECONDS} /> : null}
      {open ? <LiveRefresh url={`${pathname}/live`} /> : null}
      {sent ? (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-brand-700" />
          <div>
            <p className="text-lg font-bold text-slate-900">{t('track.sent.title')}</p>
            <p className="mt-1 text-slate-800">
              {t('track.sent.number')}{' '}
              <strong translate="no" className="text-xl whitespace-nowrap">
                {r.number}
              </strong>
            </p>
            <p className="mt-1 text-slate-800">{t('track.sent.keep')}</p>
          </div>
        </div>
      ) : null}
      <h1 className="mt-6 text-2xl font-bold text-slate-900">
        {t('track.title', { number: r.number })}
      </h1>
      <p className="mt-1 text-slate-700">
        {t('track.sentAt', { time: formatClinicTime(new Date(r.createdAt), locale) })} (
        <RunningAge since={new Date(r.createdAt).toISOString()} now={now} />)
      </p>

      <section aria-labelledby="now-title" className="card mt-4" aria-live="polite">
        <h2 id="now-title" className="text-sm font-semibold text-slate-700 uppercase">
          {t('track.now')}
        </h2>
        <p className="mt-1 text-2xl font-bold text-slate-900">{t(`status.${r.status}`)}</p>
        <p className="mt-1 text-slate-800">{t(`statusHelp.${r.status}`)}</p>
        {r.status === 'cancelled' && r.cancelReason ? (
          <p className="mt-2">{t('track.cancelReason', { reason: r.cancelReason })}</p>
        ) : null}
        {r.mergedInto ? (
          <p className="mt-2 font-semibold">
            {t('track.merged', { number: r.mergedInto.number })}{' '}
            {r.mergedInto.path ? (
              <Link to={r.mergedInto.path} className="underline">
                {t('track.mergedLink', { number: r.mergedInto.number })}
              </Link>
            ) : null}
          </p>
        ) : null}
        {r.vehicle && open ? (
          <div className="mt-4 rounded-md border border-slate-300 bg-white p-3">
            <p className="flex items-center gap-2 font-semibold">
              <Ambulance aria-hidden="true" className="size-5 text-alert-700" />
              {t('track.vehicle', {
                number: r.vehicle.registrationNumber,
                kind: t(`vehicleKind.${r.vehicle.kind}`),
              })}
            </p>
            <p className="mt-1">{t('track.driver', { name: r.vehicle.driverName })}</p>
            <a href={`tel:${r.vehicle.driverPhone}`} className="btn-secondary mt-2 inline-flex">
              <Phone aria-hidden="true" className="size-5" />
              {t('track.callDriver', { phone: formatIndianPhone(r.vehicle.driverPhone) })}
            </a>
            {r.etaAt && (r.status === 'assigned' || r.status === 'on_the_way') ? (
              <p className="mt-3 flex items-center gap-2 text-lg font-bold text-brand-800">
                <Clock aria-hidden="true" className="size-5" />
                {t('track.eta', { time: formatClinicTime(new Date(r.etaAt), locale) })}
              </p>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="steps-title" className="mt-6">
        <h2 id="steps-title" className="text-lg font-bold text-slate-900">
          {t('track.steps')}
        </h2>
        <ol className="mt-2 space-y-2">
          {(r.status === 'cancelled'
            ? r.events.filter((e) => e.status).map((e) => e.status!)
            : STEPS
          ).map((step, index) => {
            const event = r.events.findLast((e) => e.status === step)
            return (
              <li
                key={`${step}-${index}`}
                className={`flex items-baseline justify-between gap-3 rounded-md border px-3 py-2 ${event ? 'border-brand-700 bg-white' : 'border-dashed border-slate-300 text-slate-600'}`}
              >
                <span className={event ? 'font-semibold' : ''}>
                  {event ? '✓ ' : ''}
                  {t(`status.${step}`)}
                  {event ? null : <span className="sr-only"> {t('track.notYet')}</span>}
                </span>
                {event ? (
                  <time dateTime={new Date(event.at).toISOString()} className="tabular-nums">
                    {formatClinicTime(new Date(event.at), locale)}
                  </time>
                ) : null}
              </li>
            )
          })}
        </ol>
      </section>

      <section aria-labelledby="details-title" className="mt-6">
        <h2 id="details-title" className="text-lg font-bold text-slate-900">
          {t('track.details')}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t('track.kind')}</dt>
          <dd>{t(`kind.${r.kind}`)}</dd>
          <dt className="font-semibold">{t('track.place')}</dt>
          <dd>
            {place || null}
            {r.located ? (
              <span className="block text-slate-700">
                {t('track.located', { metres: r.accuracyM ?? '?' })}
              </span>
            ) : null}
          </dd>
          <dt className="font-semibold">{t('track.patients')}</dt>
          <dd>{r.patients}</dd>
          <dt className="font-semibold">{t('track.destination')}</dt>
          <dd>
            {r.destination === 'other'
              ? r.destinationName
              : t(`destination.${r.destination}`, { site: SITE.name, town: townName(locale) })}
          </dd>
        </dl>
        {r.events.some((e) => e.byCaller && e.note && !e.status) ? (
          <>
            <h3 className="mt-4 font-bold">{t('track.yourNotes')}</h3>
            <ul className="mt-1 space-y-1">
              {r.events
                .filter((e) => e.byCaller && e.note && !e.status)
                .map((e) => (
                  <li key={e.id} className="rounded bg-slate-100 px-3 py-2">
                    <time dateTime={new Date(e.at).toISOString()} className="mr-2 tabular-nums">
                      {formatClinicTime(new Date(e.at), locale)}
                    </time>
                    {e.note}
                  </li>
                ))}
            </ul>
          </>
        ) : null}
      </section>

      {refreshes ? (
        // The forms are hidden on the page that reloads itself (TYPING); they wait on a view of
        // their own that stays still.
        <noscript>
          <p className="mt-6 text-slate-800">
            {t('track.noscript', { seconds: TRACK_REFRESH_SECONDS })}
          </p>
          {r.mayAddNote || r.mayCancel ? (
            <p className="mt-3">
              <a href={`${pathname}?write=1#note-title`} className="btn-secondary">
                {t('track.write')}
              </a>
            </p>
          ) : null}
        </noscript>
      ) : open ? (
        <noscript>
          <p className="mt-6 text-slate-800">
            {t('track.stillView')}{' '}
            <a href={pathname} className="font-semibold underline">
              {t('track.backToLive')}
            </a>
          </p>
        </noscript>
      ) : null}
      <div {...TYPING}>
        {r.mayAddNote ? (
          <NoteForm result={actionData?.intent === 'note' ? actionData.result : undefined} />
        ) : null}
        {r.mayCancel ? (
          <CancelForm result={actionData?.intent === 'cancel' ? actionData.result : undefined} />
        ) : null}
      </div>
    </div>
  )
}

/**
 * A forged link, or one an SMS cut short: still a 404, but with the numbers to call and the way
 * to request an ambulance — whoever opens it may need one now.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  return status === 404 ? <TrackingNotFound /> : <ErrorContent status={status} />
}

/** Looks again whenever the dispatcher changes the request. */
function LiveRefresh({ url }: { url: string }) {
  const t = useT('ambulance')
  const connected = useLiveRevalidate(url)
  return (
    <p className="mt-2 text-sm text-slate-700" aria-hidden="true">
      {connected ? t('track.live') : null}
    </p>
  )
}
