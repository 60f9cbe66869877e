import { z } from '#app/utils/zod.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { isIsoDate } from '#app/utils/clinic-time.ts'
import { EmailSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isIndianMobile } from '#app/utils/phone.ts'

/**
 * "Tell me if a time frees up" on a full day of the booking form: the form's own fields, with
 * the booking's contact rules (an e-mail address, or a mobile the offer can go to). Whether the
 * day is today or later, and full, is the server's to say (the clinic's today, the bookings).
 */
export const JoinWaitlistSchema = z
  .object({
    intent: z.literal('waitlist'),
    department: z.string({ error: messageRef('booking', 'errors.chooseClinic') }).max(100),
    doctor: z.string({ error: messageRef('booking', 'errors.chooseDoctor') }).max(100),
    date: z
      .string({ error: messageRef('booking', 'errors.chooseDate') })
      .max(10, messageRef('booking', 'errors.realDate'))
      .refine(isIsoDate, messageRef('booking', 'errors.realDate')),
    mode: z.enum(CONSULTATION_MODES).optional(),
    name: NameSchema,
    email: EmailSchema.optional(),
    phone: PhoneSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.email && !isIndianMobile(value.phone)) {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: messageRef('booking', 'errors.landlineNeedsEmail'),
      })
    }
  })

/** The manage page's waitlist buttons. */
export const ManageWaitlistSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join-waitlist') }),
  z.object({ intent: z.literal('leave-waitlist') }),
])

/** The offer page's buttons: book it, not this time, or leave the list. */
export const OfferAnswerSchema = z.object({
  intent: z.enum(['take', 'decline', 'leave']),
})
