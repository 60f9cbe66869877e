import { type SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { SlotTakenError } from '#app/domain/appointments/book-appointment.server.ts'
import { clinicDateOf, clinicHhmm, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { DomainError, type DomainErrorKind } from '#app/utils/domain-errors.ts'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

const STATUS: Record<DomainErrorKind, number> = {
  conflict: 409,
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
}

/** A free time offered instead of one just taken: one tap (or one button) books or moves to it. */
export type Alternative = { date: string; value: string; label: string }

/** What a form's answer is asked for: the messages above the form and next to its fields. */
export type ReplyOptions = {
  formErrors?: string[]
  fieldErrors?: Record<string, string[]>
  hideFields?: string[]
}

/** Conform's submission, or a page's own reply shape (`orderAction` in order-action.server.ts). */
type Submission<Result> = { reply: (options?: ReplyOptions) => Result }

/**
 * The one place a domain error becomes a form's answer: the message next to its field (or above
 * the form), every typed value kept, the status its kind calls for, and — for a time just
 * taken — the nearest free times. Anything that is not a DomainError is not ours to explain.
 *
 * A message with values ("at most {megabytes} MB", the file module's refusals) is put into words
 * here, in `locale` (the request's: pass it wherever such an error can come); others travel as
 * references and are put into words by the page.
 */
export function replyWithDomainError<
  Extra extends Record<string, unknown> = Record<never, never>,
  Result = SubmissionResult,
>(
  submission: Submission<Result>,
  error: unknown,
  options: { hideFields?: string[]; extra?: Extra; locale?: Locale } = {},
) {
  if (!(error instanceof DomainError)) throw error
  const message =
    error.values && options.locale
      ? translateRefOnServer(options.locale, error.message, error.values)
      : error.message
  const result = submission.reply({
    ...(error.field ? { fieldErrors: { [error.field]: [message] } } : { formErrors: [message] }),
    hideFields: options.hideFields,
  })
  const alternatives: Alternative[] | null =
    error instanceof SlotTakenError
      ? error.alternatives.map((slot) => ({
          date: clinicDateOf(slot.startsAt),
          value: clinicHhmm(slot.startsAt),
          label: formatClinicDateTime(slot.startsAt),
        }))
      : null
  return data({ ...(options.extra as Extra), result, alternatives }, { status: STATUS[error.kind] })
}
