import { z } from '#app/utils/zod.ts'
import { isIsoDate } from '#app/utils/clinic-time.ts'

/** Moving an appointment: the same fields for the patient's manage page and the front desk. */
export const RescheduleSchema = z.object({
  intent: z.literal('reschedule'),
  date: z.string({ error: 'Choose a new date' }).refine(isIsoDate, 'Choose a new date'),
  time: z
    .string({ error: 'Choose one of the free times' })
    .regex(/^\d{2}:\d{2}$/, 'Choose one of the free times'),
})

export const CancelSchema = z.object({ intent: z.literal('cancel') })

/** What the patient's private manage link can do. */
export const ManageAppointmentSchema = z.discriminatedUnion('intent', [
  CancelSchema,
  RescheduleSchema,
])
