/** Where the bytes of a file live (see docs/decisions/0014-files.md). */
export const FILE_BACKENDS = ['database', 'local', 's3'] as const
export type FileBackend = (typeof FILE_BACKENDS)[number]

/** The only kinds of file we keep: photos and PDF documents, recognised by their content. */
export const STORED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const
export type StoredMediaType = (typeof STORED_MEDIA_TYPES)[number]
