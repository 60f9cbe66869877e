import { z } from '#app/utils/zod.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { isIsoDate } from '#app/utils/clinic-time.ts'
import { NameSchema } from '#app/utils/field-schemas.ts'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A whole number typed into a text field (the form sends strings). */
function wholeNumber(required: string, min: number, max: number) {
  return z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,6}$/, 'Enter a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `At least ${min}`).max(max, `At most ${max}`))
}

export const DoctorSchema = z.object({
  intent: z.literal('doctor'),
  name: NameSchema,
  department: z.string({ error: 'Choose a department' }).max(100),
  qualifications: z
    .string({ error: 'Enter the qualifications' })
    .trim()
    .min(2, 'Enter the qualifications')
    .max(200),
  registrationNumber: z
    .string({ error: 'Enter the registration number' })
    .trim()
    .min(3, 'Enter the registration number')
    .max(50),
  gender: z.enum(['female', 'male', 'other'], { error: 'Choose one' }),
  languages: z
    .string({ error: 'Enter at least one language' })
    .trim()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, 'Enter at least one language'),
  experienceYears: wholeNumber('Enter years of experience', 0, 70),
  feeInr: wholeNumber('Enter the fee in rupees', 0, 100_000),
  modes: z
    .array(z.enum(CONSULTATION_MODES), { error: 'Choose at least one way to consult' })
    .min(1, 'Choose at least one way to consult'),
  bio: z.string().trim().max(1000).optional(),
  active: z.literal('on').optional(),
})

export const ScheduleRowSchema = z
  .object({
    intent: z.literal('add-hours'),
    weekday: wholeNumber('Choose a day', 1, 7),
    startTime: z.string({ error: 'Enter a start time' }).regex(TIME, 'Enter a time like 09:00'),
    endTime: z.string({ error: 'Enter an end time' }).regex(TIME, 'Enter a time like 13:00'),
    slotMinutes: wholeNumber('Enter the minutes per appointment', 5, 240),
    location: z.string({ error: 'Enter where the doctor sees patients' }).trim().min(2).max(200),
  })
  .refine((row) => row.endTime > row.startTime, {
    path: ['endTime'],
    message: 'The end must be after the start',
  })

export const TimeOffSchema = z
  .object({
    intent: z.literal('add-time-off'),
    startsOn: z.string({ error: 'Choose the first day' }).refine(isIsoDate, 'Choose a real date'),
    endsOn: z.string({ error: 'Choose the last day' }).refine(isIsoDate, 'Choose a real date'),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((row) => row.endsOn >= row.startsOn, {
    path: ['endsOn'],
    message: 'The last day cannot be before the first',
  })

export function slugFor(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}

const RemoveRowSchema = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent), rowId: z.uuid('Unknown row') })

/** Everything the doctor page's forms can ask: one intent, one domain function each. */
export const DoctorEditSchema = z.discriminatedUnion('intent', [
  DoctorSchema,
  ScheduleRowSchema,
  TimeOffSchema,
  RemoveRowSchema('remove-hours'),
  RemoveRowSchema('remove-time-off'),
])
