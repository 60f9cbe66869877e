import type { Sex } from '#app/db/schema/family-values.ts'
import { ageInYears, familyPatientOf } from '#app/domain/family/index.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'

/** The patient's age and sex, as a prescription states them. */
export type PrescriptionPatient = { age: number; sex: Sex }

type AppointmentFacts = Parameters<typeof familyPatientOf>[0] & {
  patientUserId: string | null
  patientName: string
  accountSex: Sex | null
  accountBirthYear: number | null
}

/**
 * Whether the appointment is the account holder's own: booked in an account, not for a family
 * member, in the holder's name. (A family member's appointment whose member was since removed
 * has no member any more, but still the member's name.)
 */
export function isHoldersOwn(appointment: AppointmentFacts): boolean {
  return (
    appointment.patientUserId !== null &&
    appointment.familyMemberId === null &&
    appointment.accountName !== null &&
    appointment.patientName.trim().toLowerCase() === appointment.accountName.trim().toLowerCase()
  )
}

/**
 * What is known of the patient's age and sex before the doctor asks: the family member's, or the
 * account holder's own when they have given them; nothing for a guest.
 */
export function knownPatientDetails(
  appointment: AppointmentFacts,
  today: string = clinicToday(),
): { age: number | null; sex: Sex | null } {
  const family = familyPatientOf(appointment, today)
  if (family) return { age: family.age, sex: family.sex }
  if (isHoldersOwn(appointment))
    return {
      age: ageInYears({ dateOfBirth: null, birthYear: appointment.accountBirthYear }, today),
      sex: appointment.accountSex,
    }
  return { age: null, sex: null }
}
