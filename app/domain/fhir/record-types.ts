import type { Bundle } from '@medplum/fhirtypes'
import type { ImportedRecordSummary } from '#app/db/schema/imported-record-values.ts'

/** The FHIR JSON media type (FHIR R4, http.html#mime): what a download or an import carries. */
export const FHIR_MEDIA_TYPE = 'application/fhir+json'

/** What we make a FHIR document of (decision 0025). */
export type RecordKind = 'consultation' | 'opd-visit' | 'prescription' | 'lab-report'

/**
 * One record: `consultation` the appointment id of an online consultation that has the patient's
 * notes or a prescription; `opd-visit` an OPD visit (opd_visits.id) with notes or a prescription;
 * `prescription` a prescription's id; `lab-report` the lab order id of a released report.
 */
export type RecordRef = { kind: RecordKind; id: string }

/** A FHIR R4 Bundle (of type `document` once validated). */
export type FhirBundle = Bundle

/**
 * A document read for a person to look at: what the staff import shows the doctor and the shared
 * page shows a doctor elsewhere. The imports keep it as it was read (their `summary` column).
 */
export type ImportedRecord = ImportedRecordSummary

/** What validateFhirDocument answers: the bundle, or every reason it is refused. */
export type FhirValidation =
  { ok: true; bundle: FhirBundle } | { ok: false; issues: { path: string; message: string }[] }
