// What other areas use of appointments on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export {
  findAppointmentById,
  hashToken,
  manageTokenFor,
  manageUrlFor,
  noticePreferencesOf,
  toMailData,
} from './appointment-access.server.ts'
export type { AppointmentView } from './appointment-access.server.ts'
export { appointmentNotices, noticeChannels } from './appointment-notices.ts'
export { bookAppointment } from './book-appointment.server.ts'
export { clinicBookingNotification } from './appointment-mails.ts'
export { MIN_LEAD_MINUTES } from './availability.ts'
export { canPatientChange } from './manage-appointment.server.ts'
export { doctorBookingTurn } from './doctor-booking-turn.server.ts'
export {
  availabilityIsFresh,
  forgetDoctorAvailability,
  listDoctorOpenSlots,
  listEarliestSlots,
  loadBookingAvailability,
  slotFromColumns,
  withFreshNextFreeSlots,
} from './slots.server.ts'
