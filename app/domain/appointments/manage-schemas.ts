import { z } from 'zod'
import { isIsoDate } from '#app/utils/clinic-time.ts'
import { APPOINTMENT_STATUSES } from '#app/db/schema/appointments.ts'

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

/** A doctor records how a visit went; confirming and cancelling stay with the front desk. */
export const DoctorVisitSchema = z.object({
  from: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  to: z.enum(['completed', 'no_show'], { error: 'Doctors can mark a visit completed or missed.' }),
})
