import { z } from '#app/utils/zod.ts'
import { CONTACT_SUBJECTS, type ContactSubject } from '#app/content/site.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { EmailSchema, HoneypotSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'

// The messages site:contact.error.messageShort and messageLong name these limits.
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
  subject: z.enum(SUBJECT_VALUES, { error: messageRef('site', 'contact.error.subject') }),
  message: z
    .string({ error: messageRef('site', 'contact.error.messageRequired') })
    .trim()
    .min(MESSAGE_MIN_LENGTH, messageRef('site', 'contact.error.messageShort'))
    .max(MESSAGE_MAX_LENGTH, messageRef('site', 'contact.error.messageLong')),
  website: HoneypotSchema,
})

export type ContactInput = z.infer<typeof ContactSchema>
