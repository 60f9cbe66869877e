import type { FhirBundle, RecordRef } from './record-types.ts'

/** The download's name: `maindoctor-prescription-2026-12-05.json` (the document's own date). */
export function fhirDocumentFileName(ref: RecordRef, bundle: FhirBundle): string {
  const composition = bundle.entry?.[0]?.resource
  const date =
    composition?.resourceType === 'Composition' && composition.date
      ? composition.date
      : (bundle.timestamp ?? '')
  const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0]
  return `maindoctor-${ref.kind}${day ? `-${day}` : ''}.json`
}
