// The formatting alone: the area's entry brings its form schemas (and zod) along.
import { formatAbhaNumber } from '#app/domain/abha/abha-values.ts'
import type { FamilyPatient } from '#app/domain/family/family-patient.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { formatIndianPhone } from '#app/utils/phone.ts'

/**
 * What a family member's card says under their name — relation, sex, age, their own mobile and
 * ABHA — the same on the holder's family page and on the front desk's person page.
 */
export function FamilyMemberFacts({
  member,
}: {
  member: Pick<FamilyPatient, 'relation' | 'sex' | 'age' | 'phone'> & {
    abhaNumber?: string | null
    abhaAddress?: string | null
  }
}) {
  const t = useT('family')
  const abha = useT('abha')
  return (
    <>
      <p className="text-slate-800">
        {t('member.details', {
          relation: t(`relation.${member.relation}`),
          sex: t(`sex.${member.sex}`),
          age: member.age === null ? '—' : t('member.age', { age: member.age }),
        })}
      </p>
      {member.phone ? (
        <p className="text-slate-800">
          {t('member.phone', { phone: formatIndianPhone(member.phone) })}
        </p>
      ) : null}
      {member.abhaNumber ? (
        <p className="text-slate-800">
          {abha('numberShown', { number: formatAbhaNumber(member.abhaNumber) })}
        </p>
      ) : null}
      {member.abhaAddress ? (
        <p className="break-all text-slate-800">
          {abha('addressShown', { address: member.abhaAddress })}
        </p>
      ) : null}
    </>
  )
}

/** Whom an action is for, for screen readers: "Book" is read "Book for Asha Devi". */
export function ForMemberHidden({
  k,
  name,
}: {
  k: 'member.bookHidden' | 'member.editHidden' | 'member.removeHidden'
  name: string
}) {
  return (
    <span className="sr-only">
      {' '}
      <Message
        ns="family"
        k={k}
        values={{ name }}
        components={[<span key="name" translate="no" />]}
      />
    </span>
  )
}
