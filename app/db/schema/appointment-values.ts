// The appointment columns' allowed values, apart from the tables: browser code (forms, filters)
// imports these without pulling drizzle-orm into the page's JavaScript.
export const APPOINTMENT_STATUSES = [
  'requested',
  'confirmed',
  'completed',
  'no_show',
  'cancelled',
] as const
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]
export const CONSULTATION_MODES = ['in_person', 'phone', 'video', 'chat'] as const
export type ConsultationMode = (typeof CONSULTATION_MODES)[number]
