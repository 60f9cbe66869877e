import { AMBULANCE_STATUSES, MAX_NOTE } from '#app/db/schema/ambulance-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { MAX_ETA_MINUTES } from './status-flow.ts'

const requestId = z.uuid(messageRef('ambulance', 'error.alreadyHandled'))

const eta = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, messageRef('ambulance', 'board.error.eta'))
  .transform(Number)
  .refine((m) => m >= 1 && m <= MAX_ETA_MINUTES, messageRef('ambulance', 'board.error.eta'))
  .optional()

/** What the dispatch board posts, by the button pressed (`intent`). */
export const DispatchActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('assign'),
    requestId,
    vehicleId: z.uuid(messageRef('ambulance', 'board.error.vehicle')),
    eta,
  }),
  z.object({
    intent: z.literal('move'),
    requestId,
    from: z.enum(AMBULANCE_STATUSES),
    to: z.enum(AMBULANCE_STATUSES),
    eta,
  }),
  z.object({
    intent: z.literal('cancel'),
    requestId,
    reason: z
      .string({ error: messageRef('ambulance', 'board.error.reason') })
      .trim()
      .min(3, messageRef('ambulance', 'board.error.reason'))
      .max(300, messageRef('ambulance', 'board.error.reasonTooLong')),
  }),
  z.object({ intent: z.literal('merge'), requestId }),
  z.object({ intent: z.literal('separate'), requestId }),
  z.object({
    intent: z.literal('note'),
    requestId,
    note: z
      .string({ error: messageRef('ambulance', 'form.error.noteRequired') })
      .trim()
      .min(1, messageRef('ambulance', 'form.error.noteRequired'))
      .max(MAX_NOTE, messageRef('ambulance', 'form.error.noteTooLong')),
  }),
])

export type DispatchAction = z.infer<typeof DispatchActionSchema>
