// What other areas and the pages use of imported FHIR documents, in the browser too.

export { ImportRecordSchema } from './import-schema.ts'
export { RECORD_FIELD } from './record-field.ts'
export { type ImportedRecordSummary } from './record-summary.ts'
