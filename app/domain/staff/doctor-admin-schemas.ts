import { z } from '#app/utils/zod.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { MEDICAL_COUNCILS } from '#app/content/medical-councils.ts'
import { clinicToday, isIsoDate } from '#app/utils/clinic-time.ts'
import { NameSchema } from '#app/utils/field-schemas.ts'
import { type MessageRef, messageRef } from '#app/utils/i18n/catalogs.ts'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * A whole number typed into a text field (the form sends strings). The messages for a number out
 * of range name the limit ("At least 5"): one message per limit, since a form error is a plain
 * message reference.
 */
function wholeNumber(
  required: MessageRef,
  [min, tooSmall]: [number, MessageRef],
  [max, tooLarge]: [number, MessageRef],
) {
  return z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,6}$/, messageRef('staff', 'doctor.form.wholeNumber'))
    .transform(Number)
    .pipe(z.number().min(min, tooSmall).max(max, tooLarge))
}

const AT_LEAST_0 = messageRef('staff', 'doctor.form.atLeast0')

export const DoctorSchema = z.object({
  intent: z.literal('doctor'),
  name: NameSchema,
  department: z.string({ error: messageRef('staff', 'doctor.form.departmentRequired') }).max(100),
  qualifications: z
    .string({ error: messageRef('staff', 'doctor.form.qualificationsRequired') })
    .trim()
    .min(2, messageRef('staff', 'doctor.form.qualificationsRequired'))
    .max(200),
  registrationNumber: z
    .string({ error: messageRef('staff', 'doctor.form.registrationRequired') })
    .trim()
    .min(3, messageRef('staff', 'doctor.form.registrationRequired'))
    .max(50),
  /** Where the registration can be checked; the Uttar Pradesh council unless said otherwise. */
  council: z
    .enum(MEDICAL_COUNCILS, { error: messageRef('staff', 'doctor.form.councilRequired') })
    .default('upmc'),
  /** The day the clinic last checked the registration on that register (not in the future). */
  registrationVerifiedOn: z
    .string()
    .trim()
    .refine(
      (value) => isIsoDate(value) && value <= clinicToday(),
      messageRef('staff', 'doctor.form.verifiedOnInvalid'),
    )
    .optional(),
  gender: z.enum(['female', 'male', 'other'], {
    error: messageRef('staff', 'doctor.form.genderRequired'),
  }),
  languages: z
    .string({ error: messageRef('staff', 'doctor.form.languagesRequired') })
    .trim()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, messageRef('staff', 'doctor.form.languagesRequired')),
  experienceYears: wholeNumber(
    messageRef('staff', 'doctor.form.experienceRequired'),
    [0, AT_LEAST_0],
    [70, messageRef('staff', 'doctor.form.atMost70')],
  ),
  feeInr: wholeNumber(
    messageRef('staff', 'doctor.form.feeRequired'),
    [0, AT_LEAST_0],
    [100_000, messageRef('staff', 'doctor.form.atMost100000')],
  ),
  modes: z
    .array(z.enum(CONSULTATION_MODES), { error: messageRef('staff', 'doctor.form.modesRequired') })
    .min(1, messageRef('staff', 'doctor.form.modesRequired')),
  bio: z.string().trim().max(1000).optional(),
  bioHi: z.string().trim().max(1000).optional(),
  active: z.literal('on').optional(),
})

export const ScheduleRowSchema = z
  .object({
    intent: z.literal('add-hours'),
    weekday: wholeNumber(
      messageRef('staff', 'doctor.form.weekdayRequired'),
      [1, messageRef('staff', 'doctor.form.atLeast1')],
      [7, messageRef('staff', 'doctor.form.atMost7')],
    ),
    startTime: z
      .string({ error: messageRef('staff', 'doctor.form.startTimeRequired') })
      .regex(TIME, messageRef('staff', 'doctor.form.startTimeFormat')),
    endTime: z
      .string({ error: messageRef('staff', 'doctor.form.endTimeRequired') })
      .regex(TIME, messageRef('staff', 'doctor.form.endTimeFormat')),
    slotMinutes: wholeNumber(
      messageRef('staff', 'doctor.form.slotMinutesRequired'),
      [5, messageRef('staff', 'doctor.form.atLeast5')],
      [240, messageRef('staff', 'doctor.form.atMost240')],
    ),
    location: z
      .string({ error: messageRef('staff', 'doctor.form.locationRequired') })
      .trim()
      .min(2)
      .max(200),
  })
  .refine((row) => row.endTime > row.startTime, {
    path: ['endTime'],
    message: messageRef('staff', 'doctor.form.endAfterStart'),
  })

export const TimeOffSchema = z
  .object({
    intent: z.literal('add-time-off'),
    startsOn: z
      .string({ error: messageRef('staff', 'doctor.form.firstDayRequired') })
      .refine(isIsoDate, messageRef('staff', 'doctor.form.realDate')),
    endsOn: z
      .string({ error: messageRef('staff', 'doctor.form.lastDayRequired') })
      .refine(isIsoDate, messageRef('staff', 'doctor.form.realDate')),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((row) => row.endsOn >= row.startsOn, {
    path: ['endsOn'],
    message: messageRef('staff', 'doctor.form.lastDayBeforeFirst'),
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
  z.object({
    intent: z.literal(intent),
    rowId: z.uuid(messageRef('staff', 'doctor.form.unknownRow')),
  })

/** Everything the doctor page's forms can ask: one intent, one domain function each. */
export const DoctorEditSchema = z.discriminatedUnion('intent', [
  DoctorSchema,
  ScheduleRowSchema,
  TimeOffSchema,
  RemoveRowSchema('remove-hours'),
  RemoveRowSchema('remove-time-off'),
])
