// What other areas use of the FHIR documents on the server only. Areas import each other only
// through their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest (the browser-safe parts are named here too, for one import).

export { buildRecordDocument } from './build-record-document.server.ts'
export { fhirDocumentFileName } from './file-name.ts'
export { readFhirDocument } from './read-document.ts'
export {
  FHIR_MEDIA_TYPE,
  type FhirBundle,
  type FhirValidation,
  type ImportedRecord,
  type RecordKind,
  type RecordRef,
} from './record-types.ts'
export { validateFhirDocument } from './validate.server.ts'
