/** The name of the submit buttons that offer a free time after the chosen one was just taken. */
export const ALTERNATIVE_FIELD = 'alternative'

const ALTERNATIVE_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/

/** The button's value for a free time: one field, so one tap carries both date and time. */
export function alternativeValue(slot: { date: string; value: string }) {
  return `${slot.date}T${slot.value}`
}

/**
 * When the booking form was sent with one of the offered times (a button, so it works without
 * JavaScript), that time replaces the date and time fields; everything else stays as typed. The
 * browser's validation and the server's both read the form through this, so they agree.
 */
export function withChosenAlternative(formData: FormData): FormData {
  const chosen = formData.get(ALTERNATIVE_FIELD)
  const match = typeof chosen === 'string' ? ALTERNATIVE_PATTERN.exec(chosen) : null
  if (!match) return formData
  const next = new FormData()
  for (const [key, value] of formData) if (key !== ALTERNATIVE_FIELD) next.append(key, value)
  next.set('date', match[1]!)
  next.set('time', match[2]!)
  next.set('intent', 'book')
  return next
}
