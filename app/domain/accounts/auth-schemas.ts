import { z } from '#app/utils/zod.ts'
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

const CurrentPasswordSchema = z
  .string({ error: messageRef('auth', 'form.passwordRequired') })
  .min(1, messageRef('auth', 'form.passwordRequired'))
  .max(128, messageRef('auth', 'form.passwordTooLong'))

export const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  redirectTo: z.string().max(500).optional(),
})

export const RegisterSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  password: PasswordSchema,
  consent: z.literal('on', {
    error: messageRef('auth', 'form.consentRequired'),
  }),
})

export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
})

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: messageRef('auth', 'form.linkIncomplete') })
    .min(10)
    .max(200),
  password: PasswordSchema,
})

export const ProfileSchema = z.object({
  intent: z.literal('profile'),
  name: NameSchema,
  phone: PhoneSchema,
})

export const ChangePasswordSchema = z.object({
  intent: z.literal('password'),
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
})

export const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
  confirm: z.literal('on', {
    error: messageRef('auth', 'form.deleteConfirmRequired'),
  }),
})
