import { describe, expect, test } from 'vitest'
import { AmbulanceRequestSchema } from './request-schema.ts'

const KEY = '2f1c9a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'

function errors(input: Record<string, string>) {
  const result = AmbulanceRequestSchema.safeParse({ requestKey: KEY, ...input })
  if (result.success) return {}
  const byField: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    ;(byField[field] ??= []).push(issue.message)
  }
  return byField
}

describe('the ambulance request form', () => {
  test('needs only a mobile number and a place: the location, or a typed village or landmark', () => {
    expect(errors({ phone: '98765 43210', village: 'Lohnpur' })).toEqual({})
    expect(errors({ phone: '98765 43210', landmark: 'Behind the mill' })).toEqual({})
    expect(errors({ phone: '+91 98765 43210', latitude: '26.6178', longitude: '81.3644' })).toEqual(
      {},
    )
    const parsed = AmbulanceRequestSchema.parse({
      requestKey: KEY,
      phone: '098765 43210',
      latitude: '26.6178',
      longitude: '81.3644',
      accuracy: '24.6',
    })
    expect(parsed).toMatchObject({ phone: '+919876543210', latitude: 26.6178, accuracy: 25 })
  })

  test('names every mistake at once: a wrong number and no place', () => {
    expect(errors({ phone: '12345' })).toEqual({
      phone: ['common:field.phoneInvalid'],
      village: ['ambulance:form.error.place'],
    })
  })

  test('refuses a number that is not an Indian mobile', () => {
    expect(errors({ phone: '+44 7700 900123', village: 'Lohnpur' }).phone).toBeDefined()
    // A landline cannot receive the SMS with the tracking link.
    expect(errors({ phone: '0522 2345678', village: 'Lohnpur' }).phone).toEqual([
      'common:field.mobileRequired',
    ])
  })

  test('refuses impossible coordinates and half a position', () => {
    expect(errors({ phone: '9876543210', latitude: '123.4', longitude: '81.3' }).latitude).toEqual([
      'ambulance:form.error.location',
    ])
    expect(errors({ phone: '9876543210', latitude: '26.6', longitude: '-181' }).longitude).toEqual([
      'ambulance:form.error.location',
    ])
    expect(errors({ phone: '9876543210', latitude: 'NaN', longitude: '81' }).latitude).toEqual([
      'ambulance:form.error.location',
    ])
    expect(errors({ phone: '9876543210', latitude: '26.6' }).village).toEqual([
      'ambulance:form.error.location',
      'ambulance:form.error.place',
    ])
  })

  test('limits what is typed', () => {
    expect(errors({ phone: '9876543210', village: 'x'.repeat(201) }).village).toEqual([
      'ambulance:form.error.placeTooLong',
    ])
    expect(
      errors({ phone: '9876543210', village: 'Lohnpur', note: 'x'.repeat(1001) }).note,
    ).toEqual(['ambulance:form.error.noteTooLong'])
    expect(errors({ phone: '9876543210', village: 'Lohnpur', patients: '21' }).patients).toEqual([
      'ambulance:form.error.patients',
    ])
    expect(errors({ phone: '9876543210', village: 'Lohnpur', kind: 'alien' }).kind).toEqual([
      'ambulance:form.error.kind',
    ])
  })

  test('asks for the hospital’s name when the caller chose another one', () => {
    expect(
      errors({ phone: '9876543210', village: 'Lohnpur', destination: 'other' }).destinationName,
    ).toEqual(['ambulance:form.error.destinationName'])
  })
})
