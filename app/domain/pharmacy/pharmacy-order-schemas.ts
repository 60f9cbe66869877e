import {
  MAX_NOTE,
  MEDICINE_ORDER_STATUSES,
  MEDICINE_PAYMENT_METHODS,
  REJECT_REASONS,
} from '#app/db/schema/pharmacy-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

const note = z
  .string()
  .trim()
  .max(MAX_NOTE, messageRef('pharmacyStaff', 'form.tooLong'))
  .default('')

/**
 * What the pharmacy's order page posts, by the button pressed (`intent`). The check's lines are
 * read apart (`readCheckedLines`: their rows vary) and checked by the workflow, line by line.
 */
export const PharmacyOrderActionSchema = z.discriminatedUnion('intent', [
  /** More rows for the list, everything typed kept (works without JavaScript). */
  z.object({ intent: z.literal('rows') }),
  z.object({ intent: z.literal('check'), pharmacistNote: note }),
  z.object({
    intent: z.literal('reject'),
    reason: z.enum(REJECT_REASONS, {
      error: messageRef('pharmacyStaff', 'reject.error.reason'),
    }),
    rejectNote: note,
  }),
  z.object({ intent: z.literal('packed') }),
  z.object({ intent: z.literal('out') }),
  z.object({ intent: z.literal('ready') }),
  z.object({
    intent: z.literal('handover'),
    paidInr: z
      .string({ error: messageRef('pharmacyStaff', 'handOver.error.amount') })
      .trim()
      .regex(/^\d{1,6}$/, messageRef('pharmacyStaff', 'handOver.error.amount'))
      .transform(Number),
    method: z.enum(MEDICINE_PAYMENT_METHODS, {
      error: messageRef('pharmacyStaff', 'handOver.error.method'),
    }),
    note,
  }),
  z.object({
    intent: z.literal('cancel'),
    seen: z.enum(MEDICINE_ORDER_STATUSES).optional(),
    reason: z
      .string({ error: messageRef('pharmacyStaff', 'cancel.error.reason') })
      .trim()
      .min(3, messageRef('pharmacyStaff', 'cancel.error.reason'))
      .max(MAX_NOTE, messageRef('pharmacyStaff', 'form.tooLong')),
  }),
])

export type PharmacyOrderAction = z.infer<typeof PharmacyOrderActionSchema>
