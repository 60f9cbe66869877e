import { type SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { SlotTakenError } from '#app/domain/appointments/book-appointment.server.ts'
import { clinicDateOf, clinicHhmm, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { DomainError, type DomainErrorKind } from '#app/utils/domain-errors.ts'

const STATUS: Record<DomainErrorKind, number> = {
  conflict: 409,
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
}

/** A free time offered instead of one just taken: one tap (or one button) books or moves to it. */
export type Alternative = { date: string; value: string; label: string }

type Submission = {
  reply: (options?: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
    hideFields?: string[]
  }) => SubmissionResult
}

/**
 * The one place a domain error becomes a form's answer: the message next to its field (or above
 * the form), every typed value kept, the status its kind calls for, and — for a time just
 * taken — the nearest free times. Anything that is not a DomainError is not ours to explain.
 */
export function replyWithDomainError<Extra extends Record<string, unknown> = Record<never, never>>(
  submission: Submission,
  error: unknown,
  options: { hideFields?: string[]; extra?: Extra } = {},
) {
  if (!(error instanceof DomainError)) throw error
  const result = submission.reply({
    ...(error.field
      ? { fieldErrors: { [error.field]: [error.message] } }
      : { formErrors: [error.message] }),
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
