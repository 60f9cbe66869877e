import { describe, expect, test } from 'vitest'
import { AddVehicleSchema, normalizeRegistrationNumber } from './fleet-schemas.ts'

describe('normalizeRegistrationNumber', () => {
  test('one spelling for a number however it is typed', () => {
    for (const typed of ['UP 41 AT 1234', 'up41at1234', 'UP-41-AT-1234', ' Up 41  at 1234 ']) {
      expect(normalizeRegistrationNumber(typed), typed).toBe('UP 41 AT 1234')
    }
  })

  test('pads the district and the number, and allows no series or a one- to three-letter one', () => {
    expect(normalizeRegistrationNumber('UP41AT12')).toBe('UP 41 AT 0012')
    expect(normalizeRegistrationNumber('dl 3 c 5')).toBe('DL 03 C 0005')
    expect(normalizeRegistrationNumber('UP 41 9876')).toBe('UP 41 9876')
    expect(normalizeRegistrationNumber('UP 32 ABC 1')).toBe('UP 32 ABC 0001')
  })

  test('refuses what is not a registration number', () => {
    for (const typed of ['', 'UP', 'U 41 AT 1234', 'UP 41 ABCD 1234', 'UP 41 AT 12345', '4141']) {
      expect(normalizeRegistrationNumber(typed), typed).toBeNull()
    }
  })
})

describe('AddVehicleSchema', () => {
  const valid = {
    intent: 'add',
    registrationNumber: 'up 41 at 1234',
    kind: 'als',
    base: 'Haidergarh CHC',
    driverName: 'Ramesh Yadav',
    driverPhone: '098765 43210',
    duty: 'available',
  }

  test('normalises the registration number and the mobile', () => {
    expect(AddVehicleSchema.parse(valid)).toMatchObject({
      registrationNumber: 'UP 41 AT 1234',
      driverPhone: '+919876543210',
    })
  })

  test('names the field that is wrong', () => {
    const fields = (input: Record<string, unknown>) =>
      AddVehicleSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.path[0])
    expect(fields({ registrationNumber: 'not a plate' })).toEqual(['registrationNumber'])
    expect(fields({ driverPhone: '0522 2345678' })).toEqual(['driverPhone'])
    expect(fields({ driverPhone: '+44 7700 900123' })).toEqual(['driverPhone'])
    expect(fields({ kind: 'helicopter' })).toEqual(['kind'])
    expect(fields({ base: 'x'.repeat(101) })).toEqual(['base'])
    expect(fields({ driverName: 'R'.repeat(101) })).toEqual(['driverName'])
    expect(fields({ duty: 'on_job' })).toEqual(['duty'])
  })
})
