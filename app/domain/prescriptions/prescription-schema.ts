import { SEXES } from '#app/db/schema/family-values.ts'
import { MAX_AGE_YEARS } from '#app/domain/family/index.ts'
import { clinicToday, isIsoDate } from '#app/utils/clinic-time.ts'
import { type MessageKey, messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import {
  FOOD_TIMINGS,
  FREQUENCIES,
  MAX_ADVICE,
  MAX_CANCEL_REASON,
  MAX_DAYS,
  MAX_DIAGNOSIS,
  MAX_INSTRUCTIONS,
  MAX_MEDICINES,
  MAX_TESTS,
  MEDICINE_FORMS,
} from './prescription-values.ts'

const text = (max: number, tooLong: MessageKey<'prescription'>) =>
  z.string().trim().max(max, messageRef('prescription', tooLong))

/** One medicine, as the doctor writes it. */
export const MedicineSchema = z
  .object({
    name: z
      .string({ error: messageRef('prescription', 'errors.medicineName') })
      .trim()
      .min(2, messageRef('prescription', 'errors.medicineName'))
      .max(100, messageRef('prescription', 'errors.medicineNameTooLong')),
    strength: text(50, 'errors.strengthTooLong').optional(),
    form: z.enum(MEDICINE_FORMS, { error: messageRef('prescription', 'errors.form') }),
    dose: z
      .string({ error: messageRef('prescription', 'errors.dose') })
      .trim()
      .min(1, messageRef('prescription', 'errors.dose'))
      .max(50, messageRef('prescription', 'errors.doseTooLong')),
    frequency: z.enum(FREQUENCIES, { error: messageRef('prescription', 'errors.frequency') }),
    frequencyOther: text(80, 'errors.frequencyOtherTooLong').optional(),
    days: z
      .string({ error: messageRef('prescription', 'errors.days') })
      .trim()
      .regex(/^\d{1,3}$/, messageRef('prescription', 'errors.days'))
      .transform(Number)
      .refine((days) => days >= 1 && days <= MAX_DAYS, messageRef('prescription', 'errors.days')),
    food: z.enum(FOOD_TIMINGS, { error: messageRef('prescription', 'errors.food') }),
    instructions: text(MAX_INSTRUCTIONS, 'errors.instructionsTooLong').optional(),
  })
  .superRefine((medicine, ctx) => {
    if (medicine.frequency === 'other' && !medicine.frequencyOther)
      ctx.addIssue({
        code: 'custom',
        path: ['frequencyOther'],
        message: messageRef('prescription', 'errors.frequencyOther'),
      })
  })

export type Medicine = z.output<typeof MedicineSchema>

/** The fields a person types into a medicine row; the choices have defaults, so do not count. */
const TYPED_FIELDS = ['name', 'strength', 'dose', 'days', 'instructions', 'frequencyOther']

/** A row the doctor left empty: skipped, so the form can always show a few blank rows. */
function isBlankRow(row: unknown): boolean {
  if (row === undefined || row === null) return true
  if (typeof row !== 'object') return false
  const values = row as Record<string, unknown>
  return TYPED_FIELDS.every((key) => {
    const value = values[key]
    return value === undefined || (typeof value === 'string' && value.trim() === '')
  })
}

/**
 * A prescription as the doctor writes it (/consultations/:id/prescription), checked in the
 * browser and again by the action; what is stored (the `content` of a prescription) is its
 * output. Medicine rows are `medicines[0].name` …; blank rows are ignored, and their positions
 * are kept so a message lands on the row it is about.
 */
export const PrescriptionSchema = z.object({
  diagnosis: z
    .string({ error: messageRef('prescription', 'errors.diagnosis') })
    .trim()
    .min(2, messageRef('prescription', 'errors.diagnosis'))
    .max(MAX_DIAGNOSIS, messageRef('prescription', 'errors.diagnosisTooLong')),
  /** A provisional diagnosis: what the doctor thinks it is until tests confirm it. */
  provisional: z
    .union([z.literal('on'), z.boolean()])
    .optional()
    .transform((value) => value === 'on' || value === true),
  medicines: z
    .array(
      z.preprocess((row) => (isBlankRow(row) ? undefined : row), MedicineSchema.optional()),
      {
        error: messageRef('prescription', 'errors.medicinesRequired'),
      },
    )
    .max(MAX_MEDICINES + 10, messageRef('prescription', 'errors.tooManyMedicines'))
    .transform((rows) => rows.filter((row): row is Medicine => row !== undefined))
    .refine((rows) => rows.length >= 1, messageRef('prescription', 'errors.medicinesRequired'))
    .refine(
      (rows) => rows.length <= MAX_MEDICINES,
      messageRef('prescription', 'errors.tooManyMedicines'),
    ),
  /** Tests advised: one a line. */
  tests: z
    .string()
    .max(MAX_TESTS * 121, messageRef('prescription', 'errors.tooManyTests'))
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((tests) => tests.length <= MAX_TESTS, messageRef('prescription', 'errors.tooManyTests'))
    .refine(
      (tests) => tests.every((test) => test.length <= 120),
      messageRef('prescription', 'errors.testTooLong'),
    ),
  advice: text(MAX_ADVICE, 'errors.adviceTooLong').optional(),
  followUp: z
    .string()
    .trim()
    .refine(isIsoDate, {
      message: messageRef('prescription', 'errors.followUpInvalid'),
      abort: true,
    })
    .refine((date) => date >= clinicToday(), messageRef('prescription', 'errors.followUpPast'))
    .optional(),
})

export type PrescriptionContent = z.output<typeof PrescriptionSchema>

/** Cancelling an issued prescription, to write a new one in its place. */
export const CancelPrescriptionSchema = z.object({
  prescriptionId: z.string().max(64),
  reason: z
    .string({ error: messageRef('prescription', 'errors.cancelReason') })
    .trim()
    .min(3, messageRef('prescription', 'errors.cancelReason'))
    .max(MAX_CANCEL_REASON, messageRef('prescription', 'errors.cancelReasonTooLong')),
})

/** The form's values for a stored prescription: the starting point of its reissue. */
export function formValuesOf(content: PrescriptionContent) {
  return {
    diagnosis: content.diagnosis,
    provisional: content.provisional ? 'on' : undefined,
    medicines: content.medicines.map((m) => ({
      name: m.name,
      strength: m.strength ?? '',
      form: m.form,
      dose: m.dose,
      frequency: m.frequency,
      frequencyOther: m.frequencyOther ?? '',
      days: String(m.days),
      food: m.food,
      instructions: m.instructions ?? '',
    })),
    tests: content.tests.join('\n'),
    advice: content.advice ?? '',
    followUp: content.followUp ?? '',
  }
}

/**
 * The patient's age (whole years) and sex, which every prescription states: the form starts from
 * what is known (a family member's, or the account's), and the doctor asks for the rest.
 */
export const PrescriptionPatientSchema = z.object({
  patientAge: z
    .string({ error: messageRef('prescription', 'errors.patientAge') })
    .trim()
    .regex(/^\d{1,3}$/, messageRef('prescription', 'errors.patientAge'))
    .transform(Number)
    .refine((age) => age <= MAX_AGE_YEARS, messageRef('prescription', 'errors.patientAge')),
  patientSex: z.enum(SEXES, { error: messageRef('prescription', 'errors.patientSex') }),
})

/** The doctor's form: the prescription, and the patient's age and sex. */
export const IssuePrescriptionSchema = PrescriptionSchema.extend(PrescriptionPatientSchema.shape)

/** The reissue form: the new prescription, and which one it replaces and why. */
export const ReissuePrescriptionSchema = IssuePrescriptionSchema.extend(
  CancelPrescriptionSchema.shape,
)
