import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

/**
 * Field schemas shared by every form, each with a message a patient can act on. Used by Conform
 * in the browser and again by the action on the server.
 */

export const NameSchema = z
  .string({ error: messageRef('common', 'field.nameRequired') })
  .trim()
  .min(2, messageRef('common', 'field.nameTooShort'))
  .max(100, messageRef('common', 'field.nameTooLong'))

export const EmailSchema = z
  .string({ error: messageRef('common', 'field.emailRequired') })
  .trim()
  .min(1, messageRef('common', 'field.emailRequired'))
  .max(254, messageRef('common', 'field.emailTooLong'))
  .pipe(z.email(messageRef('common', 'field.emailInvalid')))
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

/** Indian mobile numbers start with 6, 7, 8 or 9; a landline cannot receive an SMS. */
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/

/** Whether a normalised number (+91 and 10 digits) is a mobile, able to receive an SMS. */
export function isIndianMobile(phone: string): boolean {
  return INDIAN_MOBILE.test(phone)
}

export const PhoneSchema = z
  .string({ error: messageRef('common', 'field.phoneRequired') })
  .trim()
  .min(1, messageRef('common', 'field.phoneRequired'))
  .max(20, messageRef('common', 'field.phoneInvalid'))
  .transform((value, ctx) => {
    const phone = normalizeIndianPhone(value)
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        message: messageRef('common', 'field.phoneInvalid'),
      })
      return z.NEVER
    }
    return phone
  })

/** "+91 98123 45678": how a stored number is shown. */
export function formatIndianPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone)
  return match ? `+91 ${match[1]} ${match[2]}` : phone
}

/** A number that can receive an SMS: a phone number, and a mobile one. */
export const MobileSchema = PhoneSchema.refine(isIndianMobile, {
  message: messageRef('common', 'field.mobileRequired'),
})

export const PasswordSchema = z
  .string({ error: messageRef('common', 'field.passwordRequired') })
  .min(8, messageRef('common', 'field.passwordTooShort'))
  .max(128, messageRef('common', 'field.passwordTooLong'))

/** A field that people never see; bots fill it in. */
export const HoneypotSchema = z.string().max(0, messageRef('common', 'form.honeypot')).optional()
