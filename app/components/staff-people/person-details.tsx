// The formatting alone: the area's entry brings its form schemas (and zod) along.
import { formatAbhaNumber } from '#app/domain/abha/abha-values.ts'
import { ROLE_LABELS } from '#app/domain/staff/role-labels.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'
import type { Credentials, PersonAccount } from './person-view.ts'

/** The account's facts: how to reach it, its role and state, and the registrations it holds. */
export function PersonDetails({
  account,
  pathologist,
  pharmacist,
}: {
  account: PersonAccount
  pathologist: Credentials | null
  pharmacist: Credentials | null
}) {
  const t = useT('staff')
  const tp = useT('pharmacyStaff')
  const abha = useT('abha')
  return (
    <dl className="card mt-4 grid grid-cols-[8rem_1fr] gap-2">
      <dt className="font-semibold">{t('person.email')}</dt>
      <dd>{account.email ?? '—'}</dd>
      <dt className="font-semibold">{t('person.phone')}</dt>
      <dd>{account.phone ? formatIndianPhone(account.phone) : '—'}</dd>
      {account.role === 'patient' || account.abhaNumber || account.abhaAddress ? (
        <>
          <dt className="font-semibold">{abha('number')}</dt>
          <dd data-testid="person-abha-number">
            {account.abhaNumber ? formatAbhaNumber(account.abhaNumber) : '—'}
          </dd>
          <dt className="font-semibold">{abha('address')}</dt>
          <dd className="break-all">{account.abhaAddress ?? '—'}</dd>
        </>
      ) : null}
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
  )
}
