// What other areas use of the FHIR documents, safe in the browser: nothing here imports a server
// module (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js); server-only parts go in index.server.ts.

export { fhirDocumentFileName } from './file-name.ts'
export { readFhirDocument } from './read-document.ts'
export {
  FHIR_MEDIA_TYPE,
  type FhirBundle,
  type ImportedRecord,
  type RecordKind,
  type RecordRef,
} from './record-types.ts'
