// What other areas use of the OPD queue on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { doctorsInOpdToday, findOpdFacility, type OpdFacility } from './opd-day.server.ts'
export { findDoctorVisit, type OpdVisit, visitQueuePlace, type VisitPlace } from './queue.server.ts'
export { publishOpdChange } from './tokens.server.ts'
export {
  findVisitByTokenCode,
  findVisitOfAppointment,
  NEAR_TURN_AHEAD,
  nearTurnNotified,
  notifyNearTurn,
  type PhonePlace,
  phonePlace,
  sendTokenLink,
  tokenPageUrl,
} from './patient-phone.server.ts'
export {
  ARRIVAL_OPENS_MINUTES,
  arrivalWindow,
  type ArrivalWindow,
  type BookingToArrive,
  bookingsToArriveAt,
  checkInByPatient,
} from './self-check-in.server.ts'
export {
  csvCell,
  type DoctorFigures,
  figuresCsv,
  lastDayOf,
  loadOpdFigures,
  type OpdFigures,
  percentile,
  type Spread,
} from './figures.server.ts'
