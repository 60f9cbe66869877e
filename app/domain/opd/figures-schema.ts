import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The day's figures' period (a GET form: `?day=YYYY-MM-DD` or `?month=YYYY-MM`; neither means
 * today). Both at once: the month wins when the day is empty, the day otherwise.
 */
export const FiguresPeriodSchema = z.object({
  day: z
    .string()
    .trim()
    .optional()
    .refine(
      (day) => !day || (/^\d{4}-\d{2}-\d{2}$/.test(day) && isRealDate(day)),
      messageRef('opd', 'errors.figuresDay'),
    ),
  month: z
    .string()
    .trim()
    .optional()
    .refine(
      (month) =>
        !month || (/^\d{4}-(0[1-9]|1[0-2])$/.test(month) && Number(month.slice(0, 4)) >= 2000),
      messageRef('opd', 'errors.figuresMonth'),
    ),
})
export type FiguresPeriodFields = z.input<typeof FiguresPeriodSchema>
