import { Link } from 'react-router'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/schedule'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { STATUS_LABELS } from '#app/domain/staff/appointment-status.ts'
import {
  findDoctorForUser,
  listDoctorSchedule,
} from '#app/domain/staff/staff-appointments.server.ts'
import { addDays, clinicToday, formatClinicDay, formatClinicTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `My schedule | ${SITE.name}` },
  { name: 'description', content: 'Your appointments today and this week.' },
  { name: 'robots', content: 'noindex' },
]

/** Today and the next seven days. */
const DAYS_AHEAD = 7

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, ['doctor'])
  const doctor = await findDoctorForUser(user.id)
  if (!doctor) return { doctor: null, today: '', total: 0, days: [] }
  const today = clinicToday()
  const schedule = await listDoctorSchedule(doctor.id, today, addDays(today, DAYS_AHEAD))
  // Today is always shown, even when empty; later days only when they hold appointments.
  const days = schedule.days.some((day) => day.date === today)
    ? schedule.days
    : [{ date: today, appointments: [] }, ...schedule.days]
  return {
    doctor: { name: doctor.name },
    today,
    total: schedule.total,
    days: days.map((day) => ({
      date: day.date,
      label: formatClinicDay(day.date),
      appointments: day.appointments.map((r) => ({
        id: r.id,
        time: formatClinicTime(r.startsAt),
        patientName: r.patientName,
        mode: MODE_LABELS[r.mode],
        status: STATUS_LABELS[r.status],
      })),
    })),
  }
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
  const { days, today, total } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">My schedule</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.doctor.name}. {total === 1 ? '1 appointment' : `${total} appointments`} today
        and in the next {DAYS_AHEAD} days, every one listed. Times are IST.
      </p>
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
  const title = isToday ? `Today, ${day.label}` : day.label
  const count =
    day.appointments.length === 1 ? '1 appointment' : `${day.appointments.length} appointments`
  // Every day is a level-2 heading under the page's h1, so each one can be reached by heading;
  // its table's caption names the day again for someone who lands in the table directly.
  return (
    <section className="mt-8">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {day.appointments.length === 0 ? (
        <p className="mt-2 text-slate-700">No appointments.</p>
      ) : (
        <DataTable
          label={`Appointments, ${title}`}
          className="mt-2"
          columns={['Time', 'Patient', 'How', 'Status']}
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
              <td className="p-2">{row.patientName}</td>
              <td className="p-2">{row.mode}</td>
              <td className="p-2">{row.status}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}
