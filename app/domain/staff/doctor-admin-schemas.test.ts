import { describe, expect, it } from 'vitest'
import { DoctorSchema } from './doctor-admin-schemas.ts'

const doctor = {
  intent: 'doctor',
  name: 'Dr. Ritu Agarwal',
  department: 'pediatric',
  qualifications: 'MBBS',
  registrationNumber: 'UPMC-60001',
  gender: 'female',
  languages: 'Hindi',
  experienceYears: '5',
  feeInr: '400',
  modes: ['in_person'],
}

describe('the council and the day the registration was checked', () => {
  it('takes the Uttar Pradesh council unless another is chosen, and no check date', () => {
    const parsed = DoctorSchema.parse(doctor)
    expect([parsed.council, parsed.registrationVerifiedOn]).toEqual(['upmc', undefined])
    expect(DoctorSchema.parse({ ...doctor, council: 'nmc' }).council).toBe('nmc')
  })

  it('refuses an unknown council and a check date in the future or not a date', () => {
    expect(DoctorSchema.safeParse({ ...doctor, council: 'xyz' }).success).toBe(false)
    expect(
      DoctorSchema.safeParse({ ...doctor, registrationVerifiedOn: '2999-01-01' }).error?.issues[0]
        ?.message,
    ).toBe('staff:doctor.form.verifiedOnInvalid')
    expect(DoctorSchema.safeParse({ ...doctor, registrationVerifiedOn: '5 Nov' }).success).toBe(
      false,
    )
    expect(
      DoctorSchema.parse({ ...doctor, registrationVerifiedOn: '2026-11-05' })
        .registrationVerifiedOn,
    ).toBe('2026-11-05')
  })
})
