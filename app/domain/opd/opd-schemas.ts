import { SEXES } from '#app/db/schema/family-values.ts'
import { MobileSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

const uuid = z
  .string({ error: messageRef('opd', 'errors.doctorRequired') })
  .regex(/^[0-9a-f-]{36}$/i, messageRef('opd', 'errors.doctorRequired'))

/** The desk's walk-in form: who, and for which doctor's OPD today. */
export const WalkInSchema = z.object({
  intent: z.literal('walkIn'),
  doctorId: uuid,
  patientName: NameSchema,
  phone: MobileSchema,
  age: z
    .string({ error: messageRef('opd', 'errors.ageRequired') })
    .trim()
    .regex(/^\d{1,3}$/, messageRef('opd', 'errors.ageInvalid'))
    .transform(Number)
    .refine((age) => age <= 120, messageRef('opd', 'errors.ageInvalid')),
  sex: z.enum(SEXES, { error: messageRef('opd', 'errors.sexRequired') }),
})
export type WalkInFields = z.input<typeof WalkInSchema>

/**
 * The desk's look-ups: an earlier patient by mobile or name (`findPatient`), or a booked patient
 * by their mobile or the code from their confirmation (`findBooking`).
 */
export const FindSchema = z.object({
  intent: z.enum(['findPatient', 'findBooking']),
  q: z
    .string({ error: messageRef('opd', 'errors.findRequired') })
    .trim()
    .min(4, messageRef('opd', 'errors.findRequired'))
    .max(300, messageRef('opd', 'errors.findRequired')),
})

/** The desk checks in one of the bookings it found. */
export const CheckInSchema = z.object({
  intent: z.literal('checkIn'),
  appointmentId: z
    .string({ error: messageRef('opd', 'errors.notCheckable') })
    .regex(/^[0-9a-f-]{36}$/i, messageRef('opd', 'errors.notCheckable')),
})

const visitId = z
  .string({ error: messageRef('opd', 'errors.changed') })
  .regex(/^[0-9a-f-]{36}$/i, messageRef('opd', 'errors.changed'))

export const MAX_NOTES = 4000

/**
 * What the doctor's OPD posts, by the button pressed. Each names the visit and the status the
 * page showed it in, so a press on an out-of-date page is refused instead of acting on another
 * patient (`expected` for Call next: the patient the page said was next, empty when none).
 */
export const QueueActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('callNext'), expected: z.string().max(36).default('') }),
  z.object({ intent: z.literal('skip'), visitId, from: z.enum(['waiting', 'called']) }),
  z.object({ intent: z.literal('return'), visitId }),
  z.object({ intent: z.literal('done'), visitId }),
  z.object({
    intent: z.literal('notes'),
    visitId,
    notes: z.string().trim().max(MAX_NOTES, messageRef('opd', 'errors.notesTooLong')).default(''),
  }),
])
export type QueueAction = z.infer<typeof QueueActionSchema>
