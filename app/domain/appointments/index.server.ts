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
export { appointmentNotices } from './appointment-notices.ts'
export { doctorBookingTurn } from './doctor-booking-turn.server.ts'
export {
  availabilityIsFresh,
  forgetDoctorAvailability,
  listEarliestSlots,
  slotFromColumns,
  withFreshNextFreeSlots,
} from './slots.server.ts'
