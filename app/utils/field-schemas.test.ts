import { describe, expect, it } from 'vitest'
import {
  EmailSchema,
  HoneypotSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
} from './field-schemas.ts'
import { normalizeIndianPhone } from './phone.ts'
import { translateRefOnServer } from './i18n/i18n.server.ts'

type Result = { success: boolean; error?: { issues: Array<{ message: string }> } }
/** The first error as a person reads it (schemas name messages; the page puts them into words). */
const message = (result: Result, locale: 'en' | 'hi' = 'en') =>
  result.success ? null : translateRefOnServer(locale, result.error?.issues[0]?.message ?? '')

describe('NameSchema', () => {
  it('accepts and trims a name', () => {
    expect(NameSchema.parse('  Sunita Devi ')).toBe('Sunita Devi')
    expect(NameSchema.parse('सुनीता देवी')).toBe('सुनीता देवी')
  })
  it.each([
    ['', 'Enter your name (at least 2 letters)'],
    [' a ', 'Enter your name (at least 2 letters)'],
    ['x'.repeat(101), 'Keep the name under 100 characters'],
  ])('rejects %j', (input, expected) => {
    expect(message(NameSchema.safeParse(input))).toBe(expected)
  })
  it('asks for a name when the field is missing', () => {
    expect(message(NameSchema.safeParse(undefined))).toBe('Enter your name')
  })
  it('says so in Hindi on a Hindi page', () => {
    expect(message(NameSchema.safeParse(undefined), 'hi')).toBe('अपना नाम लिखें')
  })
})

describe('EmailSchema', () => {
  it('accepts and lower-cases an address', () => {
    expect(EmailSchema.parse(' Ravi.Kumar@Example.IN ')).toBe('ravi.kumar@example.in')
  })
  it.each([
    ['', 'Enter your e-mail address'],
    ['ravi', 'Enter a valid e-mail address, like name@example.com'],
    ['ravi@', 'Enter a valid e-mail address, like name@example.com'],
    ['ravi @example.com', 'Enter a valid e-mail address, like name@example.com'],
    [`${'a'.repeat(250)}@x.in`, 'That e-mail address is too long'],
  ])('rejects %j', (input, expected) => {
    expect(message(EmailSchema.safeParse(input))).toBe(expected)
  })
})

describe('PhoneSchema', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['05248 222410', '+915248222410'],
    ['(0522) 2345678', '+915222345678'],
  ])('accepts %j as %s', (input, expected) => {
    expect(PhoneSchema.parse(input)).toBe(expected)
  })
  it.each([
    ['', 'Enter your phone number'],
    ['12345', 'Enter a 10-digit Indian phone number, with or without +91'],
    ['0000000000', 'Enter a 10-digit Indian phone number, with or without +91'],
    ['+44 20 7946 0958', 'Enter a 10-digit Indian phone number, with or without +91'],
    ['98765432101', 'Enter a 10-digit Indian phone number, with or without +91'],
    ['phone me', 'Enter a 10-digit Indian phone number, with or without +91'],
  ])('rejects %j', (input, expected) => {
    expect(message(PhoneSchema.safeParse(input))).toBe(expected)
  })
  it('normalizes without a schema too', () => {
    expect(normalizeIndianPhone('+91 99350 10108')).toBe('+919935010108')
    expect(normalizeIndianPhone('abc')).toBeNull()
  })
})

describe('PasswordSchema', () => {
  it('accepts 8 to 128 characters', () => {
    expect(PasswordSchema.safeParse('a'.repeat(8)).success).toBe(true)
    expect(PasswordSchema.safeParse('a'.repeat(128)).success).toBe(true)
  })
  it('rejects shorter and longer', () => {
    expect(message(PasswordSchema.safeParse('a'.repeat(7)))).toBe('Use at least 8 characters')
    expect(message(PasswordSchema.safeParse('a'.repeat(129)))).toBe('Use at most 128 characters')
  })
})

describe('HoneypotSchema', () => {
  it('passes only when empty', () => {
    expect(HoneypotSchema.safeParse(undefined).success).toBe(true)
    expect(HoneypotSchema.safeParse('').success).toBe(true)
    expect(HoneypotSchema.safeParse('http://spam.example').success).toBe(false)
  })
})
