import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { type MessageRef, messageRef } from '#app/utils/i18n/catalogs.ts'

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

/** Each status's name, as a message of the `staff` catalogue (put into words by the page). */
export const STATUS_LABELS: Record<AppointmentStatus, MessageRef> = {
  requested: messageRef('staff', 'status.requested'),
  confirmed: messageRef('staff', 'status.confirmed'),
  completed: messageRef('staff', 'status.completed'),
  no_show: messageRef('staff', 'status.noShow'),
  cancelled: messageRef('staff', 'status.cancelled'),
}

/** The button that moves an appointment to each status. */
export const STATUS_ACTIONS: Record<AppointmentStatus, MessageRef> = {
  requested: messageRef('staff', 'statusAction.requested'),
  confirmed: messageRef('staff', 'statusAction.confirmed'),
  completed: messageRef('staff', 'statusAction.completed'),
  no_show: messageRef('staff', 'statusAction.noShow'),
  cancelled: messageRef('staff', 'statusAction.cancelled'),
}
