import { data, Link, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/dashboard'
import { SITE } from '#app/content/site.ts'
import { countUndeliveredMail } from '#app/domain/staff/waiting-work.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import type { loader as staffLayoutLoader } from './layout.tsx'

export const meta: Route.MetaFunction = () => [
  { title: `Staff dashboard | ${SITE.name}` },
  { name: 'description', content: 'What needs the front desk’s attention.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  // The counts of appointments and messages come from the staff layout's loader.
  return data({ name: user.name, failedMail: await countUndeliveredMail(), today: clinicToday() })
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const counts = useRouteLoaderData<typeof staffLayoutLoader>('routes/staff/layout')
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Staff dashboard</h1>
      <p className="mt-2 text-slate-700">
        Welcome, {loaderData.name}. Here is what needs attention.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="card">
          <dt className="text-slate-700">Appointments to confirm</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            {counts?.appointmentsToConfirm ?? 0}
          </dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">New contact messages</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            <span data-testid="new-messages">{counts?.newMessages ?? 0}</span>
          </dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">E-mails that could not be delivered</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{loaderData.failedMail}</dd>
        </div>
      </dl>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link className="btn-primary" to={`/staff/appointments?date=${loaderData.today}`}>
          Today’s appointments
        </Link>
        <Link className="btn-secondary" to="/staff/appointments?status=requested">
          Appointments to confirm
        </Link>
        <Link className="btn-secondary" to="/staff/messages?status=new">
          New messages
        </Link>
      </p>
    </>
  )
}
