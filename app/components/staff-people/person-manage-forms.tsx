import { ROLE_LABELS } from '#app/domain/staff/role-labels.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import type { PersonAccount, Role } from './person-view.ts'

/** The administrator gives the account another role. */
export function RoleForm({ account, roles }: { account: PersonAccount; roles: readonly Role[] }) {
  const t = useT('staff')
  return (
    <Form method="post" className="card">
      <h2 className="text-lg font-bold text-slate-900">{t('person.role')}</h2>
      <label htmlFor="role" className="field-label mt-2">
        {t('person.newRole')}
      </label>
      <select id="role" name="role" defaultValue={account.role} className="field-input">
        {roles.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_LABELS[r])}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="role" className="btn-primary mt-3">
        {t('person.changeRole')}
      </button>
    </Form>
  )
}

/** The administrator stops the account signing in, or lets it again. */
export function AccessForm({ account }: { account: PersonAccount }) {
  const t = useT('staff')
  return (
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
  )
}

/** Which of the directory's doctors a doctor's account is. */
export function DoctorLinkForm({
  account,
  doctors,
}: {
  account: PersonAccount
  doctors: Array<{ value: string; label: string }>
}) {
  const t = useT('staff')
  return (
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
        {doctors.map((d) => (
          <option key={d.value} value={d.value}>
            {d.label}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="link-doctor" className="btn-secondary mt-3">
        {t('person.save')}
      </button>
    </Form>
  )
}
