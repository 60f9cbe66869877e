import { data } from 'react-router'
import type { Route } from './+types/appointments'
import { SITE } from '#app/content/site.ts'
import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { manageTokenFor } from '#app/domain/appointments/appointment-access.server.ts'
import { prescriptionPath } from '#app/domain/prescriptions/prescription-paths.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { isOnlineMode } from '#app/domain/consultations/room-window.ts'
import { listPatientAppointments } from '#app/domain/appointments/manage-appointment.server.ts'
import { reviewableAppointmentIds } from '#app/domain/network/reviews.server.ts'
import { reviewPath } from '#app/domain/network/review-visits.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import type { I18nHandle, MessageKey } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { Name } from '#app/components/ui/name.tsx'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `family`: whom each appointment is for, when it is for a family member; `reviews`: its link. */
export const handle: I18nHandle = { i18n: ['account', 'family', 'reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const STATUS_KEYS: Record<AppointmentStatus, MessageKey<'account'>> = {
  requested: 'appointments.status.requested',
  confirmed: 'appointments.status.confirmed',
  completed: 'appointments.status.completed',
  no_show: 'appointments.status.noShow',
  cancelled: 'appointments.status.cancelled',
  held: 'appointments.status.held',
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'account')
  const [{ upcoming, past }, reviewable] = await Promise.all([
    listPatientAppointments(user.id),
    reviewableAppointmentIds(user.id),
  ])
  const view = (a: (typeof upcoming)[number]) => ({
    id: a.id,
    doctorName: a.doctorName,
    departmentName: departmentName(getT(locale, 'common'), a.departmentSlug, a.departmentName),
    when: formatClinicDateTime(a.startsAt, locale),
    mode: translateRefOnServer(locale, MODE_LABELS[a.mode]),
    status: t(STATUS_KEYS[a.status]),
    manageUrl: `/appointments/manage/${manageTokenFor(a.requestKey)}`,
    // Phone, video and chat appointments: the consultation room (chat, call, prescription).
    roomUrl: isOnlineMode(a.mode) && a.status !== 'cancelled' ? roomPath(a.id, null) : null,
    prescriptionUrl: a.hasPrescription ? prescriptionPath(a.id, null) : null,
    forMember: a.memberRelation ? { name: a.patientName, relation: a.memberRelation } : null,
    // A completed visit not yet reviewed, within the window: "Review this visit".
    reviewUrl: reviewable.has(a.id) ? reviewPath({ kind: 'appointment', id: a.id }) : null,
  })
  return data({
    upcoming: upcoming.map(view),
    past: past.map(view),
    meta: {
      title: t('appointments.meta.title', { site: SITE.name }),
      description: t('appointments.meta.description'),
    },
  })
}

export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  const t = useT('account')
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('appointments.title')}</h1>
      <p className="mt-3">
        <Link className="btn-primary" to="/appointments/new">
          {t('appointments.book')}
        </Link>
      </p>
      <AppointmentList
        title={t('appointments.upcoming')}
        items={loaderData.upcoming}
        empty={t('appointments.upcomingEmpty')}
      />
      <AppointmentList
        title={t('appointments.past')}
        items={loaderData.past}
        empty={t('appointments.pastEmpty')}
      />
    </div>
  )
}

function AppointmentList({
  title,
  items,
  empty,
}: {
  title: string
  items: Route.ComponentProps['loaderData']['upcoming']
  empty: string
}) {
  const t = useT('account')
  const tf = useT('family')
  const tr = useT('reviews')
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((a) => (
            <li key={a.id} className="card p-4" data-testid="my-appointment">
              <p className="font-bold text-slate-900">
                {a.doctorName}{' '}
                <span className="font-normal text-slate-700">({a.departmentName})</span>
              </p>
              <p className="text-slate-800">
                {a.when} · {a.mode} · <span className="capitalize">{a.status}</span>
              </p>
              {a.forMember ? (
                <p className="text-slate-800" data-testid="appointment-for">
                  {tf('for.label')} <Name>{a.forMember.name}</Name> (
                  {tf(`relation.${a.forMember.relation}`)})
                </p>
              ) : null}
              <p className="mt-1 flex flex-wrap gap-x-4">
                {a.roomUrl ? (
                  <Link to={a.roomUrl} data-testid="my-room-link">
                    {t('appointments.room')}
                    <span className="sr-only">
                      {t('appointments.manageHidden', { doctor: a.doctorName, when: a.when })}
                    </span>
                  </Link>
                ) : null}
                <Link to={a.manageUrl}>
                  {t('appointments.manage')}
                  <span className="sr-only">
                    {t('appointments.manageHidden', { doctor: a.doctorName, when: a.when })}
                  </span>
                </Link>
                {a.prescriptionUrl ? (
                  <>
                    {' · '}
                    <Link to={a.prescriptionUrl}>
                      {t('appointments.prescription')}
                      <span className="sr-only">
                        {t('appointments.manageHidden', { doctor: a.doctorName, when: a.when })}
                      </span>
                    </Link>
                  </>
                ) : null}
                {a.reviewUrl ? (
                  <>
                    {' · '}
                    <Link to={a.reviewUrl} data-testid="review-link">
                      {tr('account.write')}
                      <span className="sr-only">
                        {' '}
                        {tr('account.writeHidden', { subject: a.doctorName, when: a.when })}
                      </span>
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
