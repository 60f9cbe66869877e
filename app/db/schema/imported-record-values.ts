/** What kind of record a FHIR document a patient brought is (read from its Composition). */
export const IMPORTED_RECORD_KINDS = [
  'consultation',
  'prescription',
  'lab-report',
  'other',
] as const
export type ImportedRecordKind = (typeof IMPORTED_RECORD_KINDS)[number]

/**
 * What was read from an imported FHIR document when it was taken in (readFhirDocument in
 * app/domain/fhir), kept with it so that showing it never parses the file again. The file itself
 * stays as sent; this is only its reading.
 */
export type ImportedRecordSummary = {
  kind: ImportedRecordKind
  title: string
  /** The document's own date (ISO 8601, a day or an instant). */
  date: string
  patient: { name: string; abhaNumber?: string; abhaAddress?: string }
  author?: string
  organization?: string
  medicines: { name: string; dosage?: string }[]
  observations: {
    name: string
    code?: string
    value: string
    unit?: string
    range?: string
    interpretation?: string
  }[]
  notes: string[]
}
