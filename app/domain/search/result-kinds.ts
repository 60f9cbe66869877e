import type { MessageKey } from '#app/utils/i18n/catalogs.ts'

// What a search result is, apart from the search entries: the header's search box imports these
// without the content the entries are built from (services, symptoms, lab tests, medicines).
export type SearchEntryKind =
  'department' | 'service' | 'symptom' | 'condition' | 'lab-test' | 'medicine'
export type SearchResultKind = 'doctor' | 'facility' | SearchEntryKind

/** What each kind of result is called, in the `care` catalogue ("Clinic", "क्लिनिक"). */
export const KIND_LABEL_KEYS = {
  doctor: 'kind.doctor',
  department: 'kind.department',
  service: 'kind.service',
  symptom: 'kind.symptom',
  condition: 'kind.condition',
  'lab-test': 'kind.labTest',
  medicine: 'kind.medicine',
  facility: 'kind.facility',
} as const satisfies Record<SearchResultKind, MessageKey<'care'>>
