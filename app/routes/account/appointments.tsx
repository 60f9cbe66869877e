import { data, Link } from 'react-router'
import type { Route } from './+types/appointments'
import { SITE } from '#app/content/site.ts'
import { manageTokenFor } from '#app/domain/appointments/appointment-access.server.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { listPatientAppointments } from '#app/domain/appointments/manage-appointment.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireUser } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `My appointments | ${SITE.name}` },
  { name: 'description', content: 'Your upcoming and past appointments.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { upcoming, past } = await listPatientAppointments(user.id)
  const view = (a: (typeof upcoming)[number]) => ({
    id: a.id,
    doctorName: a.doctorName,
    departmentName: a.departmentName,
    when: formatClinicDateTime(a.startsAt),
    mode: MODE_LABELS[a.mode],
    status: a.status,
    manageUrl: `/appointments/manage/${manageTokenFor(a.requestKey)}`,
  })
  return data({ upcoming: upcoming.map(view), past: past.map(view) })
}

export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">My appointments</h1>
      <p className="mt-3">
        <Link className="btn-primary" to="/appointments/new">
          Book an appointment
        </Link>
      </p>
      <AppointmentList
        title="Upcoming"
        items={loaderData.upcoming}
        empty="No upcoming appointments."
      />
      <AppointmentList
        title="Past and cancelled"
        items={loaderData.past}
        empty="Nothing here yet."
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
                {a.when} · {a.mode} ·{' '}
                <span className="capitalize">{a.status.replace('_', ' ')}</span>
              </p>
              <p className="mt-1">
                <Link to={a.manageUrl}>
                  Details, cancel or move
                  <span className="sr-only">
                    : {a.doctorName}, {a.when}
                  </span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
