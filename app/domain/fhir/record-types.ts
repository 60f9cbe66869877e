import type { Bundle } from '@medplum/fhirtypes'

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

/** A document read for a person to look at: what the staff import shows the doctor. */
export type ImportedRecord = {
  kind: 'consultation' | 'prescription' | 'lab-report' | 'other'
  title: string
  /** ISO date-time (or date) of the document. */
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

/** What validateFhirDocument answers: the bundle, or every reason it is refused. */
export type FhirValidation =
  { ok: true; bundle: FhirBundle } | { ok: false; issues: { path: string; message: string }[] }
