import { data, Link } from 'react-router'
import type { Route } from './+types/dashboard'
import { SITE } from '#app/content/site.ts'
import { countWaitingWork } from '#app/domain/staff/waiting-work.server.ts'
import { countAppointmentsNeedingAttention } from '#app/domain/staff/staff-appointments.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/utils/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Staff dashboard | ${SITE.name}` },
  { name: 'description', content: 'What needs the front desk’s attention.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const [waiting, toConfirm] = await Promise.all([
    countWaitingWork(),
    countAppointmentsNeedingAttention(),
  ])
  return data(
    { name: user.name, waiting, toConfirm, today: clinicToday() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Staff dashboard</h1>
      <p className="mt-2 text-slate-700">
        Welcome, {loaderData.name}. Here is what needs attention.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="card">
          <dt className="text-slate-700">Appointments to confirm</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{loaderData.toConfirm}</dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">New contact messages</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            {loaderData.waiting.newContactMessages}
          </dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">E-mails that could not be delivered</dt>
          <dd className="text-3xl font-extrabold text-brand-800">
            {loaderData.waiting.failedMail}
          </dd>
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
