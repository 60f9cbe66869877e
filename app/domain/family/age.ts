import { clinicToday } from '#app/utils/clinic-time.ts'

/** The oldest age (in years) a family member can be given. */
export const MAX_AGE_YEARS = 120

/**
 * A person's age in whole years on `today` (the clinic's date, YYYY-MM-DD): exact from the date
 * of birth; from the year of birth alone (when only the age was known) it is this year's age,
 * which may be one more than the exact one until the birthday.
 */
export function ageInYears(
  birth: { dateOfBirth: string | null; birthYear: number | null },
  today: string = clinicToday(),
): number | null {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  if (birth.dateOfBirth) {
    const [y, m, d] = birth.dateOfBirth.split('-').map(Number) as [number, number, number]
    const hadBirthday = month > m || (month === m && day >= d)
    return year - y - (hadBirthday ? 0 : 1)
  }
  if (birth.birthYear !== null) return year - birth.birthYear
  return null
}

/** The year of birth stored when only the age is known. */
export function birthYearFromAge(age: number, today: string = clinicToday()): number {
  return Number(today.slice(0, 4)) - age
}

/** The earliest date of birth accepted on `today` (MAX_AGE_YEARS ago). */
export function earliestDateOfBirth(today: string = clinicToday()): string {
  return `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`
}
