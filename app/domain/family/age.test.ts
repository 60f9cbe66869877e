import { describe, expect, it } from 'vitest'
import { ageInYears, birthYearFromAge, earliestDateOfBirth } from './age.ts'

describe('a family member’s age', () => {
  it('is exact from the date of birth, counting the birthday', () => {
    expect(ageInYears({ dateOfBirth: '2000-06-15', birthYear: null }, '2026-06-14')).toBe(25)
    expect(ageInYears({ dateOfBirth: '2000-06-15', birthYear: null }, '2026-06-15')).toBe(26)
    expect(ageInYears({ dateOfBirth: '2026-01-01', birthYear: null }, '2026-06-15')).toBe(0)
  })

  it('comes from the year of birth when only the age was given, and back', () => {
    expect(birthYearFromAge(34, '2026-03-01')).toBe(1992)
    expect(ageInYears({ dateOfBirth: null, birthYear: 1992 }, '2026-03-01')).toBe(34)
    expect(ageInYears({ dateOfBirth: null, birthYear: null }, '2026-03-01')).toBeNull()
  })

  it('prefers the date of birth when both are known', () => {
    expect(ageInYears({ dateOfBirth: '2010-12-31', birthYear: 1950 }, '2026-03-01')).toBe(15)
  })

  it('accepts births up to 120 years back', () => {
    expect(earliestDateOfBirth('2026-03-01')).toBe('1906-03-01')
  })
})
