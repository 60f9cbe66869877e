import { describe, expect, it } from 'vitest'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { HORIZON_DAYS } from './availability.ts'
import { BOOKING_SHAPE, createBookingSchema, REASON_MAX_LENGTH } from './booking-schema.ts'

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

describe('booking with a mobile number only', () => {
  /** As the form sends it: an empty field arrives as nothing. */
  function submit(change: Record<string, string>, locale: 'en' | 'hi' = 'en') {
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...valid, ...change })) form.set(key, value)
    const submission = parseWithZod(form, {
      schema: createBookingSchema(directory, TODAY, getT(locale, 'booking')),
    })
    return submission.status === 'success'
      ? { ...submission, error: undefined }
      : { ...submission, value: undefined }
  }

  it('needs no e-mail address when the phone is a mobile, written any usual way', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '098765-43210', '91 9876543210']) {
      const submission = submit({ email: '', phone })
      expect(submission.status, phone).toBe('success')
      expect(submission.value?.email).toBeUndefined()
      expect(submission.value?.phone).toBe('+919876543210')
    }
  })

  it('refuses a landline without an e-mail address, next to the phone field, in the page’s language', () => {
    const en = submit({ email: '', phone: '0522 234 5678' })
    expect(en.status).toBe('error')
    expect(en.error?.phone).toEqual([
      'We could not send you the link to manage your booking: a landline cannot receive an SMS. Give a mobile number or an e-mail address.',
    ])
    expect(en.error?.email).toBeUndefined()
    const hi = submit({ email: '', phone: '05222345678' }, 'hi')
    expect(hi.error?.phone?.[0]).toMatch(/^हम आपको बुकिंग सँभालने का लिंक नहीं भेज पाएँगे/)
    // With an e-mail address a landline is fine: the link goes by e-mail.
    expect(submit({ phone: '0522 234 5678' }).status).toBe('success')
  })

  it('says a malformed number is malformed, not that it is a landline', () => {
    const submission = submit({ email: '', phone: '98765' })
    expect(submission.error?.phone).toHaveLength(1)
    expect(submission.error?.phone?.[0]).not.toMatch(/landline/)
  })
})

it('says a landline needs an e-mail address even while other fields are still missing', () => {
  const form = new FormData()
  form.set('name', 'Ramkali Devi')
  form.set('phone', '0522 234 5678')
  const submission = parseWithZod(form, {
    schema: createBookingSchema(directory, TODAY, getT('en', 'booking')),
  })
  expect(submission.status).toBe('error')
  if (submission.status === 'error') {
    expect(submission.error?.phone?.[0]).toMatch(/^We could not send you the link/)
    expect(submission.error?.department).toBeTruthy()
  }
})

describe('the booking form’s constraints come from a schema built once', () => {
  it('are those of a schema built for a real directory, day and language', () => {
    const real = createBookingSchema(directory, TODAY, getT('hi', 'booking'))
    expect(getZodConstraint(BOOKING_SHAPE)).toEqual(getZodConstraint(real))
    expect(getZodConstraint(BOOKING_SHAPE)).toMatchObject({
      department: { required: true },
      mode: { required: true, pattern: 'in_person|phone|video|chat' },
      email: { required: false },
      reason: { required: false },
    })
  })
})
