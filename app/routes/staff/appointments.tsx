import { data, useLocation } from 'react-router'
import { pageNumber } from '#app/utils/page-number.ts'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/appointments'
import { Pagination } from '#app/components/pagination.tsx'
import { SITE } from '#app/content/site.ts'
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { STATUS_LABELS } from '#app/domain/staff/appointment-status.ts'
import { listStaffAppointments } from '#app/domain/staff/staff-appointments.server.ts'
import { formatClinicDateTime, isIsoDate } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const params = new URL(request.url).searchParams
  const date = params.get('date')
  const status = params.get('status')
  const filters = {
    date: date && isIsoDate(date) ? date : null,
    department: params.get('department')?.slice(0, 100) || null,
    doctor: params.get('doctor')?.slice(0, 100) || null,
    status: APPOINTMENT_STATUSES.includes(status as AppointmentStatus)
      ? (status as AppointmentStatus)
      : null,
    page: pageNumber(params),
  }
  const [list, directory] = await Promise.all([
    listStaffAppointments(filters),
    listDepartmentsWithDoctors(),
  ])
  return data({
    meta: {
      title: t('appointments.metaTitle', { site: SITE.name }),
      description: t('appointments.metaDescription'),
    },
    filters,
    departments: directory.departments.map((d) => ({
      slug: d.slug,
      name: departmentName(getT(locale, 'common'), d.slug, d.name),
    })),
    doctors: directory.doctors.map((d) => ({ slug: d.slug, name: d.name })),
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      departmentName: departmentName(
        getT(locale, 'common'),
        row.departmentSlug,
        row.departmentName,
      ),
      when: formatClinicDateTime(row.startsAt, locale),
      mode: translateRefOnServer(locale, MODE_LABELS[row.mode]),
    })),
  })
}

export default function StaffAppointments({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData
  const t = useT('staff')
  const words = useTranslateRef()
  const location = useLocation()
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('appointments.title')}</h1>
        <Link className="btn-primary" to="/staff/appointments/new">
          {t('appointments.bookForPatient')}
        </Link>
      </div>
      <Form method="get" className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-5">
        <div>
          <label htmlFor="f-date" className="field-label">
            {t('filter.day')}
          </label>
          <input
            id="f-date"
            name="date"
            type="date"
            defaultValue={filters.date ?? ''}
            className="field-input"
          />
        </div>
        <Filter
          id="f-department"
          name="department"
          label={t('appointments.filter.clinic')}
          value={filters.department}
          options={loaderData.departments.map((d) => ({ value: d.slug, label: d.name }))}
        />
        <Filter
          id="f-doctor"
          name="doctor"
          label={t('appointments.filter.doctor')}
          value={filters.doctor}
          options={loaderData.doctors.map((d) => ({ value: d.slug, label: d.name }))}
        />
        <Filter
          id="f-status"
          name="status"
          label={t('appointments.filter.status')}
          value={filters.status}
          options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: words(STATUS_LABELS[s]) }))}
        />
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            {t('filter.show')}
          </button>
        </div>
      </Form>
      <DataTable
        label={t('appointments.title')}
        columns={[
          t('appointments.column.when'),
          t('appointments.column.patient'),
          t('appointments.column.doctor'),
          t('appointments.column.how'),
          t('appointments.column.status'),
        ]}
        caption={
          filters.date
            ? t('appointments.captionOnDate', { count: loaderData.total, date: filters.date })
            : t('appointments.caption', { count: loaderData.total })
        }
      >
        {loaderData.rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={`/staff/appointments/${row.id}`}>{row.when}</Link>
            </td>
            <td className="p-2">
              <Name>{row.patientName}</Name>
            </td>
            <td className="p-2">
              <Name>{row.doctorName}</Name>{' '}
              <span className="text-slate-600">({row.departmentName})</span>
            </td>
            <td className="p-2">{row.mode}</td>
            <td className="p-2" data-testid="row-status">
              {words(STATUS_LABELS[row.status])}
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
    </>
  )
}

function Filter({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  value: string | null
  options: Array<{ value: string; label: string }>
}) {
  const t = useT('staff')
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className="field-input">
        <option value="">{t('filter.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
