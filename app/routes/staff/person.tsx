import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import { FormErrors, InputField } from '#app/components/forms.tsx'
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
import {
  getPathologistCredentials,
  removePathologistCredentials,
  savePathologistCredentials,
} from '#app/domain/staff/pathologists.server.ts'
import {
  getPharmacistCredentials,
  removePharmacistCredentials,
  savePharmacistCredentials,
} from '#app/domain/staff/pharmacists.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/db/client.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { ROLE_LABELS } from '#app/domain/staff/role-labels.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { listFamilyMembers } from '#app/domain/family/family.server.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { FamilyMemberFacts, ForMemberHidden } from '#app/components/family-member-facts.tsx'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** `family`: the account's family members; `pharmacyStaff`: a pharmacist's registration. */
export const handle: I18nHandle = { i18n: ['family', 'pharmacyStaff'] }

export const policy: RoutePolicy = personal

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, ['staff', 'admin'])
  const account = await getAccount(params.id)
  // The front desk sees patients' accounts only; the others do not exist for them.
  if (!account || (admin.role !== 'admin' && account.role !== 'patient'))
    throw data(null, { status: 404 })
  await recordAudit(getDb(), {
    action: 'account.viewed',
    actorUserId: admin.id,
    subjectType: 'user',
    subjectId: account.id,
    ipAddress: context.clientIp,
  })
  const [directory, family, pathologist, pharmacist] = await Promise.all([
    listDepartmentsWithDoctors(),
    listFamilyMembers(account.id),
    getPathologistCredentials(account.id),
    getPharmacistCredentials(account.id),
  ])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  return data({
    meta: {
      title: t('person.metaTitle', { site: SITE.name }),
      description: t('person.metaDescription'),
    },
    account: {
      ...account,
      created: formatClinicDateTime(account.createdAt, locale),
      disabled: Boolean(account.disabledAt),
    },
    family,
    pathologist,
    pharmacist,
    canManage: admin.role === 'admin',
    self: admin.id === account.id,
    doctors: directory.doctors.map((d) => ({ value: d.slug, label: d.name })),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireRole(request, ['admin'])
  const submission = parseWithZod(await readForm(request), { schema: PersonActionSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: admin.id, ipAddress: context.clientIp }
  const here = localizedPath(request, `/staff/people/${params.id}`)
  const t = getT(requestLocale(request), 'staff')
  try {
    switch (submission.value.intent) {
      case 'role':
        await changeRole(params.id, submission.value.role, actor)
        return redirectWithToast(here, { type: 'success', title: t('person.roleChanged') })
      case 'disable':
      case 'enable': {
        const disable = submission.value.intent === 'disable'
        await setAccountDisabled(params.id, disable, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: disable ? t('person.disabledToast') : t('person.enabledToast'),
        })
      }
      case 'link-doctor':
        await linkDoctorAccount(params.id, submission.value.doctor || null, actor)
        return redirectWithToast(here, { type: 'success', title: t('person.doctorUpdated') })
      case 'pathologist': {
        const { intent: _intent, ...credentials } = submission.value
        await savePathologistCredentials(params.id, credentials, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('people.pathologist.saved'),
        })
      }
      case 'remove-pathologist':
        await removePathologistCredentials(params.id, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('people.pathologist.removed'),
        })
      case 'pharmacist': {
        const { intent: _intent, ...credentials } = submission.value
        await savePharmacistCredentials(params.id, credentials, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: getT(requestLocale(request), 'pharmacyStaff')('people.saved'),
        })
      }
      case 'remove-pharmacist':
        await removePharmacistCredentials(params.id, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: getT(requestLocale(request), 'pharmacyStaff')('people.removed'),
        })
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent } })
  }
}

/** The credentials' cards answer these themselves, next to their own fields and buttons. */
const CREDENTIALS_INTENTS = ['pathologist', 'remove-pathologist', 'pharmacist', 'remove-pharmacist']

