// What other areas use of abha on the server only. Areas import each other only through their
// entries (eslint-rules/domain-borders.js): index.ts for what the browser may load.

export { type PatientAbha, patientAbha, type RecordPatient } from './patient-abha.server.ts'
