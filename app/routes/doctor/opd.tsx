import type { Route } from './+types/opd'
import { FormErrors } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NoScriptRefresh } from '#app/components/ui/no-script-refresh.tsx'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { useLiveRevalidate } from '#app/utils/use-live.ts'
import { doctorOpdAction, doctorOpdLoader } from './opd-doctor.server.ts'

export const handle: I18nHandle = { i18n: ['opd', 'doctor'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Without JavaScript the list looks again this often (it holds buttons only, nothing typed). */
const NO_SCRIPT_REFRESH_SECONDS = 30

export const loader = ({ request }: Route.LoaderArgs) => doctorOpdLoader(request)

export const action = ({ request, context }: Route.ActionArgs) =>
  doctorOpdAction(request, context.clientIp)

type Queue = NonNullable<Route.ComponentProps['loaderData']['queue']>
type Visit = Queue['waiting'][number]

export default function DoctorOpd({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT('opd')
  useLiveRevalidate(d.queue ? '/doctor/opd/live' : null)
  const errors = actionData?.result?.error
  const refusal = errors
    ? Object.values(errors)
        .flat()
        .filter((e): e is string => typeof e === 'string')
    : undefined
  if (!d.queue) {
    return (
      <div className="container-page py-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('doctor.title')}</h1>
        <p className="mt-2">{t('doctor.noProfile')}</p>
      </div>
    )
  }
  const q = d.queue
  const next = q.waiting[0]
  return (
    <div className="container-page py-8">
      <NoScriptRefresh seconds={NO_SCRIPT_REFRESH_SECONDS} />
      <p>
        <Link to="/doctor">← {t('doctor.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('doctor.title')}</h1>
      <p className="mt-1 text-slate-700">{d.doctor?.name}</p>
      <details className="card mt-4">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('doctor.ruleTitle')}
        </summary>
        <p className="mt-2" data-testid="order-rule">
          {t('doctor.rule', { minutes: d.graceMinutes })}
        </p>
      </details>
      <FormErrors errors={refusal} className="mt-4" />
      <section aria-labelledby="in-room-title" className="card mt-4">
        <h2 id="in-room-title" className="text-xl font-bold text-slate-900">
          {t('doctor.inRoom')}
        </h2>
        {q.inRoom ? (
          <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="in-room">
            <VisitLine visit={q.inRoom} />
            <Link to={`/doctor/opd/${q.inRoom.id}`} className="btn-secondary">
              {t('doctor.notesAndRx')}
            </Link>
            <MoveButton intent="done" visit={q.inRoom} label={t('doctor.done')} primary />
            <MoveButton intent="skip" from="called" visit={q.inRoom} label={t('doctor.skip')} />
          </div>
        ) : (
          <p className="mt-2">{t('doctor.nobodyInRoom')}</p>
        )}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="callNext" />
          <input type="hidden" name="expected" value={next?.id ?? ''} />
          <button type="submit" className="btn-primary text-lg">
            {next ? t('doctor.callNext', { token: next.token }) : t('doctor.callNextEmpty')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="waiting-title" className="mt-6">
        <h2 id="waiting-title" className="text-xl font-bold text-slate-900">
          {t('doctor.waiting', { count: q.waiting.length, minutes: q.minutesPerPatient })}
        </h2>
        {q.waiting.length === 0 ? <p className="mt-2">{t('doctor.nobodyWaiting')}</p> : null}
        <ol className="mt-2 divide-y divide-slate-200" data-testid="waiting">
          {q.waiting.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <VisitLine visit={v} />
              <MoveButton intent="skip" from="waiting" visit={v} label={t('doctor.skip')} />
            </li>
          ))}
        </ol>
      </section>
      {q.skipped.length > 0 ? (
        <section aria-labelledby="skipped-title" className="mt-6">
          <h2 id="skipped-title" className="text-xl font-bold text-slate-900">
            {t('doctor.skippedTitle')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {q.skipped.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <VisitLine visit={v} />
                <MoveButton intent="return" visit={v} label={t('doctor.cameBack')} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {q.done.length > 0 ? (
        <section aria-labelledby="done-title" className="mt-6">
          <h2 id="done-title" className="text-xl font-bold text-slate-900">
            {t('doctor.doneTitle', { count: q.done.length })}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200">
            {q.done.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <VisitLine visit={v} />
                <Link to={`/doctor/opd/${v.id}`}>
                  {t('doctor.notesAndRx')}
                  <span className="sr-only"> {v.token}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function VisitLine({ visit }: { visit: Visit }) {
  const t = useT('opd')
  return (
    <span>
      <strong className="text-lg tabular-nums">{visit.token}</strong> ·{' '}
      <Name>{visit.patientName}</Name>
      {visit.age !== null ? ` · ${t('desk.years', { age: visit.age })}` : ''}
      {visit.sex ? ` · ${t(`sex.${visit.sex}`)}` : ''} ·{' '}
      {visit.bookedFor ? t('doctor.bookedFor', { time: visit.bookedFor }) : t('kind.walk_in')} ·{' '}
      {t(visit.returned ? 'doctor.returnedAt' : 'doctor.arrivedAt', { time: visit.arrived })}
    </span>
  )
}

function MoveButton({
  intent,
  visit,
  label,
  from,
  primary = false,
}: {
  intent: 'done' | 'skip' | 'return'
  visit: Visit
  label: string
  from?: 'waiting' | 'called'
  primary?: boolean
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="visitId" value={visit.id} />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <button type="submit" className={primary ? 'btn-primary' : 'btn-secondary'}>
        {label}
        <span className="sr-only"> {visit.token}</span>
      </button>
    </Form>
  )
}
