import {
  REPLY_TEXT_MAX,
  REVIEW_REJECT_REASONS,
  REVIEW_TEXT_MAX,
} from '#app/db/schema/network-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

/**
 * A form sent without JavaScript carries each line break as two characters (CR LF) where the text
 * box counted one: counted as one here too, so words that fit the box fit the limit.
 */
const oneCharacterLineBreaks = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value

const score = (key: 'form.starsRequired' | 'form.answerRequired') =>
  z
    .number({ error: messageRef('reviews', key) })
    .int(messageRef('reviews', key))
    .min(1, messageRef('reviews', key))
    .max(5, messageRef('reviews', key))

/** A patient's review of one visit: overall stars, the three questions, optional words. */
export const ReviewSchema = z.object({
  stars: score('form.starsRequired'),
  explained: score('form.answerRequired'),
  waiting: score('form.answerRequired'),
  recommend: score('form.answerRequired'),
  text: z.preprocess(
    oneCharacterLineBreaks,
    z
      .string()
      .max(REVIEW_TEXT_MAX, messageRef('reviews', 'form.textTooLong'))
      .optional()
      .default(''),
  ),
})
export type ReviewInput = z.infer<typeof ReviewSchema>

/** The one public reply a doctor (or staff for a facility) may write under a review. */
export const ReplySchema = z.object({
  intent: z.literal('reply'),
  reviewId: z.uuid(),
  reply: z.preprocess(
    oneCharacterLineBreaks,
    z
      .string({ error: messageRef('reviews', 'form.replyRequired') })
      .trim()
      .min(2, messageRef('reviews', 'form.replyRequired'))
      .max(REPLY_TEXT_MAX, messageRef('reviews', 'form.replyTooLong')),
  ),
})

/** Staff's decision on a review's words. */
export const ModerationSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('approve'), reviewId: z.uuid() }),
  z.object({
    intent: z.literal('reject'),
    reviewId: z.uuid(),
    reason: z.enum(REVIEW_REJECT_REASONS, {
      error: messageRef('reviews', 'form.reasonRequired'),
    }),
  }),
  ReplySchema,
])
