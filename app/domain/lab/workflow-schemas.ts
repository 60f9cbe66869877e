import { MAX_REASON, PAYMENT_METHODS } from '#app/db/schema/lab-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import {
  MAX_CRITICAL_NOTE,
  MAX_PAYMENT_REFERENCE,
  MAX_REMARKS,
  REJECT_REASONS,
} from './status-flow.ts'

const reason = z
  .string({ error: messageRef('lab', 'staff.form.reasonRequired') })
  .trim()
  .min(3, messageRef('lab', 'staff.form.reasonRequired'))
  .max(MAX_REASON, messageRef('lab', 'staff.form.tooLong'))

const optionalText = (max: number) =>
  z.string().trim().max(max, messageRef('lab', 'staff.form.tooLong')).default('')

/**
 * What the order page posts, by the button pressed (`intent`). Results are read apart (their
 * fields depend on the order's tests) and checked by the domain, field by field.
 */
export const LabOrderActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('assign'),
    from: z.enum(['booked', 'collector_assigned']),
    collector: z
      .string({ error: messageRef('lab', 'staff.form.collectorRequired') })
      .min(1, messageRef('lab', 'staff.form.collectorRequired'))
      .max(100),
  }),
  z.object({ intent: z.literal('collected') }),
  z.object({ intent: z.literal('received') }),
  z.object({ intent: z.literal('results') }),
  z.object({ intent: z.literal('complete') }),
  z.object({
    intent: z.literal('verify'),
    criticalChecked: z.literal('on').optional(),
    criticalNote: optionalText(MAX_CRITICAL_NOTE),
    remarks: optionalText(MAX_REMARKS),
  }),
  z.object({ intent: z.literal('release') }),
  z.object({ intent: z.literal('cancel'), reason }),
  z.object({
    intent: z.literal('reject'),
    reason: z.enum(REJECT_REASONS, { error: messageRef('lab', 'staff.form.rejectReasonRequired') }),
    note: optionalText(MAX_REASON),
  }),
  z.object({
    intent: z.literal('payment'),
    method: z.enum(PAYMENT_METHODS, { error: messageRef('lab', 'staff.form.methodRequired') }),
    amount: z
      .string({ error: messageRef('lab', 'staff.form.amountRequired') })
      .trim()
      .regex(/^\d{1,6}$/, messageRef('lab', 'staff.form.amountRequired'))
      .transform(Number),
    reference: optionalText(MAX_PAYMENT_REFERENCE),
  }),
])

export type LabOrderAction = z.infer<typeof LabOrderActionSchema>
export type LabOrderIntent = LabOrderAction['intent']
