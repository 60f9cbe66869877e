/** Where the bytes of a file live (see docs/decisions/0014-files.md). */
export const FILE_BACKENDS = ['database', 'local', 's3'] as const
export type FileBackend = (typeof FILE_BACKENDS)[number]

/**
 * The only kinds of file we keep, recognised by their content: photos, PDF documents, and FHIR
 * documents (JSON holding a FHIR Bundle) that a patient brings from another hospital.
 */
export const STORED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'application/fhir+json',
] as const
export type StoredMediaType = (typeof STORED_MEDIA_TYPES)[number]
