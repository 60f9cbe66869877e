import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/schedule'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { STATUS_LABELS } from '#app/domain/staff/appointment-status.ts'
import {
  findDoctorForUser,
  listDoctorSchedule,
} from '#app/domain/staff/staff-appointments.server.ts'
import { listDoctorConsultationsToday } from '#app/domain/consultations/room.server.ts'
import { stillOpen } from '#app/domain/consultations/room-window.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { useLiveRevalidate } from '#app/utils/use-live.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { addDays, clinicToday, formatClinicDay, formatClinicTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `family`: the relation of a patient booked as a family member. */
export const handle: I18nHandle = { i18n: ['doctor', 'family', 'reviews'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Today and the next seven days. */
const DAYS_AHEAD = 7

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['doctor'])
  const locale = requestLocale(request)
  const t = getT(locale, 'doctor')
  const meta = {
    title: t('schedule.metaTitle', { site: SITE.name }),
    description: t('schedule.metaDescription'),
  }
  const doctor = await findDoctorForUser(user.id)
  if (!doctor) return { meta, doctor: null, today: '', total: 0, days: [], online: [] }
  const today = clinicToday()
  const [schedule, online] = await Promise.all([
    listDoctorSchedule(doctor.id, today, addDays(today, DAYS_AHEAD)),
    listDoctorConsultationsToday(doctor.id),
  ])
  // Today is always shown, even when empty; later days only when they hold appointments.
  const days = schedule.days.some((day) => day.date === today)
    ? schedule.days
    : [{ date: today, appointments: [] }, ...schedule.days]
  return {
    meta,
    doctor: { name: doctor.name },
    today,
    total: schedule.total,
    // Today's phone, video and chat consultations: who is waiting now, and Start.
    online: online.map((r) => ({
      id: r.id,
      time: formatClinicTime(r.startsAt, locale),
      patientName: r.patientName,
      mode: translateRefOnServer(locale, MODE_LABELS[r.mode]),
      stage:
        r.endedAt || r.status === 'completed' || r.status === 'no_show'
          ? ('ended' as const)
          : r.startedAt
            ? // Started and never ended: in progress only until the room closes by time.
              stillOpen(r.startsAt, new Date())
              ? ('inProgress' as const)
              : ('ended' as const)
            : r.patientWaitingSince
              ? ('waiting' as const)
              : ('notArrived' as const),
      waitingSince: r.patientWaitingSince ? formatClinicTime(r.patientWaitingSince, locale) : null,
      shared: r.patientNote !== null && r.patientNote !== '',
      roomUrl: roomPath(r.id, null),
    })),
    days: days.map((day) => ({
      date: day.date,
      label: formatClinicDay(day.date, locale),
      appointments: day.appointments.map((r) => ({
        id: r.id,
        time: formatClinicTime(r.startsAt, locale),
        patientName: r.patientName,
        // For a family member: how they are related to the account holder who booked.
        family: r.memberRelation
          ? { relation: r.memberRelation, bookedBy: r.accountName ?? '' }
          : null,
        mode: translateRefOnServer(locale, MODE_LABELS[r.mode]),
        status: translateRefOnServer(locale, STATUS_LABELS[r.status]),
      })),
    })),
  }
}

export default function DoctorSchedule({ loaderData }: Route.ComponentProps) {
  const t = useT('doctor')
  const tr = useT('reviews')
  if (!loaderData.doctor) {
    return (
      <div className="container-page py-10">
        <h1 className="text-3xl font-bold text-slate-900">{t('schedule.title')}</h1>
        <p className="mt-4 text-slate-700">{t('schedule.notLinked')}</p>
      </div>
    )
  }
  const { days, today, total } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('schedule.title')}</h1>
      <p className="mt-2 text-slate-700">
        {t('schedule.summary', { name: loaderData.doctor.name, count: total, days: DAYS_AHEAD })}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6">
        <Link to="/doctor/opd">{t('schedule.opd')}</Link>
        <Link to="/doctor/reviews">{tr('doctor.title')}</Link>
      </p>
      <OnlineToday rows={loaderData.online} />
      {days.map((day) => (
        <DaySchedule key={day.date} day={day} isToday={day.date === today} />
      ))}
    </div>
  )
}

function DaySchedule({
  day,
  isToday,
}: {
  day: Route.ComponentProps['loaderData']['days'][number]
  isToday: boolean
}) {
  const t = useT('doctor')
  const tf = useT('family')
  const title = isToday ? t('schedule.today', { day: day.label }) : day.label
  const count = t('schedule.count', { count: day.appointments.length })
  // Every day is a level-2 heading under the page's h1, so each one can be reached by heading;
  // its table's caption names the day again for someone who lands in the table directly.
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {day.appointments.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('schedule.noAppointments')}</p>
      ) : (
        <DataTable
          label={t('schedule.tableLabel', { day: title })}
          className="mt-2"
          columns={[
            t('schedule.column.time'),
            t('schedule.column.patient'),
            t('schedule.column.how'),
            t('schedule.column.status'),
          ]}
          caption={
            <>
              <span className="sr-only">{title}: </span>
              {count}
            </>
          }
        >
          {day.appointments.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              <td className="p-2">
                <Link to={`/doctor/appointments/${row.id}`}>{row.time}</Link>
              </td>
              <td className="p-2">
                <Name>{row.patientName}</Name>
                {row.family ? (
                  <span className="block text-sm text-slate-700">
                    {tf('patient.relationOf', { relation: tf(`relation.${row.family.relation}`) })}{' '}
                    (<Name>{row.family.bookedBy}</Name>)
                  </span>
                ) : null}
              </td>
              <td className="p-2">{row.mode}</td>
              <td className="p-2">{row.status}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}

/** Today's online consultations, kept current as patients come into their rooms. */
function OnlineToday({ rows }: { rows: Route.ComponentProps['loaderData']['online'] }) {
  const t = useT('doctor')
  return (
    <section className="card mt-8 p-4 sm:p-6" aria-labelledby="online-title">
      <h2 id="online-title" className="text-lg font-bold text-slate-900">
        {t('online.title')}
      </h2>
      {rows.length > 0 ? <LiveRevalidate url="/doctor/live" /> : null}
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('online.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-live="polite">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              data-testid="online-consultation"
            >
              <span className="font-semibold">{row.time}</span>
              <span className="min-w-40 flex-1">
                <Name>{row.patientName}</Name> · {row.mode}
                <span className="block text-sm text-slate-700" data-testid="online-stage">
                  {row.stage === 'waiting'
                    ? t('online.waiting', { since: row.waitingSince ?? '' })
                    : t(`online.${row.stage}`)}
                  {row.shared ? ` · ${t('online.shared')}` : null}
                </span>
              </span>
              {row.stage === 'waiting' ? (
                <Form method="post" action={row.roomUrl}>
                  <button type="submit" name="intent" value="start" className="btn-primary">
                    {t('online.start')}
                    <span className="sr-only">
                      : <Name>{row.patientName}</Name>
                    </span>
                  </button>
                </Form>
              ) : null}
              <Link to={row.roomUrl}>
                {t('online.open')}
                <span className="sr-only">
                  : <Name>{row.patientName}</Name>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Loads the page's data again whenever the stream at `url` says something changed. */
function LiveRevalidate({ url }: { url: string }) {
  useLiveRevalidate(url)
  return null
}
