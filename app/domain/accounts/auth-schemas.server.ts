import { PasswordSchema } from '#app/utils/field-schemas.ts'
import { z } from 'zod'
import {
  AddEmailSchema,
  ChangePasswordSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from './auth-schemas.ts'
import { NoticesSchema } from './notice-schemas.ts'
import { AccountAbhaSchema } from './abha-schema.ts'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.server.ts'

/**
 * The whole password rule: the shared length rule, and — on the server only, where the list of the
 * 10 000 most common passwords lives — not one of those. The browser checks the length as you type.
 */
export const NewPasswordSchema = PasswordSchema.refine(
  (password) => !isCommonPassword(password),
  COMMON_PASSWORD_MESSAGE,
)

export const RegisterServerSchema = RegisterSchema.extend({ password: NewPasswordSchema })
export const ResetPasswordServerSchema = ResetPasswordSchema.extend({ password: NewPasswordSchema })
export const ChangePasswordServerSchema = ChangePasswordSchema.extend({
  newPassword: NewPasswordSchema,
})

/** Everything the account page's forms can ask: one intent, one domain function each. */
export const AccountActionSchema = z.discriminatedUnion('intent', [
  ProfileSchema,
  ChangePasswordServerSchema,
  z.object({ intent: z.literal('sign-out-everywhere') }),
  z.object({ intent: z.literal('resend-verification') }),
  NoticesSchema,
  AccountAbhaSchema,
  AddEmailSchema.extend({ password: NewPasswordSchema }),
])
