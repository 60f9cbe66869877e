import { z } from 'zod'
import { APPOINTMENT_STATUSES } from '#app/db/schema/appointments.ts'
import { RescheduleSchema } from '#app/domain/appointments/manage-schemas.ts'
import { DOCTOR_STATUS_CHANGES } from './appointment-status.ts'

export const CANCEL_REASON_MAX_LENGTH = 500

/**
 * Moving an appointment along the clinic workflow. `from` is the status the person saw, so a
 * change someone else made meanwhile is refused rather than overwritten.
 */
export const StatusChangeSchema = z.object({
  intent: z.literal('status'),
  from: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  to: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, `Keep the reason under ${CANCEL_REASON_MAX_LENGTH} characters`)
    .optional(),
})

/** What the front desk can do on an appointment's page. */
export const StaffAppointmentSchema = z.discriminatedUnion('intent', [RescheduleSchema, StatusChangeSchema])

/** A doctor records how a visit went; confirming, moving and cancelling stay with the front desk. */
export const DoctorVisitSchema = StatusChangeSchema.omit({ reason: true }).extend({
  to: z.enum(DOCTOR_STATUS_CHANGES, { error: 'Doctors can mark a visit completed or missed.' }),
})
