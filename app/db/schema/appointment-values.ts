// The appointment columns' allowed values, apart from the tables: browser code (forms, filters)
// imports these without pulling drizzle-orm into the page's JavaScript.
export const APPOINTMENT_STATUSES = [
  'requested',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
  /**
   * A freed time held for 15 minutes for the first patient in a doctor's waitlist (decision
   * 0023): a row the no-overlap constraint counts, with that patient's details, until they take
   * it (it becomes 'requested') or it passes to the next in line or is deleted.
   */
  'held',
] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]
export const CONSULTATION_MODES = ['in_person', 'phone', 'video', 'chat'] as const
export type ConsultationMode = (typeof CONSULTATION_MODES)[number]
