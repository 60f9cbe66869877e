import { z } from '#app/utils/zod.ts'
import { isIsoDate } from '#app/utils/clinic-time.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

const CHOOSE_NEW_DATE = messageRef('booking', 'errors.chooseNewDate')
const CHOOSE_FREE_TIME = messageRef('booking', 'errors.chooseFreeTime')

/** Moving an appointment: the same fields for the patient's manage page and the front desk. */
export const RescheduleSchema = z.object({
  intent: z.literal('reschedule'),
  date: z.string({ error: CHOOSE_NEW_DATE }).refine(isIsoDate, CHOOSE_NEW_DATE),
  time: z.string({ error: CHOOSE_FREE_TIME }).regex(/^\d{2}:\d{2}$/, CHOOSE_FREE_TIME),
})

export const CancelSchema = z.object({ intent: z.literal('cancel') })

/** What the patient's private manage link can do. */
export const ManageAppointmentSchema = z.discriminatedUnion('intent', [
  CancelSchema,
  RescheduleSchema,
])
