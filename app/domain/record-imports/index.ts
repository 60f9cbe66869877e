// What other areas and the pages use of imported FHIR documents, in the browser too.

export { ImportRecordSchema, RECORD_FIELD } from './import-schema.ts'
export { type ImportedRecordSummary } from './record-summary.ts'
