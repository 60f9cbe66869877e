// What a search result is, apart from the search entries: the header's search box imports these
// labels without the content the entries are built from (services, symptoms).
export type SearchEntryKind = 'department' | 'service' | 'symptom' | 'condition'
export type SearchResultKind = 'doctor' | SearchEntryKind

export const KIND_LABELS: Record<SearchResultKind, string> = {
  doctor: 'Doctor',
  department: 'Clinic',
  service: 'Service',
  symptom: 'Symptom',
  condition: 'Condition',
}
