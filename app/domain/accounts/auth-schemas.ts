import { z } from 'zod'
import { EmailSchema, NameSchema, PasswordSchema, PhoneSchema } from '#app/utils/field-schemas.ts'

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128, 'Use at most 128 characters'),
  redirectTo: z.string().optional(),
})

export const RegisterSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  password: PasswordSchema,
})

export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
})
