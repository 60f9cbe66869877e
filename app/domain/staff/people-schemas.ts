import { z } from '#app/utils/zod.ts'
import { ROLES } from '#app/db/schema/role-values.ts'
import { EmailSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** What an admin can do on a person's page: one intent, one domain function each. */
export const PersonActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('role'),
    role: z.enum(ROLES, { error: messageRef('staff', 'people.form.roleFromList') }),
  }),
  z.object({ intent: z.literal('disable') }),
  z.object({ intent: z.literal('enable') }),
  z.object({
    intent: z.literal('link-doctor'),
    doctor: z
      .string()
      .trim()
      .max(100, messageRef('staff', 'people.form.doctorFromList'))
      .optional(),
  }),
])

/** An admin creates an account for a doctor, a member of staff, a dispatcher, the laboratory or another admin. */
export const NewAccountSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: z.enum(['doctor', 'staff', 'dispatcher', 'lab', 'admin'], {
    error: messageRef('staff', 'people.form.roleRequired'),
  }),
  doctor: z.string().max(100).optional(),
})
