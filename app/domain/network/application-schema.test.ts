import { parseWithZod } from '@conform-to/zod/v4'
import { expect, it } from 'vitest'
import {
  allowedDecisions,
  applicationFromForm,
  JoinSchema,
  readKept,
  registrationKey,
  weeklyHourRows,
} from './application-schema.ts'

function form(fields: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  return parseWithZod(data, { schema: JoinSchema })
}

const common = {
  requestKey: crypto.randomUUID(),
  name: 'Sahara Pathology',
  registrationNumber: 'CEA/BBK/311',
  contactName: 'Rajesh Gupta',
  phone: '9876543101',
  email: 'sahara@example.com',
}

it('keys registration numbers by their letters and digits, apart for doctors and facilities', () => {
  expect(registrationKey('doctor', 'upmc / 48-213')).toBe('doctor:UPMC48213')
  expect(registrationKey('pharmacy', 'UPMC48213')).toBe('facility:UPMC48213')
})

it('asks a facility for what its listing needs, and not for a doctor’s details', () => {
  const result = form({ ...common, kind: 'laboratory' })
  expect(result.status).toBe('error')
  const errors = result.status === 'error' ? (result.error ?? {}) : {}
  expect(Object.keys(errors).sort()).toEqual(
    [
      'address',
      'facilityPhone',
      'hoursMode',
      'pinCode',
      'registrationAuthority',
      'services',
      'town',
    ].sort(),
  )
})

it('refuses coordinates outside India and a lone coordinate', () => {
  const outside = form({ ...common, kind: 'clinic', latitude: '-26.6', longitude: '81.3' })
  expect(outside.status === 'error' && outside.error?.latitude).toEqual([
    'join:error.coordinatesOutside',
  ])
  const lone = form({ ...common, kind: 'clinic', latitude: '26.6' })
  expect(lone.status === 'error' && lone.error?.longitude).toEqual(['join:error.coordinatesPair'])
})

it('turns a doctor’s form into the details approval lists without retyping', () => {
  const result = form({
    ...common,
    kind: 'doctor',
    name: 'Dr. Kavita Mishra',
    gender: 'female',
    department: 'pediatric',
    qualifications: 'MBBS, DCH',
    experienceYears: '9',
    languages: ['Hindi', 'Awadhi'],
    feeInr: '400',
    council: 'upmc',
    // A facility's fields sent along (a kind changed half-way) are not kept.
    address: 'Station Road',
  })
  expect(result.status).toBe('success')
  if (result.status !== 'success') return
  expect(applicationFromForm(result.value)).toMatchObject({
    registrationBody: 'upmc',
    phone: '+919876543101',
    details: {
      gender: 'female',
      department: 'pediatric',
      experienceYears: 9,
      feeInr: 400,
      languages: ['Hindi', 'Awadhi'],
    },
  })
  expect(applicationFromForm(result.value).details).not.toHaveProperty('address')
})

it('opens Monday to Saturday, Sunday too when asked, and no rows when open all hours', () => {
  expect(weeklyHourRows(null)).toEqual([])
  const week = { opensAt: '09:00', closesAt: '18:00' }
  expect(weeklyHourRows({ ...week, sundayOpen: false }).map((r) => r.weekday)).toEqual([
    1, 2, 3, 4, 5, 6,
  ])
  expect(weeklyHourRows({ ...week, sundayOpen: true })).toHaveLength(7)
})

it('reads kept documents only with a known purpose', () => {
  const id = '1b4e28ba-2fa1-11d2-883f-0016d3cca427'
  expect(readKept([`${id}:photo`, `${id}:passport`, 'junk'])).toEqual([{ id, purpose: 'photo' }])
})

it('allows each decision only from the statuses it makes sense in', () => {
  expect(allowedDecisions('submitted')).toEqual({ askMore: true, approve: true, reject: true })
  expect(allowedDecisions('more_info')).toEqual({ askMore: false, approve: true, reject: true })
  expect(allowedDecisions('approved')).toEqual({ askMore: false, approve: false, reject: false })
})

it('reads digits typed on a Hindi keyboard or full width as the same digits, and wants a digit', () => {
  expect(registrationKey('doctor', 'UPMC-४८२१३')).toBe('doctor:UPMC48213')
  expect(registrationKey('doctor', 'ＵＰＭＣ４８２１３')).toBe('doctor:UPMC48213')
  const lettersOnly = form({ ...common, kind: 'doctor', registrationNumber: 'UPMC' })
  expect(lettersOnly.status === 'error' && lettersOnly.error?.registrationNumber).toBeTruthy()
})

it('does not check what was typed in the other kind’s hidden section', () => {
  const doctor = {
    ...common,
    kind: 'doctor',
    gender: 'female',
    department: 'cardiology',
    qualifications: 'MBBS, MD',
    experienceYears: '12',
    languages: ['Hindi'],
    feeInr: '500',
    council: 'upmc',
  }
  // A pin code and coordinates left wrong in the facility's section, hidden for a doctor.
  const result = form({ ...doctor, pinCode: '12', latitude: 'north' })
  expect(result.status).toBe('success')
  // …and a doctor's fee typed as words does not stop a clinic's application.
  const clinic = form({ ...common, kind: 'clinic', feeInr: '₹400' })
  expect(clinic.status === 'error' && clinic.error?.feeInr).toBeFalsy()
})

it('asks for coordinates when the pin code cannot be placed on the map', () => {
  const place = {
    ...common,
    kind: 'pharmacy',
    address: 'Main Road',
    town: 'Somewhere',
    facilityPhone: '05248222410',
    services: ['pharmacy'],
    hoursMode: 'all_hours',
    registrationAuthority: 'Drugs Controller',
  }
  const far = form({ ...place, pinCode: '110001' })
  expect(far.status === 'error' && far.error?.latitude).toEqual(['join:error.coordinatesNeeded'])
  expect(form({ ...place, pinCode: '110001', latitude: '28.63', longitude: '77.22' }).status).toBe(
    'success',
  )
  expect(form({ ...place, pinCode: '227301' }).status).toBe('success')
})
