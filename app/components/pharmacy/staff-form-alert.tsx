import { type OrderReply, RefusalAlert } from '#app/components/orders/step-parts.tsx'

/** A form's summary of its field messages (a refusal of the whole step shows at the top). */
export function FormAlert({ reply }: { reply: OrderReply | null }) {
  if (!reply?.error || Object.keys(reply.fieldErrors).length === 0) return null
  return <RefusalAlert message={reply.error} />
}
