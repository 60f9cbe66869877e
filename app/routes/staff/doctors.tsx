import { data } from 'react-router'
import type { Route } from './+types/doctors'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { SITE } from '#app/content/site.ts'
import { listDoctorsForAdmin } from '#app/domain/staff/doctor-admin.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  return data({
    meta: {
      title: t('doctors.metaTitle', { site: SITE.name }),
      description: t('doctors.metaDescription'),
    },
    doctors: (await listDoctorsForAdmin()).map((d) => ({
      ...d,
      departmentName: departmentName(getT(locale, 'common'), d.departmentSlug, d.departmentName),
    })),
  })
}

export default function Doctors({ loaderData }: Route.ComponentProps) {
  const t = useT('staff')
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('doctors.title')}</h1>
        <Link className="btn-primary" to="/staff/doctors/new">
          {t('doctors.add')}
        </Link>
      </div>
      <DataTable
        label={t('doctors.title')}
        columns={[
          t('doctors.column.name'),
          t('doctors.column.department'),
          t('doctors.column.bookable'),
        ]}
        caption={t('doctors.caption', { count: loaderData.doctors.length })}
      >
        {loaderData.doctors.map((d) => (
          <tr key={d.id} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={`/staff/doctors/${d.id}`}>
                <Name>{d.name}</Name>
              </Link>
            </td>
            <td className="p-2">{d.departmentName}</td>
            <td className="p-2">{d.active ? t('doctors.bookableYes') : t('doctors.bookableNo')}</td>
          </tr>
        ))}
      </DataTable>
    </>
  )
}