export default function Person({ loaderData, actionData }: Route.ComponentProps) {
  const { account, self, family, canManage, pathologist, pharmacist } = loaderData
  const t = useT('staff')
  const tp = useT('pharmacyStaff')
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'person',
    lastResult:
      navigation.state === 'idle' && !CREDENTIALS_INTENTS.includes(actionData?.intent ?? '')
        ? actionData?.result
        : null,
  })
  const errors = form.allErrors ? Object.values(form.allErrors).flat() : []
  return (
    <>
      <p>
        <Link to="/staff/people">← {t('person.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Name>{account.name}</Name>
      </h1>
      <FormErrors className="mt-4" errors={errors.length > 0 ? errors : undefined} />
      <dl className="card mt-4 grid grid-cols-[8rem_1fr] gap-2">
        <dt className="font-semibold">{t('person.email')}</dt>
        <dd>{account.email ?? '—'}</dd>
        <dt className="font-semibold">{t('person.phone')}</dt>
        <dd>{account.phone ? formatIndianPhone(account.phone) : '—'}</dd>
        <dt className="font-semibold">{t('person.role')}</dt>
        <dd data-testid="person-role">{t(ROLE_LABELS[account.role])}</dd>
        <dt className="font-semibold">{t('person.state')}</dt>
        <dd data-testid="person-state">
          {account.disabled ? t('people.disabled') : t('people.active')}
        </dd>
        <dt className="font-semibold">{t('person.created')}</dt>
        <dd>{account.created}</dd>
        {account.role === 'doctor' ? (
          <>
            <dt className="font-semibold">{t('person.doctorProfile')}</dt>
            <dd>{account.doctor?.name ?? t('person.notLinked')}</dd>
          </>
        ) : null}
        {account.role === 'lab' || pathologist ? (
          <>
            <dt className="font-semibold">{t('people.pathologist.term')}</dt>
            <dd data-testid="person-pathologist">
              {pathologist ? (
                <span lang="en">{`${pathologist.qualification} · ${pathologist.registrationNumber}`}</span>
              ) : (
                t('people.pathologist.none')
              )}
            </dd>
          </>
        ) : null}
        {account.role === 'pharmacist' || pharmacist ? (
          <>
            <dt className="font-semibold">{tp('people.term')}</dt>
            <dd data-testid="person-pharmacist">
              {pharmacist ? (
                <span lang="en">{`${pharmacist.qualification} · ${pharmacist.registrationNumber}`}</span>
              ) : (
                tp('people.none')
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {account.role === 'patient' ? <PersonFamily accountId={account.id} family={family} /> : null}
      {!canManage ? null : self ? (
        <p className="mt-4 text-slate-700">{t('person.ownAccount')}</p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Form method="post" className="card">
            <h2 className="text-lg font-bold text-slate-900">{t('person.role')}</h2>
            <label htmlFor="role" className="field-label mt-2">
              {t('person.newRole')}
            </label>
            <select id="role" name="role" defaultValue={account.role} className="field-input">
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ROLE_LABELS[r])}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="role" className="btn-primary mt-3">
              {t('person.changeRole')}
            </button>
          </Form>
          <Form method="post" className="card">
            <h2 className="text-lg font-bold text-slate-900">{t('person.access')}</h2>
            <p className="mt-2 text-slate-700">
              {account.disabled ? t('person.cannotSignIn') : t('person.disableExplained')}
            </p>
            <button
              type="submit"
              name="intent"
              value={account.disabled ? 'enable' : 'disable'}
              className={`${account.disabled ? 'btn-secondary' : 'btn-emergency'} mt-3`}
            >
              {account.disabled ? t('person.enable') : t('person.disable')}
            </button>
          </Form>
          {account.role === 'doctor' ? (
            <Form method="post" className="card">
              <h2 className="text-lg font-bold text-slate-900">{t('person.doctorProfile')}</h2>
              <label htmlFor="doctor" className="field-label mt-2">
                {t('person.thisAccountIs')}
              </label>
              <select
                id="doctor"
                name="doctor"
                defaultValue={account.doctor?.slug ?? ''}
                className="field-input"
              >
                <option value="">{t('person.noDoctorProfile')}</option>
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
                {t('person.save')}
              </button>
            </Form>
          ) : null}
          {account.role === 'lab' ? (
            <PathologistForm
              current={pathologist}
              lastResult={
                navigation.state === 'idle' && actionData?.intent === 'pathologist'
                  ? actionData.result
                  : null
              }
              removeErrors={
                navigation.state === 'idle' && actionData?.intent === 'remove-pathologist'
                  ? (actionData.result.error?.[''] ?? undefined)
                  : undefined
              }
            />
          ) : null}
          {account.role === 'pharmacist' ? (
            <PharmacistForm
              current={pharmacist}
              lastResult={
                navigation.state === 'idle' && actionData?.intent === 'pharmacist'
                  ? actionData.result
                  : null
              }
              removeErrors={
                navigation.state === 'idle' && actionData?.intent === 'remove-pharmacist'
                  ? (actionData.result.error?.[''] ?? undefined)
                  : undefined
              }
            />
          ) : null}
        </div>
      )}
    </>
  )
}

/**
 * The registration that lets a pharmacist account check medicine orders: saved (given or
 * corrected) and removed here, recorded on every order and step the person takes.
 */
function PharmacistForm({
  current,
  lastResult,
  removeErrors,
}: {
  current: Route.ComponentProps['loaderData']['pharmacist']
  lastResult: NonNullable<Route.ComponentProps['actionData']>['result'] | null
  /** Why the registration could not be removed. */
  removeErrors: string[] | undefined
}) {
  const t = useT('pharmacyStaff')
  const [form, fields] = useForm({
    id: 'pharmacist',
    lastResult,
    defaultValue: { intent: 'pharmacist', ...current },
    // The server checks (PharmacistSchema): the page loads no validation library.
    constraint: {
      qualification: { required: true, maxLength: 120 },
      registrationNumber: { required: true, maxLength: 60 },
    },
  })
  return (
    <section aria-labelledby="pharmacist-title" className="card">
      <h2 id="pharmacist-title" className="text-lg font-bold text-slate-900">
        {t('people.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('people.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="pharmacist" />
        <InputField
          field={fields.qualification}
          label={t('people.qualification')}
          hint={t('people.qualificationHint')}
        />
        <InputField
          field={fields.registrationNumber}
          label={t('people.registration')}
          hint={t('people.registrationHint')}
        />
        <button type="submit" className="btn-primary">
          {t('people.save')}
        </button>
      </Form>
      {current ? (
        <Form method="post" className="mt-3">
          <FormErrors className="mb-3" errors={removeErrors} />
          <button type="submit" name="intent" value="remove-pharmacist" className="btn-secondary">
            {t('people.remove')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/**
 * The credentials that let a laboratory account verify reports: saved (given or corrected) and
 * removed here, printed on every report the person verifies.
 */
function PathologistForm({
  current,
  lastResult,
  removeErrors,
}: {
  current: Route.ComponentProps['loaderData']['pathologist']
  lastResult: NonNullable<Route.ComponentProps['actionData']>['result'] | null
  /** Why the credentials could not be removed. */
  removeErrors: string[] | undefined
}) {
  const t = useT('staff')
  const [form, fields] = useForm({
    id: 'pathologist',
    lastResult,
    defaultValue: { intent: 'pathologist', ...current },
    // The server checks (PathologistSchema): the page loads no validation library.
    constraint: {
      qualification: { required: true, maxLength: 120 },
      registrationNumber: { required: true, maxLength: 60 },
    },
  })
  return (
    <section aria-labelledby="pathologist-title" className="card">
      <h2 id="pathologist-title" className="text-lg font-bold text-slate-900">
        {t('people.pathologist.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('people.pathologist.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="pathologist" />
        <InputField
          field={fields.qualification}
          label={t('people.pathologist.qualification')}
          hint={t('people.pathologist.qualificationHint')}
        />
        <InputField
          field={fields.registrationNumber}
          label={t('people.pathologist.registration')}
          hint={t('people.pathologist.registrationHint')}
        />
        <button type="submit" className="btn-primary">
          {t('people.pathologist.save')}
        </button>
      </Form>
      {current ? (
        <Form method="post" className="mt-3">
          <FormErrors className="mb-3" errors={removeErrors} />
          <button type="submit" name="intent" value="remove-pathologist" className="btn-secondary">
            {t('people.pathologist.remove')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** The account's family, each with a link that books for them over the phone. */
function PersonFamily({
  accountId,
  family,
}: {
  accountId: string
  family: Route.ComponentProps['loaderData']['family']
}) {
  const t = useT('family')
  const book = (member?: string) =>
    `/staff/appointments/new?account=${accountId}${member ? `&member=${member}` : ''}`
  return (
    <section aria-labelledby="person-family-title" className="card mt-6">
      <h2 id="person-family-title" className="text-lg font-bold text-slate-900">
        {t('staff.title')}
      </h2>
      <p className="mt-2">
        <Link className="btn-secondary px-3" to={book()}>
          {t('staff.bookForHolder')}
        </Link>
      </p>
      {family.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('staff.empty')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {family.map((member) => (
            <li
              key={member.id}
              className="border-t border-slate-200 pt-3"
              data-testid="person-family-member"
            >
              <p className="font-bold text-slate-900">
                <Name>{member.name}</Name>
              </p>
              <FamilyMemberFacts member={member} />
              <p className="mt-1">
                <Link to={book(member.id)}>
                  {t('member.book')}
                  <ForMemberHidden k="member.bookHidden" name={member.name} />
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
