import {
  FULFILMENT_MODES,
  MAX_ADDRESS,
  MAX_NOTE,
  MEDICINE_PAYMENT_METHODS,
} from '#app/db/schema/pharmacy-values.ts'
import { PIN_CODE } from '#app/domain/served-areas/index.ts'
import { EmailSchema, MobileSchema, NameSchema } from '#app/utils/field-schemas.ts'
import { type MessageKey, messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

type OrderErrorKey =
  MessageKey<'pharmacy'> extends infer K ? (K extends `order.error.${infer E}` ? E : never) : never

export const orderError = (key: OrderErrorKey) => messageRef('pharmacy', `order.error.${key}`)

/**
 * The order form, checked by the action (the page loads no validation library). The prescription's
 * pages are files, read apart (readUploads); pages already kept from an earlier try come back as
 * `keptPage` ids. Delivery needs the address and a pin code in the served area; pickup nothing.
 */
export const MedicineOrderSchema = z
  .object({
    requestKey: z.uuid(orderError('formExpired')),
    line: z.array(z.string().max(100)).max(40).default([]),
    keptPage: z.array(z.uuid()).max(10).default([]),
    patientName: NameSchema,
    phone: MobileSchema,
    email: EmailSchema.optional(),
    mode: z.enum(FULFILMENT_MODES, { error: orderError('mode') }),
    address: z.string().trim().max(MAX_ADDRESS, orderError('addressTooLong')).optional(),
    pinCode: z.string().trim().regex(PIN_CODE, orderError('pinCode')).optional(),
    paymentMethod: z.enum(MEDICINE_PAYMENT_METHODS, { error: orderError('payment') }),
    note: z.string().trim().max(MAX_NOTE, orderError('noteTooLong')).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.mode !== 'delivery') return
      if (!value.address)
        ctx.addIssue({ code: 'custom', path: ['address'], message: orderError('address') })
      if (!value.pinCode)
        ctx.addIssue({ code: 'custom', path: ['pinCode'], message: orderError('pinCode') })
    },
    // Also when another field is wrong: one answer names every mistake.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type MedicineOrderFields = z.input<typeof MedicineOrderSchema>

export const PatientCancelSchema = z.object({
  reason: z.string().trim().max(MAX_NOTE, orderError('reasonTooLong')).optional(),
})
