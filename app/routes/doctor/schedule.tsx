import { data, Link } from 'react-router'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/schedule'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { STATUS_LABELS } from '#app/domain/staff/appointment-status.ts'
import {
  findDoctorForUser,
  listStaffAppointments,
} from '#app/domain/staff/staff-appointments.server.ts'
import { addDays, clinicToday, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `My schedule | ${SITE.name}` },
  { name: 'description', content: 'Your appointments today and this week.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['doctor'])
  const doctor = await findDoctorForUser(user.id)
  if (!doctor)
    return data({ doctor: null, today: [], week: [] }, { headers: { 'Cache-Control': 'no-store' } })
  const today = clinicToday()
  const [todayList, weekList] = await Promise.all([
    listStaffAppointments({ doctorId: doctor.id, date: today }),
    listStaffAppointments({
      doctorId: doctor.id,
      fromDate: addDays(today, 1),
      toDate: addDays(today, 7),
    }),
  ])
  const view = (rows: typeof todayList.rows) =>
    rows.map((r) => ({
      id: r.id,
      when: formatClinicDateTime(r.startsAt),
      patientName: r.patientName,
      mode: MODE_LABELS[r.mode],
      status: STATUS_LABELS[r.status],
    }))
  return data(
    { doctor: { name: doctor.name }, today: view(todayList.rows), week: view(weekList.rows) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

export default function DoctorSchedule({ loaderData }: Route.ComponentProps) {
  if (!loaderData.doctor) {
    return (
      <div className="container-page py-10">
        <h1 className="text-3xl font-bold text-slate-900">My schedule</h1>
        <p className="mt-4 text-slate-700">
          Your account is not linked to a doctor profile yet. Please ask an administrator.
        </p>
      </div>
    )
  }
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">My schedule</h1>
      <p className="mt-2 text-slate-700">{loaderData.doctor.name}. Times are IST.</p>
      <ScheduleTable caption="Today" rows={loaderData.today} />
      <ScheduleTable caption="The next 7 days" rows={loaderData.week} />
    </div>
  )
}

function ScheduleTable({
  caption,
  rows,
}: {
  caption: string
  rows: Route.ComponentProps['loaderData']['today']
}) {
  return (
    <DataTable
      label={caption}
      captionClassName="mb-2 text-left text-lg font-bold text-slate-900"
      className="mt-8"
      columns={['When', 'Patient', 'How', 'Status']}
      caption={
        <>
          {caption} ({rows.length})
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-b border-slate-200">
          <td className="p-2">
            <Link to={`/doctor/appointments/${row.id}`}>{row.when}</Link>
          </td>
          <td className="p-2">{row.patientName}</td>
          <td className="p-2">{row.mode}</td>
          <td className="p-2">{row.status}</td>
        </tr>
      ))}
    </DataTable>
  )
}
