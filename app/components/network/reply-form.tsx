import type { SubmissionResult } from '@conform-to/react'
import { FieldErrors } from '#app/components/forms.tsx'
import { REPLY_TEXT_MAX } from '#app/domain/network/rating.ts'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * The one public reply under a review (the doctor's, or staff's for a place). A plain form, one
 * per review: when the server refuses a reply, the words typed come back in this review's box with
 * the message beside it, with or without JavaScript.
 */
export function ReplyForm({
  reviewId,
  label,
  hint,
  submitLabel,
  lastResult,
}: {
  reviewId: string
  label: string
  hint?: string
  submitLabel: string
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const id = `reply-${reviewId}`
  const sent = lastResult?.initialValue
  const mine = sent?.reviewId === reviewId
  const typed = mine && typeof sent?.reply === 'string' ? sent.reply : ''
  const errors = mine ? lastResult?.error?.reply : undefined
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        key={typed}
        id={id}
        name="reply"
        rows={3}
        maxLength={REPLY_TEXT_MAX}
        required
        defaultValue={typed}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="field-input"
      />
      <FieldErrors id={`${id}-error`} errors={errors ?? undefined} />
      <button type="submit" className="btn-secondary mt-2">
        {submitLabel}
      </button>
    </Form>
  )
}
