import { z } from '#app/utils/zod.ts'
import { CONTACT_SUBJECTS, type ContactSubject } from '#app/content/site.ts'
import { EmailSchema, HoneypotSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'

export const MESSAGE_MIN_LENGTH = 10
export const MESSAGE_MAX_LENGTH = 2000

const SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  ContactSubject,
  ...ContactSubject[],
]

export const ContactSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  subject: z.enum(SUBJECT_VALUES, { error: 'Choose what your message is about' }),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(MESSAGE_MIN_LENGTH, `Write a little more (at least ${MESSAGE_MIN_LENGTH} characters)`)
    .max(MESSAGE_MAX_LENGTH, `Keep the message under ${MESSAGE_MAX_LENGTH} characters`),
  website: HoneypotSchema,
})

export type ContactInput = z.infer<typeof ContactSchema>
