import type { ImportedRecordSummary as Summary } from '#app/db/schema/imported-record-values.ts'

/** What a doctor reads of a FHIR document a patient brought (kept with it when taken in). */
export type ImportedRecordSummary = Summary
