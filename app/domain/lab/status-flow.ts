import type { CollectionMode, LabOrderStatus } from '#app/db/schema/lab-values.ts'

export type { LabOrderStatus }

/**
 * An order's way through the laboratory, one step at a time:
 *
 *   home collection: booked → collector_assigned → collected → received → results_entered
 *                    → verified → released
 *   lab visit:       booked → collected → … (the sample is taken at the counter: nobody is sent,
 *                    so there is no collector to assign; the counter staff who takes it is the
 *                    collector of record)
 *
 * Two ways out: `cancelled` while no sample has reached the laboratory (booked, collector assigned,
 * or collected but not yet received — the tube went nowhere), and `rejected` when a collected or
 * received sample cannot be tested (haemolysed, clotted, too little, unlabelled, leaked): the
 * patient is asked for a new sample, booked as a new order. A collector may be changed while the
 * collection is still ahead (collector_assigned → collector_assigned).
 */
const FORWARD: Record<CollectionMode, Partial<Record<LabOrderStatus, LabOrderStatus>>> = {
  home: {
    booked: 'collector_assigned',
    collector_assigned: 'collected',
    collected: 'received',
    received: 'results_entered',
    results_entered: 'verified',
    verified: 'released',
  },
  lab: {
    booked: 'collected',
    collected: 'received',
    received: 'results_entered',
    results_entered: 'verified',
    verified: 'released',
  },
}

/** The statuses from which an order may be cancelled: no sample has reached the laboratory yet. */
export const CANCELLABLE_STATUSES = ['booked', 'collector_assigned', 'collected'] as const
/** The statuses in which a sample exists that the laboratory may find unfit. */
export const REJECTABLE_STATUSES = ['collected', 'received'] as const
/** The statuses in which results may be typed or corrected (before a pathologist verifies). */
export const RESULT_ENTRY_STATUSES = ['received', 'results_entered'] as const

/** Why a sample is unfit for testing (the staff add their own words). */
export const REJECT_REASONS = [
  'haemolysed',
  'clotted',
  'insufficient',
  'unlabelled',
  'leaked',
  'other',
] as const
export type RejectReason = (typeof REJECT_REASONS)[number]

/** The one step forward from `status` for this kind of collection, or null at the end. */
export function nextStep(status: LabOrderStatus, mode: CollectionMode): LabOrderStatus | null {
  return FORWARD[mode][status] ?? null
}

/**
 * Every status an order may move to from `status`: the step forward, a new collector, and the
 * ways out. Nothing else: a step is never skipped.
 */
export function nextSteps(status: LabOrderStatus, mode: CollectionMode): LabOrderStatus[] {
  const steps: LabOrderStatus[] = []
  const forward = nextStep(status, mode)
  if (forward) steps.push(forward)
  if (mode === 'home' && status === 'collector_assigned') steps.push('collector_assigned')
  if (isCancellable(status)) steps.push('cancelled')
  if (isRejectable(status)) steps.push('rejected')
  return steps
}

export function canMove(from: LabOrderStatus, to: LabOrderStatus, mode: CollectionMode): boolean {
  return nextSteps(from, mode).includes(to)
}

/** The status an order must be in for it to move to `to` by the step forward, or null. */
export function stepBefore(to: LabOrderStatus, mode: CollectionMode): LabOrderStatus | null {
  const entry = Object.entries(FORWARD[mode]).find(([, next]) => next === to)
  return (entry?.[0] as LabOrderStatus | undefined) ?? null
}

export const isCancellable = (status: LabOrderStatus) =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status)
export const isRejectable = (status: LabOrderStatus) =>
  (REJECTABLE_STATUSES as readonly string[]).includes(status)
export const acceptsResults = (status: LabOrderStatus) =>
  (RESULT_ENTRY_STATUSES as readonly string[]).includes(status)
export const isFinal = (status: LabOrderStatus) =>
  status === 'released' || status === 'cancelled' || status === 'rejected'

/** The longest note on a critical value, remarks on a report, UPI reference (the forms' limits). */
export const MAX_CRITICAL_NOTE = 1000
export const MAX_REMARKS = 2000
export const MAX_PAYMENT_REFERENCE = 60
