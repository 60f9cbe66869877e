import type { AuditAction } from '#app/utils/audit-actions.ts'
import type { DomainError } from '#app/utils/domain-errors.ts'

/**
 * How an area declares the steps of its orders (a laboratory order, a medicine order, an
 * ambulance request): which statuses each step moves from, and to which. Pure rules, apart from
 * the database, so a step's moves can be read and tested on their own; `orderWorkflow()` in
 * order-workflow.server.ts performs them.
 */

/** One move a step makes: from any of these statuses to `to` (null: the status stays). */
export type Move<Status extends string> = { from: readonly Status[]; to: Status | null }

export type OrderStep<Status extends string, Order> = {
  /**
   * The moves the step makes: a list, or the moves open to this order (a home collection has a
   * step a visit to the laboratory does not).
   */
  moves: readonly Move<Status>[] | ((order: Order) => readonly Move<Status>[])
  /** The audit entry's action; null for a step the patient takes (their own order, not audited). */
  audit: AuditAction | null
  /** What the person is told when the order is not where the step starts (the area's default). */
  refusal?: () => DomainError
}

/** The moves of `step` open to an order in its present status. */
export function openMoves<Status extends string, Order extends { status: Status }>(
  step: OrderStep<Status, Order>,
  order: Order,
): Move<Status>[] {
  const moves = typeof step.moves === 'function' ? step.moves(order) : step.moves
  return moves.filter((move) => move.from.includes(order.status))
}

/**
 * Whether the step may be taken on this order: from a status it moves from, and — when the page
 * said which status it showed (`seen`) — only from that one, so a second click or a colleague who
 * was quicker changes nothing. With `to`, only that move.
 */
export function mayTake<Status extends string, Order extends { status: Status }>(
  step: OrderStep<Status, Order>,
  order: Order,
  { seen, to }: { seen?: Status; to?: Status | null } = {},
): boolean {
  if (seen !== undefined && seen !== order.status) return false
  const open = openMoves(step, order)
  return to === undefined ? open.length > 0 : open.some((move) => move.to === to)
}
