import { data, Link } from 'react-router'
import type { Route } from './+types/doctors'
import { TableScroller } from '#app/components/ui/table-scroller.tsx'
import { SITE } from '#app/content/site.ts'
import { listDoctorsForAdmin } from '#app/domain/staff/doctor-admin.server.ts'
import { requireRole } from '#app/utils/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Doctors | Staff | ${SITE.name}` },
  { name: 'description', content: 'Doctors, their hours and time off.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  return data({ doctors: await listDoctorsForAdmin() }, { headers: { 'Cache-Control': 'no-store' } })
}

export default function Doctors({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Doctors</h1>
        <Link className="btn-primary" to="/staff/doctors/new">
          Add a doctor
        </Link>
      </div>
      <TableScroller label="Doctors">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-slate-700">{loaderData.doctors.length} doctors</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="p-2">Name</th>
              <th scope="col" className="p-2">Department</th>
              <th scope="col" className="p-2">Bookable</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.doctors.map((d) => (
              <tr key={d.id} className="border-b border-slate-200">
                <td className="p-2">
                  <Link to={`/staff/doctors/${d.id}`}>{d.name}</Link>
                </td>
                <td className="p-2">{d.departmentName}</td>
                <td className="p-2">{d.active ? 'Yes' : 'No (deactivated)'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </>
  )
}
