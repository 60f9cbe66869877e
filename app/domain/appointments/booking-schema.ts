import { z } from '#app/utils/zod.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { addDays, isIsoDate } from '#app/utils/clinic-time.ts'
import { EmailSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { HORIZON_DAYS } from './availability.ts'

export type BookingDirectory = {
  departments: ReadonlyArray<{ slug: string; name: string }>
  doctors: ReadonlyArray<{ slug: string; departmentSlug: string; modes: readonly string[] }>
}

export const REASON_MAX_LENGTH = 500

/**
 * The Book An Appointment form (home page and /appointments/new). Built from the live directory
 * so the same rules run in the browser and on the server; `today` is the clinic's date. Whether
 * the chosen time is really free is for the server to say.
 */
export function createBookingSchema(directory: BookingDirectory, today: string) {
  const lastDay = addDays(today, HORIZON_DAYS)
  const departmentSlugs = new Set(directory.departments.map((d) => d.slug))
  const doctorsBySlug = new Map(directory.doctors.map((d) => [d.slug, d]))

  return z
    .object({
      department: z
        .string({ error: 'Choose a clinic' })
        .max(100)
        .refine((slug) => departmentSlugs.has(slug), {
          message: 'Choose a clinic from the list',
          abort: true,
        }),
      doctor: z
        .string({ error: 'Choose a doctor' })
        .max(100)
        .refine((slug) => doctorsBySlug.has(slug), {
          message: 'Choose a doctor from the list',
          abort: true,
        }),
      date: z
        .string({ error: 'Choose a date' })
        .max(10, 'Choose a real date from the calendar')
        .refine(isIsoDate, { message: 'Choose a real date from the calendar', abort: true })
        .refine((date) => date >= today, { message: 'Choose today or a later date', abort: true })
        .refine((date) => date <= lastDay, `Choose a date within the next ${HORIZON_DAYS} days`),
      time: z
        .string({ error: 'Choose a time' })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose one of the free times'),
      mode: z.enum(CONSULTATION_MODES, { error: 'Choose how you want to consult' }),
      name: NameSchema,
      email: EmailSchema,
      phone: PhoneSchema,
      reason: z
        .string()
        .trim()
        .max(REASON_MAX_LENGTH, `Keep it under ${REASON_MAX_LENGTH} characters`)
        .optional(),
      requestKey: z.string().regex(/^[0-9a-f-]{36}$/, 'Please reload the page and try again'),
    })
    .superRefine((value, ctx) => {
      const doctor = doctorsBySlug.get(value.doctor)
      if (!doctor) return
      if (doctor.departmentSlug !== value.department) {
        const clinic =
          directory.departments.find((d) => d.slug === value.department)?.name ?? 'chosen'
        ctx.addIssue({
          code: 'custom',
          path: ['doctor'],
          message: `Choose a doctor from the ${clinic} clinic`,
        })
      }
      if (!doctor.modes.includes(value.mode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['mode'],
          message: 'This doctor does not offer that kind of consultation',
        })
      }
    })
}

export type BookingInput = z.infer<ReturnType<typeof createBookingSchema>>
