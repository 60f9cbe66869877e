import { z } from '#app/utils/zod.ts'
import {
  EmailSchema,
  MobileSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
} from '#app/utils/field-schemas.ts'
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

const ConsentSchema = z.literal('on', { error: messageRef('auth', 'form.consentRequired') })

/** A one-time code as typed: six digits, spaces allowed. */
const CodeSchema = z
  .string({ error: messageRef('auth', 'phone.codeRequired') })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, messageRef('auth', 'phone.codeFormat')))

/** Sign in with a mobile number, step 1: the number (a new code: the same, again). */
export const PhoneStartSchema = z.object({
  intent: z.enum(['phone-send', 'phone-resend']),
  phone: MobileSchema,
  redirectTo: z.string().max(500).optional(),
})

/** Register with a mobile number, step 1: the number, the name and the consent. */
export const PhoneRegisterStartSchema = PhoneStartSchema.extend({
  name: NameSchema,
  consent: ConsentSchema,
})

/** Step 2: the code. On the registration page the name and consent come along. */
export const PhoneCodeSchema = z.object({
  intent: z.literal('phone-verify'),
  phone: MobileSchema,
  code: CodeSchema,
  redirectTo: z.string().max(500).optional(),
  name: NameSchema.optional(),
  consent: ConsentSchema.optional(),
})

/** Step 3, for a proven number without an account, reached from the sign-in page. */
export const PhoneProfileSchema = z.object({
  intent: z.literal('phone-register'),
  token: z
    .string({ error: messageRef('auth', 'phone.startAgain') })
    .min(20)
    .max(64),
  name: NameSchema,
  consent: ConsentSchema,
  redirectTo: z.string().max(500).optional(),
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

/** An account made with a mobile number adds an e-mail address and a password. */
export const AddEmailSchema = z.object({
  intent: z.literal('add-email'),
  email: EmailSchema,
  password: PasswordSchema,
})

export const ChangePasswordSchema = z.object({
  intent: z.literal('password'),
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
})

/** Deleting an account that has no password: a code sent to its mobile number instead. */
export const DeleteAccountByCodeSchema = z.object({
  code: CodeSchema,
  confirm: z.literal('on', {
    error: messageRef('auth', 'form.deleteConfirmRequired'),
  }),
})

export const DeleteAccountSchema = z.object({
  password: CurrentPasswordSchema,
  confirm: z.literal('on', {
    error: messageRef('auth', 'form.deleteConfirmRequired'),
  }),
})
