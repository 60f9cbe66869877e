import { PasswordSchema } from '#app/utils/field-schemas.ts'
import { ChangePasswordSchema, RegisterSchema, ResetPasswordSchema } from './auth-schemas.ts'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.server.ts'

/**
 * The whole password rule: the shared length rule, and — on the server only, where the list of the
 * 10 000 most common passwords lives — not one of those. The browser checks the length as you type.
 */
export const NewPasswordSchema = PasswordSchema.refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE)

export const RegisterServerSchema = RegisterSchema.extend({ password: NewPasswordSchema })
export const ResetPasswordServerSchema = ResetPasswordSchema.extend({ password: NewPasswordSchema })
export const ChangePasswordServerSchema = ChangePasswordSchema.extend({ newPassword: NewPasswordSchema })
