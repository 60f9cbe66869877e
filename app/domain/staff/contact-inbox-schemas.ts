import { z } from '#app/utils/zod.ts'

/** A reply to a contact message, sent by e-mail. */
export const ReplySchema = z.object({
  intent: z.literal('reply'),
  body: z
    .string({ error: 'Write the reply' })
    .trim()
    .min(5, 'Write the reply (at least 5 characters)')
    .max(5000, 'Keep the reply under 5000 characters'),
})

/** Reply by e-mail, or mark the message handled: one intent, one domain function each. */
export const MessageActionSchema = z.discriminatedUnion('intent', [
  ReplySchema,
  z.object({ intent: z.literal('handled') }),
])
