import { describe, expect, it } from 'vitest'
import { createAppointmentRequestSchema } from './appointment-request-schema.ts'

const directory = {
  departments: [
    { slug: 'neurology', name: 'Neurology' },
    { slug: 'cardiology', name: 'Cardiology' },
  ],
  doctors: [
    { slug: 'dr-a', departmentSlug: 'neurology' },
    { slug: 'dr-b', departmentSlug: 'cardiology' },
  ],
}
const schema = createAppointmentRequestSchema(directory, '2026-11-22')
const valid = {
  department: 'neurology',
  doctor: 'dr-a',
  name: 'Sunita Devi',
  email: 'sunita@example.com',
  phone: '9876543210',
  date: '2026-11-25',
  time: '10:30',
}

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('appointment request schema', () => {
  it('accepts a complete request', () => {
    expect(schema.safeParse(valid).success).toBe(true)
  })
  it.each([
    ['department', 'dermatology', 'Choose a clinic from the list'],
    ['doctor', 'dr-nobody', 'Choose a doctor from the list'],
    ['date', '2026-11-21', 'Choose today or a later date'],
    ['date', '2027-01-22', 'Choose a date within the next 60 days'],
    ['date', '2026-02-30', 'Choose a real date from the calendar'],
    ['time', '7:00', 'Enter a time like 10:30'],
    ['time', '07:30', 'Choose a time between 8:00 am and 6:30 pm'],
    ['time', '19:00', 'Choose a time between 8:00 am and 6:30 pm'],
  ])('rejects %s = %j', (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(expected)
  })
  it('accepts today and the last day of the horizon', () => {
    expect(schema.safeParse({ ...valid, date: '2026-11-22' }).success).toBe(true)
    expect(schema.safeParse({ ...valid, date: '2027-01-21' }).success).toBe(true)
  })
  it('refuses a doctor from another clinic', () => {
    expect(errorsOf({ ...valid, doctor: 'dr-b' })).toEqual({ doctor: 'Choose a doctor from the Neurology clinic' })
  })
})
