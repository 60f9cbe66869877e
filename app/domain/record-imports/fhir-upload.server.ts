import { readFhirDocument, validateFhirDocument } from '#app/domain/fhir/index.server.ts'
import { type ImportedRecordSummary } from '#app/db/schema/imported-records.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { FHIR_JSON_TYPE, type StoredMediaType } from '#app/utils/files/file-kinds.ts'

export type FhirIssue = { path: string; message: string }

/**
 * A FHIR document refused by the validator: every reason (FHIR R4 and the ABDM profile), for the
 * form to list the first few next to its field (`importRefusalMessages`).
 */
export class RecordRefusedError extends DomainError {
  constructor(
    readonly issues: FhirIssue[],
    field: string,
  ) {
    super('invalid', messageRef('recordImport', 'refused.title'), field)
  }
}

/**
 * The check a FHIR document passes before it is kept (storeUpload's `inspect`): the files module
 * has already found it is JSON holding a Bundle, at most 2 MB; here it must be a FHIR R4 document
 * that the ABDM profiles accept. Answers what a doctor reads of it; throws RecordRefusedError.
 * Photos and PDFs (where a form takes them too) pass untouched and answer null.
 */
export function checkFhirUpload(
  bytes: Uint8Array,
  mediaType: StoredMediaType,
  field: string,
): ImportedRecordSummary | null {
  if (mediaType !== FHIR_JSON_TYPE) return null
  const json: unknown = JSON.parse(new TextDecoder().decode(bytes))
  const checked = validateFhirDocument(json)
  if (!checked.ok) throw new RecordRefusedError(checked.issues, field)
  return readFhirDocument(checked.bundle)
}
