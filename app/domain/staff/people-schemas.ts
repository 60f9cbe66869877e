import { z } from '#app/utils/zod.ts'
import { ROLES } from '#app/db/schema/role-values.ts'
import { EmailSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** The longest qualification and registration (with its council) a report has room for. */
export const MAX_QUALIFICATION = 120
export const MAX_REGISTRATION = 60

/** A pathologist's credentials, as printed on the reports they verify. */
export const PathologistSchema = z.object({
  intent: z.literal('pathologist'),
  qualification: z
    .string({ error: messageRef('staff', 'people.pathologist.qualificationRequired') })
    .trim()
    .min(1, messageRef('staff', 'people.pathologist.qualificationRequired'))
    .max(MAX_QUALIFICATION, messageRef('staff', 'people.pathologist.qualificationTooLong')),
  registrationNumber: z
    .string({ error: messageRef('staff', 'people.pathologist.registrationRequired') })
    .trim()
    .min(1, messageRef('staff', 'people.pathologist.registrationRequired'))
    .max(MAX_REGISTRATION, messageRef('staff', 'people.pathologist.registrationTooLong')),
})

/** A pharmacist's registration with the State Pharmacy Council, recorded on every order they check. */
export const PharmacistSchema = z.object({
  intent: z.literal('pharmacist'),
  qualification: z
    .string({ error: messageRef('pharmacyStaff', 'people.qualificationRequired') })
    .trim()
    .min(1, messageRef('pharmacyStaff', 'people.qualificationRequired'))
    .max(MAX_QUALIFICATION, messageRef('pharmacyStaff', 'people.qualificationTooLong')),
  registrationNumber: z
    .string({ error: messageRef('pharmacyStaff', 'people.registrationRequired') })
    .trim()
    .min(1, messageRef('pharmacyStaff', 'people.registrationRequired'))
    .max(MAX_REGISTRATION, messageRef('pharmacyStaff', 'people.registrationTooLong')),
})

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
  PathologistSchema,
  z.object({ intent: z.literal('remove-pathologist') }),
  PharmacistSchema,
  z.object({ intent: z.literal('remove-pharmacist') }),
])

/** An admin creates an account for a doctor, a member of staff, a dispatcher, the laboratory or another admin. */
export const NewAccountSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  role: z.enum(['doctor', 'staff', 'dispatcher', 'lab', 'pharmacist', 'admin'], {
    error: messageRef('staff', 'people.form.roleRequired'),
  }),
  doctor: z.string().max(100).optional(),
})
