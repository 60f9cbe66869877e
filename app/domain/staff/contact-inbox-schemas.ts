import { z } from '#app/utils/zod.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** A reply to a contact message, sent by e-mail. */
export const ReplySchema = z.object({
  intent: z.literal('reply'),
  body: z
    .string({ error: messageRef('staff', 'message.form.replyRequired') })
    .trim()
    .min(5, messageRef('staff', 'message.form.replyTooShort'))
    .max(5000, messageRef('staff', 'message.form.replyTooLong')),
})

/** Reply by e-mail, or mark the message handled: one intent, one domain function each. */
export const MessageActionSchema = z.discriminatedUnion('intent', [
  ReplySchema,
  z.object({ intent: z.literal('handled') }),
])
