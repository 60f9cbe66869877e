import { z } from '#app/utils/zod.ts'

/**
 * "I have arrived" on the manage page: the clinic of the QR poster the patient came from, when
 * they did (its slug; any other text is ignored as no clinic).
 */
export const ArrivedSchema = z.object({
  intent: z.literal('arrived'),
  clinic: z
    .string()
    .optional()
    .transform((slug) => (slug && /^[a-z0-9-]{1,80}$/.test(slug) ? slug : null)),
})
