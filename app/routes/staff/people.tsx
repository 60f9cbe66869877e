import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useLocation, useNavigation } from 'react-router'
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

export const meta: Route.MetaFunction = () => [
  { title: `People | Staff | ${SITE.name}` },
  { name: 'description', content: 'Accounts, roles and access.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const params = new URL(request.url).searchParams
  const role = ROLES.includes(params.get('role') as Role) ? (params.get('role') as Role) : null
  const q = params.get('q')?.trim().slice(0, 100) || null
  const [list, directory] = await Promise.all([
    listAccounts({ role, q, page: Math.min(1000, Number(params.get('page')) || 1) }),
    listDepartmentsWithDoctors(),
  ])
  return data({
    role,
    q,
    ...list,
    rows: list.rows.map((r) => ({
      ...r,
      created: formatClinicDateTime(r.createdAt),
      disabled: Boolean(r.disabledAt),
    })),
    doctors: directory.doctors.map((d) => ({ value: d.slug, label: d.name })),
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const submission = parseWithZod(await readForm(request), { schema: NewAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const id = await createStaffAccount(
      {
        name: submission.value.name,
        email: submission.value.email,
        role: submission.value.role,
        doctorSlug: submission.value.doctor || null,
      },
      { userId: admin.id, ipAddress: context.clientIp },
    )
    return redirectWithToast(`/staff/people/${id}`, {
      type: 'success',
      title: 'Account created',
      description: 'We e-mailed a link to choose a password.',
    })
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
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
      <h1 className="text-3xl font-bold text-slate-900">People</h1>
      <Form method="get" className="card mt-4 grid gap-3 p-4 sm:grid-cols-3">
        <div>
          <label htmlFor="p-q" className="field-label">
            Name or e-mail
          </label>
          <input
            id="p-q"
            name="q"
            type="search"
            defaultValue={loaderData.q ?? ''}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="p-role" className="field-label">
            Role
          </label>
          <select
            id="p-role"
            name="role"
            defaultValue={loaderData.role ?? ''}
            className="field-input"
          >
            <option value="">All</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            Show
          </button>
        </div>
      </Form>
      <DataTable
        label="Accounts"
        columns={['Name', 'E-mail', 'Role', 'State', 'Created']}
        caption={<>{loaderData.total} accounts</>}
      >
        {loaderData.rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200">
            <td className="p-2">
              <Link to={`/staff/people/${row.id}`}>{row.name}</Link>
            </td>
            <td className="p-2">{row.email}</td>
            <td className="p-2">{row.role}</td>
            <td className="p-2">{row.disabled ? 'Disabled' : 'Active'}</td>
            <td className="p-2">{row.created}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
      <section aria-labelledby="new-account-title" className="card mt-8">
        <h2 id="new-account-title" className="text-xl font-bold text-slate-900">
          Create a staff or doctor account
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The person receives an e-mail with a one-time link to choose a password.
        </p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-x-4 sm:grid-cols-2">
          <FormErrors id={form.errorId} errors={form.errors} />
          <InputField field={fields.name} label="Full name" />
          <InputField field={fields.email} label="E-mail" type="email" />
          <SelectField
            field={fields.role}
            label="Role"
            placeholder="Choose a role"
            options={[
              { value: 'staff', label: 'Front-desk staff' },
              { value: 'doctor', label: 'Doctor' },
              { value: 'admin', label: 'Administrator' },
            ]}
          />
          <SelectField
            field={fields.doctor}
            label="Doctor profile (for doctors)"
            placeholder="None"
            options={loaderData.doctors}
          />
          <p className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              Create account
            </button>
          </p>
        </Form>
      </section>
    </>
  )
}
