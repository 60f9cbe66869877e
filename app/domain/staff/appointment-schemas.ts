import { z } from '#app/utils/zod.ts'
import { APPOINTMENT_STATUSES } from '#app/db/schema/appointment-values.ts'
import { RescheduleSchema } from '#app/domain/appointments/index.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

/** The front desk moves an appointment along its workflow (see appointment-status.ts). */
export const StatusChangeSchema = z.object({
  intent: z.literal('status'),
  from: z.enum(APPOINTMENT_STATUSES, { error: messageRef('staff', 'form.unknownStatus') }),
  to: z.enum(APPOINTMENT_STATUSES, { error: messageRef('staff', 'form.unknownStatus') }),
  reason: z.string().trim().max(500, messageRef('staff', 'form.reasonTooLong')).optional(),
})

/** What the front desk can do on an appointment's page: move it, or change its status. */
export const StaffAppointmentSchema = z.discriminatedUnion('intent', [
  RescheduleSchema,
  StatusChangeSchema,
])

/** A doctor records how a visit went; confirming and cancelling stay with the front desk. */
export const DoctorVisitSchema = z.object({
  from: z.enum(APPOINTMENT_STATUSES, { error: messageRef('staff', 'form.unknownStatus') }),
  to: z.enum(['completed', 'no_show'], {
    error: messageRef('doctor', 'form.visitOnly'),
  }),
})
