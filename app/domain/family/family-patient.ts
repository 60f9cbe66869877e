import type { Relation, Sex } from '#app/db/schema/family-values.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { ageInYears } from './age.ts'

export type FamilyPatient = {
  relation: Relation
  sex: Sex
  age: number | null
  /** The member's own mobile, when they have one. */
  phone: string | null
  /** The account holder who booked it (and gets its messages). */
  bookedBy: { name: string; phone: string | null }
}

/**
 * Who an appointment booked for a family member is for, as the doctor and the front desk see
 * it; null when it is not for one (the holder themselves, a guest, or a member since removed).
 */
export function familyPatientOf(
  view: {
    familyMemberId: string | null
    memberRelation: Relation | null
    memberSex: Sex | null
    memberDateOfBirth: string | null
    memberBirthYear: number | null
    memberPhone: string | null
    accountName: string | null
    accountPhone: string | null
  },
  today: string = clinicToday(),
): FamilyPatient | null {
  if (!view.familyMemberId || !view.memberRelation || !view.memberSex) return null
  return {
    relation: view.memberRelation,
    sex: view.memberSex,
    age: ageInYears(
      { dateOfBirth: view.memberDateOfBirth, birthYear: view.memberBirthYear },
      today,
    ),
    phone: view.memberPhone,
    bookedBy: { name: view.accountName ?? '', phone: view.accountPhone },
  }
}
