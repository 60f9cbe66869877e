import { FieldErrors } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import type { Relation } from '#app/domain/family/family-schemas.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'

export type BookingFamily = {
  /** The account holder's name (the "Myself" choice). */
  holderName: string
  members: Array<{ id: string; name: string; relation: Relation }>
  /** The member preselected by the link ("Book for this member"), or null for the holder. */
  chosen: string | null
}

/** The booking form's field name for whom the appointment is for ('' = the account holder). */
export const FOR_MEMBER_FIELD = 'forMember'

/**
 * "Who is this appointment for?": the account holder or one of their family members. Plain radio
 * buttons in a fieldset, so it works without JavaScript and with the keyboard (arrow keys).
 */
export function BookingForWhom({
  family,
  chosen,
  errors,
  errorId,
  self,
}: {
  family: BookingFamily
  /** The choice to show: the one sent last, else the preselected one. */
  chosen: string | null
  errors: string[] | undefined
  errorId: string
  /** Whose account it is, on the staff's page ("Myself" for the holder's own page). */
  self: 'holder' | 'myself'
}) {
  const t = useT('family')
  const hintId = `${errorId}-hint`
  const checked = family.members.some((m) => m.id === chosen) ? chosen : ''
  return (
    <fieldset
      className="mb-4 sm:col-span-2"
      aria-describedby={errors?.length ? `${hintId} ${errorId}` : hintId}
      data-testid="booking-for-whom"
    >
      <legend className="field-label">{t('forWhom.legend')}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-600">
        {t('forWhom.hint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <label className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
          <input
            type="radio"
            name={FOR_MEMBER_FIELD}
            value=""
            defaultChecked={checked === ''}
            className="size-5"
          />
          <span>
            {self === 'myself' ? t('forWhom.self') : t('staff.bookForHolder')} —{' '}
            <Name>{family.holderName}</Name>
          </span>
        </label>
        {family.members.map((member) => (
          <label
            key={member.id}
            className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2"
          >
            <input
              type="radio"
              name={FOR_MEMBER_FIELD}
              value={member.id}
              defaultChecked={checked === member.id}
              className="size-5"
            />
            <span>
              <Name>{member.name}</Name> ({t(`relation.${member.relation}`)})
            </span>
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  )
}
