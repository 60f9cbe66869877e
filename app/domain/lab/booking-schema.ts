import { COLLECTION_WINDOWS } from '#app/content/lab-areas.ts'
import { COLLECTION_MODES, LAB_SEXES, MAX_ADDRESS } from '#app/db/schema/lab-values.ts'
import { EmailSchema, MobileSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { type MessageKey, messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { PIN_CODE } from '#app/domain/served-areas/index.ts'

type BookErrorKey =
  MessageKey<'lab'> extends infer K ? (K extends `book.error.${infer E}` ? E : never) : never

export const bookError = (key: BookErrorKey) => messageRef('lab', `book.error.${key}`)

const WINDOW_CODES = COLLECTION_WINDOWS.map((window) => window.code) as [
  (typeof COLLECTION_WINDOWS)[number]['code'],
  ...(typeof COLLECTION_WINDOWS)[number]['code'][],
]

/**
 * The booking form, checked by the action (the page loads no validation library). The patient's
 * sex and age choose the reference ranges on the report, so both are asked. A home collection
 * needs the address, a pin code and a window; a visit to the laboratory only the day.
 */
export const LabBookingSchema = z
  .object({
    requestKey: z.uuid(bookError('formExpired')),
    item: z.array(z.string().max(80)).max(40).default([]),
    patientName: NameSchema,
    sex: z.enum(LAB_SEXES, { error: bookError('sex') }),
    age: z.coerce
      .number({ error: bookError('age') })
      .int(bookError('age'))
      .min(0, bookError('age'))
      .max(120, bookError('age')),
    phone: MobileSchema,
    email: EmailSchema.optional(),
    mode: z.enum(COLLECTION_MODES, { error: bookError('mode') }),
    address: z.string().trim().max(MAX_ADDRESS, bookError('addressTooLong')).optional(),
    pinCode: z.string().trim().regex(PIN_CODE, bookError('pinCode')).optional(),
    day: z.iso.date(bookError('day')),
    window: z.enum(WINDOW_CODES, { error: bookError('window') }).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.mode !== 'home') return
      if (!value.address) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: bookError('address') })
      }
      if (!value.pinCode) {
        ctx.addIssue({ code: 'custom', path: ['pinCode'], message: bookError('pinCode') })
      }
      if (!value.window) {
        ctx.addIssue({ code: 'custom', path: ['window'], message: bookError('window') })
      }
    },
    // Also when another field is wrong: one answer names every mistake.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type LabBookingFields = z.input<typeof LabBookingSchema>

/** Moving a home collection or a visit to another day (and window). */
export const RescheduleSchema = z.object({
  day: z.iso.date(bookError('day')),
  window: z.enum(WINDOW_CODES, { error: bookError('window') }).optional(),
})

export const CancelSchema = z.object({
  reason: z.string().trim().max(500, bookError('reasonTooLong')).optional(),
})
