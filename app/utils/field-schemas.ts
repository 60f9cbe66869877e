import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { isIndianMobile, normalizeIndianPhone } from './phone.ts'

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
