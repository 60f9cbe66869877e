import type { Database } from '#app/db/client.server.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { documentBundle } from './document.server.ts'
import { loadRecordSource } from './record-sources.server.ts'
import type { FhirBundle, RecordRef } from './record-types.ts'

/**
 * The FHIR R4 document of one of our records, in the reader's language (titles, section titles,
 * narrative); the clinical words (diagnosis, medicines, notes) stay as the doctor wrote them.
 * Throws a not-found DomainError when the record does not exist or is not released yet. It does
 * not check who may see the record: the caller does.
 */
export async function buildRecordDocument(
  db: Database,
  ref: RecordRef,
  options: { locale: 'en' | 'hi'; baseUrl: string },
): Promise<FhirBundle> {
  const source = await loadRecordSource(db, ref, options.locale)
  const t = getT(options.locale, 'fhir')
  return documentBundle({
    ...source,
    ref,
    locale: options.locale,
    baseUrl: options.baseUrl,
    words: {
      chiefComplaints: t('section.chiefComplaints'),
      diagnosis: t('section.diagnosis'),
      diagnosisProvisional: t('section.diagnosisProvisional'),
      medications: t('section.medications'),
      investigationAdvice: t('section.investigationAdvice'),
      followUp: t('section.followUp'),
      notes: t('section.notes'),
      advice: t('section.advice'),
      prescription: t('section.prescription'),
      labResults: t('section.labResults'),
      remarks: t('section.remarks'),
    },
  })
}
