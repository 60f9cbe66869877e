import { data } from 'react-router'
import type { Route } from './+types/dashboard'
import { SITE } from '#app/content/site.ts'
import { countWaitingWork } from '#app/domain/staff/waiting-work.server.ts'
import { requireRole } from '#app/utils/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Staff dashboard | ${SITE.name}` },
  { name: 'description', content: 'What needs the front desk’s attention.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const waiting = await countWaitingWork()
  return data({ name: user.name, waiting }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Staff dashboard</h1>
      <p className="mt-2 text-slate-700">Welcome, {loaderData.name}. Here is what needs attention.</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="card">
          <dt className="text-slate-700">New contact messages</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{loaderData.waiting.newContactMessages}</dd>
        </div>
        <div className="card">
          <dt className="text-slate-700">E-mails that could not be delivered</dt>
          <dd className="text-3xl font-extrabold text-brand-800">{loaderData.waiting.failedMail}</dd>
        </div>
      </dl>
    </div>
  )
}
