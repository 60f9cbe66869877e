import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/person'
import { SITE } from '#app/content/site.ts'
import { ROLES } from '#app/db/schema/role-values.ts'
import { PersonActionSchema } from '#app/domain/staff/people-schemas.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import {
  changeRole,
  getAccount,
  linkDoctorAccount,
  setAccountDisabled,
} from '#app/domain/staff/people.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/db/client.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Account | Staff | ${SITE.name}` },
  { name: 'description', content: 'Role and access of one account.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, ['admin'])
  const account = await getAccount(params.id)
  if (!account) throw data(null, { status: 404 })
  await recordAudit(getDb(), {
    action: 'account.viewed',
    actorUserId: admin.id,
    subjectType: 'user',
    subjectId: account.id,
    ipAddress: context.clientIp,
  })
  const directory = await listDepartmentsWithDoctors()
  return data({
    account: {
      ...account,
      created: formatClinicDateTime(account.createdAt),
      disabled: Boolean(account.disabledAt),
    },
    self: admin.id === account.id,
    doctors: directory.doctors.map((d) => ({ value: d.slug, label: d.name })),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const submission = parseWithZod(await readForm(request), { schema: PersonActionSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: admin.id, ipAddress: context.clientIp }
  const here = `/staff/people/${params.id}`
  try {
    switch (submission.value.intent) {
      case 'role':
        await changeRole(params.id, submission.value.role, actor)
        return redirectWithToast(here, { type: 'success', title: 'Role changed' })
      case 'disable':
      case 'enable': {
        const disable = submission.value.intent === 'disable'
        await setAccountDisabled(params.id, disable, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: disable ? 'Account disabled' : 'Account enabled',
        })
      }
      case 'link-doctor':
        await linkDoctorAccount(params.id, submission.value.doctor || null, actor)
        return redirectWithToast(here, { type: 'success', title: 'Doctor profile updated' })
    }
  } catch (error) {
    return replyWithDomainError(submission, error)
  }
}

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const { account, self } = loaderData
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'person',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
  })
  const errors = form.allErrors ? Object.values(form.allErrors).flat() : []
  return (
    <>
      <p>
        <Link to="/staff/people">← All people</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{account.name}</h1>
      <FormErrors className="mt-4" errors={errors.length > 0 ? errors : undefined} />
      <dl className="card mt-4 grid grid-cols-[8rem_1fr] gap-2">
        <dt className="font-semibold">E-mail</dt>
        <dd>{account.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{account.phone ?? '—'}</dd>
        <dt className="font-semibold">Role</dt>
        <dd data-testid="person-role">{account.role}</dd>
        <dt className="font-semibold">State</dt>
        <dd data-testid="person-state">{account.disabled ? 'Disabled' : 'Active'}</dd>
        <dt className="font-semibold">Created</dt>
        <dd>{account.created}</dd>
        {account.role === 'doctor' ? (
          <>
            <dt className="font-semibold">Doctor profile</dt>
            <dd>{account.doctor?.name ?? 'Not linked'}</dd>
          </>
        ) : null}
      </dl>
      {self ? (
        <p className="mt-4 text-slate-700">
          This is your own account: another admin must change its role or access.
        </p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Form method="post" className="card">
            <h2 className="text-lg font-bold text-slate-900">Role</h2>
            <label htmlFor="role" className="field-label mt-2">
              New role
            </label>
            <select id="role" name="role" defaultValue={account.role} className="field-input">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="role" className="btn-primary mt-3">
              Change role
            </button>
          </Form>
          <Form method="post" className="card">
            <h2 className="text-lg font-bold text-slate-900">Access</h2>
            <p className="mt-2 text-slate-700">
              {account.disabled
                ? 'This account cannot sign in.'
                : 'Disabling signs the person out everywhere at once and refuses new sign-ins.'}
            </p>
            <button
              type="submit"
              name="intent"
              value={account.disabled ? 'enable' : 'disable'}
              className={`${account.disabled ? 'btn-secondary' : 'btn-emergency'} mt-3`}
            >
              {account.disabled ? 'Enable account' : 'Disable account'}
            </button>
          </Form>
          {account.role === 'doctor' ? (
            <Form method="post" className="card">
              <h2 className="text-lg font-bold text-slate-900">Doctor profile</h2>
              <label htmlFor="doctor" className="field-label mt-2">
                This account is
              </label>
              <select
                id="doctor"
                name="doctor"
                defaultValue={account.doctor?.slug ?? ''}
                className="field-input"
              >
                <option value="">No doctor profile</option>
                {loaderData.doctors.map((d) => (
                  <option key={d.value} value={d.value}>
                    {d.label}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                name="intent"
                value="link-doctor"
                className="btn-secondary mt-3"
              >
                Save
              </button>
            </Form>
          ) : null}
        </div>
      )}
    </>
  )
}
