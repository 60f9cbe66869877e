import { z } from 'zod'
import { isIsoDate } from '#app/utils/clinic-time.ts'

/**
 * Moving an appointment to another free time: the same fields, rules and messages for the
 * patient's manage page and the front desk. Whether the time is really free is the server's to say.
 */
export const RescheduleSchema = z.object({
  intent: z.literal('reschedule'),
  date: z.string({ error: 'Choose a new date' }).max(10, 'Choose a new date').refine(isIsoDate, 'Choose a new date'),
  time: z.string({ error: 'Choose one of the free times' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose one of the free times'),
})

export const CancelSchema = z.object({ intent: z.literal('cancel') })

/** What the patient's private manage link can do: one intent, one domain function each. */
export const ManageAppointmentSchema = z.discriminatedUnion('intent', [CancelSchema, RescheduleSchema])
