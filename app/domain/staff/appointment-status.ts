import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'

/** requested → confirmed → completed / no-show; requested or confirmed → cancelled. Nothing leaves an end state. */
const NEXT: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  requested: ['confirmed', 'cancelled', 'no_show'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  completed: [],
  no_show: [],
  cancelled: [],
}

export function canChangeStatus(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return NEXT[from].includes(to)
}

export function nextStatuses(from: AppointmentStatus): readonly AppointmentStatus[] {
  return NEXT[from]
}

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
}

export const STATUS_ACTIONS: Record<AppointmentStatus, string> = {
  requested: 'Mark requested',
  confirmed: 'Confirm',
  completed: 'Mark completed',
  no_show: 'Mark no-show',
  cancelled: 'Cancel',
}
