import { z } from 'zod'
import { EmailSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { addDays, isIsoDate } from '#app/utils/clinic-time.ts'

export const BOOKING_HORIZON_DAYS = 60
export const EARLIEST_TIME = '08:00'
export const LATEST_TIME = '18:30'

type Directory = {
  departments: ReadonlyArray<{ slug: string; name: string }>
  doctors: ReadonlyArray<{ slug: string; departmentSlug: string }>
}

/**
 * The home page's Book An Appointment form. Built from the live directory so the same rules
 * (the doctor belongs to the chosen clinic, dates within the booking horizon) run in the browser
 * and on the server. `today` is the clinic's date, passed in so tests can fix it.
 */
export function createAppointmentRequestSchema(directory: Directory, today: string) {
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS)
  const departmentSlugs = new Set(directory.departments.map((d) => d.slug))
  const doctorDepartments = new Map(directory.doctors.map((d) => [d.slug, d.departmentSlug]))

  return z
    .object({
      department: z
        .string({ error: 'Choose a clinic' })
        .refine((slug) => departmentSlugs.has(slug), { message: 'Choose a clinic from the list', abort: true }),
      doctor: z
        .string({ error: 'Choose a doctor' })
        .refine((slug) => doctorDepartments.has(slug), { message: 'Choose a doctor from the list', abort: true }),
      name: NameSchema,
      email: EmailSchema,
      phone: PhoneSchema,
      date: z
        .string({ error: 'Choose a date' })
        .refine(isIsoDate, { message: 'Choose a real date from the calendar', abort: true })
        .refine((date) => date >= today, { message: 'Choose today or a later date', abort: true })
        .refine((date) => date <= lastDay, `Choose a date within the next ${BOOKING_HORIZON_DAYS} days`),
      time: z
        .string({ error: 'Choose a time' })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter a time like 10:30', abort: true })
        .refine(
          (time) => time >= EARLIEST_TIME && time <= LATEST_TIME,
          'Choose a time between 8:00 am and 6:30 pm',
        ),
    })
    .superRefine((value, ctx) => {
      const doctorDepartment = doctorDepartments.get(value.doctor)
      if (doctorDepartment && doctorDepartment !== value.department) {
        const clinic = directory.departments.find((d) => d.slug === value.department)?.name ?? 'chosen'
        ctx.addIssue({
          code: 'custom',
          path: ['doctor'],
          message: `Choose a doctor from the ${clinic} clinic`,
        })
      }
    })
}

export type AppointmentRequest = z.infer<ReturnType<typeof createAppointmentRequestSchema>>
