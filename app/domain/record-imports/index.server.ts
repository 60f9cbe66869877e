// What other areas use of imported FHIR documents on the server only. Areas import each other
// only through their entries (eslint-rules/domain-borders.js).

export { checkFhirUpload, type FhirIssue, RecordRefusedError } from './fhir-upload.server.ts'
export {
  type Actor as ImportActor,
  hasImportedFile,
  type ImportedRecordItem,
  importFhirDocument,
  type ImportTarget,
  listImportedRecords,
  RECORD_IMPORT_PURPOSE,
  saveImportedRecord,
  takeInFhirDocument,
  type TakenInRecord,
} from './imported-records.server.ts'
