import { describe, expect, it } from 'vitest'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { ContactSchema } from './contact-schema.ts'

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '98765 43210',
  subject: 'appointments',
  message: 'Is Dr. Verma available on Saturday mornings?',
}

function errorsOf(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join('.'),
      translateRefOnServer('en', issue.message),
    ]),
  )
}

describe('ContactSchema', () => {
  it('accepts a complete message and normalizes it', () => {
    const parsed = ContactSchema.parse({ ...valid, message: `  ${valid.message}  ` })
    expect(parsed).toMatchObject({
      phone: '+919876543210',
      message: valid.message,
      subject: 'appointments',
    })
  })

  it.each([
    ['name', '', 'Enter your name (at least 2 letters)'],
    ['email', 'not-an-email', 'Enter a valid e-mail address, like name@example.com'],
    ['phone', '123', 'Enter a 10-digit Indian phone number, with or without +91'],
    ['subject', 'lottery', 'Choose what your message is about'],
    ['subject', '', 'Choose what your message is about'],
    ['message', 'Hi', 'Write a little more (at least 10 characters)'],
    ['message', 'x'.repeat(2001), 'Keep the message under 2000 characters'],
    ['website', 'http://spam.example', 'Leave this field empty'],
  ])('answers a bad %s (%j) with a message for that field only', (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected })
  })

  it('words the messages in Hindi too', () => {
    const { message } = errorsOf({ ...valid, message: 'Hi' })
    expect(message).toBe('Write a little more (at least 10 characters)')
    const issue = ContactSchema.safeParse({ ...valid, message: 'Hi' }).error?.issues[0]
    expect(translateRefOnServer('hi', issue!.message)).toBe('थोड़ा और लिखिए (कम से कम 10 अक्षर)')
  })

  it('names every missing field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'subject',
    ])
  })
})
