import { getFormProps, useForm } from '@conform-to/react'
import { pageNumber } from '#app/utils/page-number.ts'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useLocation, useNavigation } from 'react-router'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/people'
import { FormErrors, InputField, SelectField } from '#app/components/forms.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { SITE } from '#app/content/site.ts'
import { type Role, ROLES } from '#app/db/schema/role-values.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { createStaffAccount, listAccounts } from '#app/domain/staff/people.server.ts'
import { NewAccountSchema } from '#app/domain/staff/people-schemas.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { ROLE_LABELS } from '#app/domain/staff/role-labels.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** `family`: the search hint (a mobile number finds family members too). */
export const handle: I18nHandle = { i18n: ['family'] }

export const policy: RoutePolicy = personal

export async function loader({ request }: Route.LoaderArgs) {
  // The front desk finds patients (to book over the phone); only admins see and manage the rest.
  const viewer = await requireRole(request, ['staff', 'admin'])
  const admin = viewer.role === 'admin'
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const params = new URL(request.url).searchParams
  const role = !admin
    ? 'patient'
    : ROLES.includes(params.get('role') as Role)
      ? (params.get('role') as Role)
      : null
  const q = params.get('q')?.trim().slice(0, 100) || null
  const [list, directory] = await Promise.all([
    listAccounts({ role, q, page: pageNumber(params) }),
    listDepartmentsWithDoctors(),
  ])
  return data({
    meta: {
      title: t('people.metaTitle', { site: SITE.name }),
      description: t('people.metaDescription'),
    },
    admin,
    role,
    q,
    ...list,
    rows: list.rows.map((r) => ({
      ...r,
      created: formatClinicDateTime(r.createdAt, locale),
      disabled: Boolean(r.disabledAt),
    })),
    doctors: admin ? directory.doctors.map((d) => ({ value: d.slug, label: d.name })) : [],
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const submission = parseWithZod(await readForm(request), { schema: NewAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  try {
    const id = await createStaffAccount(
      {
        name: submission.value.name,
        email: submission.value.email,
        role: submission.value.role,
        doctorSlug: submission.value.doctor || null,
      },
      { userId: admin.id, ipAddress: context.clientIp },
      locale,
    )
    return redirectWithToast(localizedPath(request, `/staff/people/${id}`), {
      type: 'success',
      title: t('people.createdTitle'),
      description: t('people.createdDescription'),
    })
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('staff')
  const tf = useT('family')
  const location = useLocation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'new-account-form',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
    constraint: getZodConstraint(NewAccountSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewAccountSchema }),
  })
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('people.title')}</h1>
      <Form method="get" className="card mt-4 grid gap-3 p-4 sm:grid-cols-3">
        <div>
          <label htmlFor="p-q" className="field-label">
            {t('people.filter.q')}
          </label>
          <p id="p-q-hint" className="mt-0.5 text-sm text-slate-600">
            {tf('staff.searchHint')}
          </p>
          <input
            id="p-q"
            name="q"
            type="search"
            defaultValue={loaderData.q ?? ''}
            aria-describedby="p-q-hint"
            className="field-input"
          />
        </div>
        {loaderData.admin ? (
          <div>
            <label htmlFor="p-role" className="field-label">
              {t('people.filter.role')}
            </label>
            <select
              id="p-role"
              name="role"
              defaultValue={loaderData.role ?? ''}
              className="field-input"
            >
              <option value="">{t('filter.all')}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            {t('filter.show')}
          </button>
        </div>
      </Form>
      <DataTable
        label={t('people.tableLabel')}
        columns={[
          t('people.column.name'),
          t('people.column.email'),
          t('person.phone'),
          t('people.column.role'),
          t('people.column.state'),
          t('people.column.created'),
        ]}
        caption={t('people.caption', { count: loaderData.total })}
      >
        {loaderData.rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={`/staff/people/${row.id}`}>
                <Name>{row.name}</Name>
              </Link>
            </td>
            <td className="p-2">{row.email ?? (row.phone ? formatIndianPhone(row.phone) : '—')}</td>
            <td className="p-2">{row.phone ?? '—'}</td>
            <td className="p-2">{t(ROLE_LABELS[row.role])}</td>
            <td className="p-2">{row.disabled ? t('people.disabled') : t('people.active')}</td>
            <td className="p-2">{row.created}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
      {loaderData.admin ? (
        <section aria-labelledby="new-account-title" className="card mt-8">
          <h2 id="new-account-title" className="text-xl font-bold text-slate-900">
            {t('people.newTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('people.newIntro')}</p>
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-2">
            <FormErrors id={form.errorId} errors={form.errors} />
            <InputField field={fields.name} label={t('people.field.name')} />
            <InputField field={fields.email} label={t('people.field.email')} type="email" />
            <SelectField
              field={fields.role}
              label={t('people.field.role')}
              placeholder={t('people.field.rolePlaceholder')}
              options={[
                { value: 'staff', label: t('people.roleOption.staff') },
                { value: 'dispatcher', label: t('people.roleOption.dispatcher') },
                { value: 'lab', label: t('people.roleOption.lab') },
                { value: 'pharmacist', label: t('people.roleOption.pharmacist') },
                { value: 'doctor', label: t('people.roleOption.doctor') },
                { value: 'admin', label: t('people.roleOption.admin') },
              ]}
            />
            <SelectField
              field={fields.doctor}
              label={t('people.field.doctor')}
              placeholder={t('people.field.doctorPlaceholder')}
              options={loaderData.doctors}
            />
            <p className="sm:col-span-2">
              <button type="submit" className="btn-primary">
                {t('people.createSubmit')}
              </button>
            </p>
          </Form>
        </section>
      ) : null}
    </>
  )
}
