// What other areas use of prescriptions on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { markedPrescription, prescriptionMarker } from './prescription-marker.server.ts'
export { findPrescriptionRecord, loadPrescriptionSummary } from './prescriptions.server.ts'
export { frequencyWords, prescriptionDocument } from './prescription-document.server.ts'
export { prescriptionAbha } from './prescription-abha.server.ts'
