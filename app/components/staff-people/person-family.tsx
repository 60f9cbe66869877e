import { FamilyMemberFacts, ForMemberHidden } from '#app/components/family-member-facts.tsx'
import { Name } from '#app/components/ui/name.tsx'
import type { FamilyPatient } from '#app/domain/family/family-patient.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'

/** The account's family, each with a link that books for them over the phone. */
export function PersonFamily({
  accountId,
  family,
}: {
  accountId: string
  family: Array<
    Pick<FamilyPatient, 'relation' | 'sex' | 'age' | 'phone'> & { id: string; name: string }
  >
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
