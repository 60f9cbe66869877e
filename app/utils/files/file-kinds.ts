import type { StoredMediaType } from '#app/db/schema/file-values.ts'

export { STORED_MEDIA_TYPES, type StoredMediaType } from '#app/db/schema/file-values.ts'

const MB = 1024 * 1024

/**
 * One file at most: a phone camera's photo is 2–6 MB, a scanned report a few MB. Larger is
 * almost always a video or a mistake, and every byte costs a patient on a slow, metered link.
 */
export const MAX_FILE_BYTES = 8 * MB
/**
 * One form post at most, all its files together (the server holds a body in memory until it is
 * complete): two full-size files, or several ordinary photos, with room for the form's fields.
 */
export const MAX_UPLOAD_REQUEST_BYTES = 20 * MB
/** Files one form may carry (readUploads ignores the rest). */
export const MAX_FILES_PER_FORM = 5
/**
 * One FHIR document (JSON) at most: a discharge summary with its lab results is tens of KB; more
 * than 2 MB of text is not a record a doctor reads in the room, and it is parsed whole in memory.
 */
export const MAX_JSON_BYTES = 2 * MB

/** FHIR R4's own media type for JSON (https://hl7.org/fhir/R4/http.html#mime-type). */
export const FHIR_JSON_TYPE = 'application/fhir+json'

/** What a person can be told they may send: photos, PDF documents, FHIR documents. */
export type AllowedKinds = 'photos' | 'pdf' | 'photosOrPdf' | 'fhir' | 'photosPdfOrFhir'

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** What most forms take: photos and PDFs (a FHIR document only where a form says so). */
export const ANY_ALLOWED_TYPE: readonly StoredMediaType[] = [...PHOTO_TYPES, 'application/pdf']
/** A form that takes FHIR documents only (a record a patient brings from another hospital). */
export const FHIR_DOCUMENT_ONLY: readonly StoredMediaType[] = [FHIR_JSON_TYPE]

export function isPhotoType(type: StoredMediaType): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(type)
}

export function allowedKinds(accept: readonly StoredMediaType[]): AllowedKinds {
  const photos = accept.some(isPhotoType)
  const pdf = accept.includes('application/pdf')
  if (accept.includes(FHIR_JSON_TYPE)) return photos || pdf ? 'photosPdfOrFhir' : 'fhir'
  return photos && pdf ? 'photosOrPdf' : pdf ? 'pdf' : 'photos'
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/**
 * The kind of file the bytes ARE, from their first bytes ("magic numbers"); null for anything we
 * do not keep. The name and the browser's Content-Type are never asked: both are whatever the
 * sender chose, and a page or a program renamed `photo.jpg` is still a page or a program.
 */
export function sniffMediaType(bytes: Uint8Array): StoredMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  if (isFhirBundleJson(bytes)) return FHIR_JSON_TYPE
  return null
}

const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d])

/**
 * JSON text has no magic number: it IS one when it parses, as UTF-8, into an object whose
 * `resourceType` is "Bundle" (a FHIR document, or any Bundle, which the feature then checks
 * against FHIR itself). Parsed only when it starts like an object, so photos and PDFs cost
 * nothing more.
 */
function isFhirBundleJson(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0
  while (at < bytes.length && JSON_WHITESPACE.has(bytes[at]!)) at++
  if (bytes[at] !== 0x7b) return false
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as { resourceType?: unknown }).resourceType === 'Bundle'
    )
  } catch {
    return false
  }
}

export const EXTENSION: Record<StoredMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/fhir+json': 'json',
}

const MAX_NAME_LENGTH = 100

/**
 * The name a file is offered under when downloaded: the sender's own name, without any folder,
 * control or direction-changing characters (which can make "gpj.exe" read as "exe.jpg"), at most
 * 100 characters, and always with the extension of what the file really is, so that a phone
 * opens it with the right app.
 */
export function safeFileName(name: string, mediaType: StoredMediaType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // C0/C1 controls, bidirectional overrides and isolates, zero-width characters.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/["*:<>?|]/g, '_')
    .trim()
  const stem = base
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^\.+/, '')
    .trim()
  const short = [...stem].slice(0, MAX_NAME_LENGTH).join('').trim()
  return `${short || 'file'}.${EXTENSION[mediaType]}`
}

/**
 * A Content-Disposition header (RFC 6266) carrying the name both ways: `filename` in plain ASCII
 * for old clients, and `filename*` (RFC 5987) in UTF-8 for everyone else, Hindi names included.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
