import { z } from '#app/utils/zod.ts'

/**
 * Field schemas shared by every form, each with a message a patient can act on. Used by Conform
 * in the browser and again by the action on the server.
 */

export const NameSchema = z
  .string({ error: 'Enter your name' })
  .trim()
  .min(2, 'Enter your name (at least 2 letters)')
  .max(100, 'Keep the name under 100 characters')

export const EmailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(254, 'That e-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com'))
  .transform((value) => value.toLowerCase())

/**
 * Indian phone numbers: 10 digits (mobile, or landline with its STD code), optionally written
 * with +91, 91 or a leading 0, with spaces or dashes. Stored as +91 followed by 10 digits.
 */
export function normalizeIndianPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '')
  const match = /^(?:\+91|0091|91|0)?([1-9]\d{9})$/.exec(digits)
  return match ? `+91${match[1]}` : null
}

export const PhoneSchema = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .min(1, 'Enter your phone number')
  .max(20, 'Enter a 10-digit Indian phone number, with or without +91')
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value)
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a 10-digit Indian phone number, with or without +91',
      })
      return z.NEVER
    }
    return phone
  })

export const PasswordSchema = z
  .string({ error: 'Enter a password' })
  .min(8, 'Use at least 8 characters')
  .max(128, 'Use at most 128 characters')

/** A field that people never see; bots fill it in. */
export const HoneypotSchema = z.string().max(0, 'Leave this field empty').optional()
