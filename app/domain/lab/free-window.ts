import { COLLECTION_WINDOWS } from '#app/content/lab-areas.ts'

// A window that filled up between loading the booking form and pressing Book: the free windows of
// that day come back as buttons. Kept apart from the form's schema, so the page's JavaScript
// carries these few lines and not the validation library.

/** The name of the buttons that offer a free window after the chosen one filled up. */
export const FREE_WINDOW_FIELD = 'freeWindow'

const FREE_WINDOW_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}-\d{2})$/

/** A free window's button value: the day and the window, so one tap carries both. */
export const freeWindowValue = (day: string, code: string) => `${day} ${code}`

/**
 * When the booking form was sent with one of the free windows offered (a button, so it works
 * without JavaScript), that day and window replace the form's and the form is booked; everything
 * else stays as typed.
 */
export function withChosenWindow(formData: FormData): FormData {
  const chosen = formData.get(FREE_WINDOW_FIELD)
  const match = typeof chosen === 'string' ? FREE_WINDOW_PATTERN.exec(chosen) : null
  if (!match || !COLLECTION_WINDOWS.some((window) => window.code === match[2])) return formData
  const next = new FormData()
  for (const [key, value] of formData) if (key !== FREE_WINDOW_FIELD) next.append(key, value)
  next.set('day', match[1]!)
  next.set('window', match[2]!)
  next.set('intent', 'book')
  return next
}
