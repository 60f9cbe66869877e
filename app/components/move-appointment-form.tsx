import { Form } from 'react-router'

/**
 * "Move to another time": pick a date, see its free times (a GET, so it works without
 * JavaScript), choose one and move. Used by patients (manage link) and staff.
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
}: {
  idPrefix: string
  defaultDate: string
  pickedDate: string | null
  slots: Array<{ value: string; label: string }> | null
  min?: string
  max?: string
  submitLabel: string
  submitting?: boolean
}) {
  return (
    <>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${idPrefix}-date`} className="field-label">
            New date
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
          Show free times
        </button>
      </Form>
      {pickedDate && slots ? (
        slots.length === 0 ? (
          <p className="mt-3 text-slate-700" role="status">
            No free times on that date. Please try another day.
          </p>
        ) : (
          <Form method="post" className="mt-3">
            <input type="hidden" name="date" value={pickedDate} />
            <label htmlFor={`${idPrefix}-time`} className="field-label">
              Free times (IST)
            </label>
            <select id={`${idPrefix}-time`} name="time" className="field-input max-w-xs" required>
              {slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </select>
            <button
              type="submit"
              name="intent"
              value="reschedule"
              className="btn-primary mt-3"
              disabled={submitting}
            >
              {submitLabel}
            </button>
          </Form>
        )
      ) : null}
    </>
  )
}
