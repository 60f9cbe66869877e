import { data, Link } from 'react-router'
import type { Route } from './+types/doctors'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { SITE } from '#app/content/site.ts'
import { listDoctorsForAdmin } from '#app/domain/staff/doctor-admin.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Doctors | Staff | ${SITE.name}` },
  { name: 'description', content: 'Doctors, their hours and time off.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  return data({ doctors: await listDoctorsForAdmin() })
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
      <DataTable
        label="Doctors"
        columns={['Name', 'Department', 'Bookable']}
        caption={<>{loaderData.doctors.length} doctors</>}
      >
        {loaderData.doctors.map((d) => (
          <tr key={d.id} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={`/staff/doctors/${d.id}`}>{d.name}</Link>
            </td>
            <td className="p-2">{d.departmentName}</td>
            <td className="p-2">{d.active ? 'Yes' : 'No (deactivated)'}</td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
