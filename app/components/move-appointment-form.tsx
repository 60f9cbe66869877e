import { getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { FieldErrors } from '#app/components/forms.tsx'
import { RescheduleSchema } from '#app/domain/appointments/manage-schemas.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * "Move to another time": pick a date, see its free times (a GET, so it works without
 * JavaScript), choose one and move. Used by patients (manage link) and staff. `result` is the
 * action's answer to this form (a time just taken comes with the nearest free `alternatives`).
 * Its words are the `booking` catalogue's: every page showing it lists that namespace.
 */
export function MoveAppointmentForm({
  idPrefix,
  defaultDate,
  pickedDate,
  slots,
  min,
  max,
  submitLabel,
  submitting = false,
  result,
  alternatives,
}: {
  idPrefix: string
  defaultDate: string
  pickedDate: string | null
  slots: Array<{ value: string; label: string }> | null
  min?: string
  max?: string
  submitLabel: string
  submitting?: boolean
  result?: SubmissionResult<string[]> | null
  alternatives?: Array<{ date: string; value: string; label: string }> | null
}) {
  const t = useT('booking')
  const words = useTranslateRef()
  const [form, fields] = useForm({
    id: `${idPrefix}-form`,
    lastResult: result,
    constraint: getZodConstraint(RescheduleSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RescheduleSchema }),
  })
  // The date is chosen with the GET form above; its message belongs with the form's own.
  const errors = [...(form.errors ?? []), ...(fields.date.errors ?? [])]
  const { key: timeKey, ...timeProps } = getSelectProps(fields.time)
  return (
    <>
      {errors.length > 0 ? (
        <div
          id={form.errorId}
          role="alert"
          className="mt-3 rounded-md border border-alert-700 bg-red-50 p-4 text-alert-700"
        >
          <ul className="space-y-1">
            {errors.map((error) => (
              <li key={error} className="font-medium">
                {words(error)}
              </li>
            ))}
          </ul>
          {alternatives?.length ? (
            <>
              <p className="mt-2">{t('move.nearest')}</p>
              <ul className="mt-1 list-disc pl-5">
                {alternatives.map((slot) => (
                  <li key={`${slot.date} ${slot.value}`}>{slot.label}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-date`} className="field-label">
            {t('move.newDate')}
          </label>
          <input
            id={`${idPrefix}-date`}
            name="date"
            type="date"
            min={min}
            max={max}
            defaultValue={pickedDate ?? defaultDate}
            className="field-input"
            required
          />
        </div>
        <button type="submit" className="btn-secondary mb-0.5">
          {t('move.showTimes')}
        </button>
      </Form>
      {pickedDate && slots ? (
        slots.length === 0 ? (
          <p className="mt-3 text-slate-700" role="status">
            {t('move.noTimes')}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-3">
            <input type="hidden" name="intent" value="reschedule" />
            <input type="hidden" name="date" value={pickedDate} />
            <label htmlFor={fields.time.id} className="field-label">
              {t('move.freeTimes')}
            </label>
            <select key={timeKey} {...timeProps} className="field-input max-w-xs">
              {slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.time.errorId} errors={fields.time.errors} />
            <button type="submit" className="btn-primary mt-3" disabled={submitting}>
              {submitLabel}
            </button>
          </Form>
        )
      ) : null}
    </>
  )
}
