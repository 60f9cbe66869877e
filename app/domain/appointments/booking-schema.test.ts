import { describe, expect, it } from 'vitest'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { HORIZON_DAYS } from './availability.ts'
import { createBookingSchema, REASON_MAX_LENGTH } from './booking-schema.ts'

const directory = {
  departments: [
    { slug: 'neurology', name: 'Neurology' },
    { slug: 'cardiology', name: 'Cardiology' },
  ],
  doctors: [{ slug: 'dr-asha', departmentSlug: 'neurology', modes: ['in_person'] }],
}
const TODAY = '2030-01-07'
const valid = {
  department: 'neurology',
  doctor: 'dr-asha',
  date: '2030-01-08',
  time: '09:30',
  mode: 'in_person',
  name: 'Sunita Devi',
  email: 'sunita@example.com',
  phone: '9876543210',
  requestKey: '00000000-0000-4000-8000-000000000000',
}

function errorsIn(locale: 'en' | 'hi', change: Record<string, string>) {
  const schema = createBookingSchema(directory, TODAY, getT(locale, 'booking'))
  const result = schema.safeParse({ ...valid, ...change })
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the booking form says what is wrong in the page’s language', () => {
  it('accepts a complete booking', () => {
    expect(errorsIn('en', {})).toEqual([])
  })

  it('names the limits and the clinic in English as before', () => {
    expect(errorsIn('en', { date: '2099-01-05' })).toEqual([
      `Choose a date within the next ${HORIZON_DAYS} days`,
    ])
    expect(errorsIn('en', { reason: 'x'.repeat(REASON_MAX_LENGTH + 1) })).toEqual([
      `Keep it under ${REASON_MAX_LENGTH} characters`,
    ])
    expect(errorsIn('en', { department: 'cardiology' })).toEqual([
      'Choose a doctor from the Cardiology clinic',
    ])
  })

  it('and in Hindi', () => {
    expect(errorsIn('hi', { date: '2099-01-05' })).toEqual([
      `अगले ${HORIZON_DAYS} दिनों के अंदर की तारीख़ चुनें`,
    ])
    expect(errorsIn('hi', { department: 'cardiology' })).toEqual(['Cardiology क्लिनिक का डॉक्टर चुनें'])
    expect(errorsIn('hi', { date: '' })).toEqual(['कैलेंडर से सही तारीख़ चुनें'])
  })
})
