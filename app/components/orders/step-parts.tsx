import type { ReactNode } from 'react'
import { Form } from '#app/utils/i18n/links.tsx'

/**
 * The parts every staff order page (the laboratory's, the pharmacy's) builds its steps from: the
 * "next steps" panel, a step's one-button form, a refusal above a form, and a field's message.
 * Each page puts its own words in; every form posts its `intent` to the page's own action
 * (`orderAction`), so all of them work without JavaScript.
 */

/** The answer of a refused action: which form, its message, per-field messages, the typed values. */
export type OrderReply = {
  intent: string
  error: string | null
  fieldErrors: Record<string, string>
  values: Record<string, string>
}

/** The "next steps" card: what may be done to the order now. */
export function NextStepsPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="next-title" className="card">
      <h2 id="next-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A step that needs nothing typed: one button. */
export function StepButton({
  intent,
  label,
  primary = true,
}: {
  intent: string
  label: string
  primary?: boolean
}) {
  return (
    <Form method="post" className="mt-3">
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? 'btn-primary' : 'btn-secondary'}
      >
        {label}
      </button>
    </Form>
  )
}

/** A refusal, announced as it appears. */
export function RefusalAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-3 rounded border border-alert-700 bg-red-50 p-3 text-alert-700">
      {message}
    </p>
  )
}

/** A field's message, under the field (tied to it by `aria-describedby`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-alert-700">
      {message}
    </p>
  )
}

/** Props that tie a field to its message, when it has one. */
export const invalidField = (reply: OrderReply | null, field: string, id: string) =>
  reply?.fieldErrors[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : {}
