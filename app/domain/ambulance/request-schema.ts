import {
  DESTINATIONS,
  EMERGENCY_KINDS,
  MAX_NOTE,
  MAX_PATIENTS,
  MAX_PLACE,
} from '#app/db/schema/ambulance-values.ts'
import { EmailSchema, MobileSchema } from '#app/utils/field-schemas.ts'
import { type MessageKey, messageRef } from '#app/utils/i18n/catalogs.ts'
import { CALLER_CANCEL_REASONS } from './status-flow.ts'
import { z } from '#app/utils/zod.ts'

type FormErrorKey =
  MessageKey<'ambulance'> extends infer K ? (K extends `form.error.${infer E}` ? E : never) : never

const error = (key: FormErrorKey) => messageRef('ambulance', `form.error.${key}`)

/** A coordinate as the page's location button wrote it: a decimal number within `limit`. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .max(30, error('location'))
    .regex(/^-?\d{1,3}(\.\d+)?$/, error('location'))
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, error('location'))
    .optional()

const text = (max: number, tooLong: FormErrorKey) =>
  z.string().trim().max(max, error(tooLong)).optional()

/**
 * The request form, checked in the browser and again by the action. Only the mobile number and a
 * place (the phone's location, or a village or landmark typed in) are needed; everything else has
 * a default, so a frightened relative can send it in three taps.
 */
export const AmbulanceRequestSchema = z
  .object({
    requestKey: z.uuid(error('formExpired')),
    phone: MobileSchema,
    latitude: coordinate(90),
    longitude: coordinate(180),
    accuracy: z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d+)?$/, error('location'))
      .transform((value) => Math.round(Number(value)))
      .optional(),
    village: text(MAX_PLACE, 'placeTooLong'),
    landmark: text(MAX_PLACE, 'placeTooLong'),
    kind: z.enum(EMERGENCY_KINDS, { error: error('kind') }).optional(),
    patients: z.coerce
      .number({ error: error('patients') })
      .int(error('patients'))
      .min(1, error('patients'))
      .max(MAX_PATIENTS, error('patients'))
      .optional(),
    destination: z.enum(DESTINATIONS, { error: error('destination') }).optional(),
    destinationName: text(200, 'destinationNameTooLong'),
    note: text(MAX_NOTE, 'noteTooLong'),
    email: EmailSchema.optional(),
  })
  .superRefine(
    (value, ctx) => {
      if ((value.latitude === undefined) !== (value.longitude === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['village'], message: error('location') })
      }
      const located = value.latitude !== undefined && value.longitude !== undefined
      if (!located && !value.village && !value.landmark) {
        ctx.addIssue({ code: 'custom', path: ['village'], message: error('place') })
      }
      if (value.destination === 'other' && !value.destinationName) {
        ctx.addIssue({
          code: 'custom',
          path: ['destinationName'],
          message: error('destinationName'),
        })
      }
    },
    // Also when another field is wrong: one answer names every mistake, the place among them.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

export type AmbulanceRequestForm = z.infer<typeof AmbulanceRequestSchema>
/** The form's fields as the page sends them (all text). */
export type AmbulanceRequestFields = z.input<typeof AmbulanceRequestSchema>

export const CallerCancelSchema = z.object({
  reason: z.enum(CALLER_CANCEL_REASONS, { error: error('cancelReason') }),
  details: text(300, 'detailsTooLong'),
})

export const CallerNoteSchema = z.object({
  note: z
    .string({ error: error('noteRequired') })
    .trim()
    .min(1, error('noteRequired'))
    .max(MAX_NOTE, error('noteTooLong')),
})
