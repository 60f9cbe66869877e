import { Name } from '#app/components/ui/name.tsx'
import type { FamilyPatient } from '#app/domain/family/family-patient.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'

/**
 * Rows of a details list (`<dl>`) for an appointment booked for a family member: how they are
 * related to the account holder, their sex and age, their own mobile, and who booked. Pages
 * showing it load the `family` catalogue.
 */
export function FamilyPatientDetails({ patient }: { patient: FamilyPatient }) {
  const t = useT('family')
  return (
    <>
      <dt className="font-semibold">{t('patient.relation')}</dt>
      <dd data-testid="patient-relation">
        {t('patient.relationOf', { relation: t(`relation.${patient.relation}`) })}
      </dd>
      <dt className="font-semibold">{t('patient.sex')}</dt>
      <dd>{t(`sex.${patient.sex}`)}</dd>
      <dt className="font-semibold">{t('patient.age')}</dt>
      <dd data-testid="patient-age">
        {patient.age === null ? '—' : t('member.age', { age: patient.age })}
      </dd>
      {patient.phone ? (
        <>
          <dt className="font-semibold">{t('patient.ownPhone')}</dt>
          <dd>
            <a href={`tel:${patient.phone}`}>{formatIndianPhone(patient.phone)}</a>
          </dd>
        </>
      ) : null}
      <dt className="font-semibold">{t('patient.bookedBy')}</dt>
      <dd data-testid="patient-booked-by">
        <Name>{patient.bookedBy.name}</Name>
        {patient.bookedBy.phone ? (
          <>
            {', '}
            <a href={`tel:${patient.bookedBy.phone}`}>
              {formatIndianPhone(patient.bookedBy.phone)}
            </a>
          </>
        ) : null}
      </dd>
    </>
  )
}
