import { z } from '#app/utils/zod.ts'
import { CONSULTATION_MODES } from '#app/db/schema/appointment-values.ts'
import { addDays, isIsoDate } from '#app/utils/clinic-time.ts'
import { EmailSchema, NameSchema, PhoneSchema } from '#app/utils/field-schemas.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import type { Translate } from '#app/utils/i18n/i18n.tsx'
import { HORIZON_DAYS } from './availability.ts'

export type BookingDirectory = {
  departments: ReadonlyArray<{ slug: string; name: string }>
  doctors: ReadonlyArray<{ slug: string; departmentSlug: string; modes: readonly string[] }>
}

export const REASON_MAX_LENGTH = 500

/**
 * The Book An Appointment form (home page and /appointments/new). Built from the live directory
 * so the same rules run in the browser and on the server; `today` is the clinic's date. Whether
 * the chosen time is really free is for the server to say. Its messages are written with `t`, the
 * page's `booking` messages (`useT('booking')` in the browser, `getT(locale, 'booking')` on the
 * server): some carry the clinic's name or a limit, which a bare message reference cannot.
 */
export function createBookingSchema(
  directory: BookingDirectory,
  today: string,
  t: Translate<'booking'>,
) {
  const lastDay = addDays(today, HORIZON_DAYS)
  const departmentSlugs = new Set(directory.departments.map((d) => d.slug))
  const doctorsBySlug = new Map(directory.doctors.map((d) => [d.slug, d]))

  return (
    z
      .object({
        department: z
          .string({ error: t('errors.chooseClinic') })
          .max(100)
          .refine((slug) => departmentSlugs.has(slug), {
            message: t('errors.clinicFromList'),
            abort: true,
          }),
        doctor: z
          .string({ error: t('errors.chooseDoctor') })
          .max(100)
          .refine((slug) => doctorsBySlug.has(slug), {
            message: t('errors.doctorFromList'),
            abort: true,
          }),
        date: z
          .string({ error: t('errors.chooseDate') })
          .max(10, t('errors.realDate'))
          .refine(isIsoDate, { message: t('errors.realDate'), abort: true })
          .refine((date) => date >= today, { message: t('errors.todayOrLater'), abort: true })
          .refine((date) => date <= lastDay, t('errors.withinDays', { days: HORIZON_DAYS })),
        time: z
          .string({ error: t('errors.chooseTime') })
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('errors.chooseFreeTime')),
        mode: z.enum(CONSULTATION_MODES, { error: t('errors.chooseMode') }),
        name: NameSchema,
        // Either is fine: an e-mail address, or a mobile number that gets the private link by SMS.
        email: EmailSchema.optional(),
        phone: PhoneSchema,
        reason: z
          .string()
          .trim()
          .max(REASON_MAX_LENGTH, t('errors.reasonTooLong', { max: REASON_MAX_LENGTH }))
          .optional(),
        requestKey: z.string().regex(/^[0-9a-f-]{36}$/, t('errors.reload')),
      })
      // Without an e-mail address the private manage link can only go by SMS, to a mobile. Said
      // as soon as both fields are readable, whatever else is still missing.
      .superRefine(
        (value, ctx) => {
          if (!value.email && !isIndianMobile(value.phone)) {
            ctx.addIssue({
              code: 'custom',
              path: ['phone'],
              message: t('errors.landlineNeedsEmail'),
            })
          }
        },
        {
          when: ({ issues }) =>
            !issues.some((i) => i.path?.[0] === 'phone' || i.path?.[0] === 'email'),
        },
      )
      .superRefine((value, ctx) => {
        const doctor = doctorsBySlug.get(value.doctor)
        if (!doctor) return
        if (doctor.departmentSlug !== value.department) {
          const clinic = directory.departments.find((d) => d.slug === value.department)?.name
          ctx.addIssue({
            code: 'custom',
            path: ['doctor'],
            message: clinic ? t('errors.doctorFromClinic', { clinic }) : t('errors.doctorFromList'),
          })
        }
        if (!doctor.modes.includes(value.mode)) {
          ctx.addIssue({
            code: 'custom',
            path: ['mode'],
            message: t('errors.modeNotOffered'),
          })
        }
      })
  )
}

export type BookingInput = z.infer<ReturnType<typeof createBookingSchema>>

/**
 * The booking schema's shape, for what does not depend on the directory, the day or the language:
 * the form's constraints (required, lengths, patterns). Built once, so that rendering the form
 * builds no schema. The real one validates.
 */
export const BOOKING_SHAPE = createBookingSchema(
  { departments: [], doctors: [] },
  '2000-01-01',
  (key) => key,
)
