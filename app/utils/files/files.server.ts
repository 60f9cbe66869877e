import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isUuid } from '#app/utils/uuid.ts'
import {
  ANY_ALLOWED_TYPE,
  allowedKinds,
  contentDisposition,
  FHIR_JSON_TYPE,
  isPhotoType,
  MAX_FILE_BYTES,
  MAX_JSON_BYTES,
  safeFileName,
  sniffMediaType,
  type StoredMediaType,
} from './file-kinds.ts'
import { activeFileStore, fileStoreFor } from './file-store.server.ts'
import { inspectPdf, type PdfVerdict } from './pdf-check.server.ts'

/**
 * The one way into and out of file storage (docs/decisions/0014-files.md). This module checks
 * and keeps files; it never decides who may see one. The feature that holds a file (a
 * consultation's chat, a lab order) checks that the person asking may see it, then calls
 * `fileResponse`.
 */

export type StoredUpload = {
  id: string
  mediaType: StoredMediaType
  byteSize: number
  /** The cleaned name it is offered under, with the extension of what it really is. */
  name: string
}

export type UploadOptions = {
  /** What the file is for, e.g. 'consultation.attachment'; kept with it, never shown. */
  purpose: string
  /** Whose file it is: it goes with their account. Null for a file no account owns. */
  ownerUserId: string | null
  /** At most this many bytes as sent (MAX_FILE_BYTES unless smaller). */
  maxBytes?: number
  /** The kinds this form takes (photos and PDFs unless named: ANY_ALLOWED_TYPE). */
  accept?: readonly StoredMediaType[]
  /** The form field the refusal is shown next to. */
  field?: string
  /**
   * The feature's own check of what would be kept (a FHIR document against FHIR itself), after
   * this module's and before anything is stored: it throws to refuse, and nothing is kept.
   */
  inspect?: (bytes: Uint8Array, mediaType: StoredMediaType) => void | Promise<void>
}

const MB = 1024 * 1024
const refuse = (field: string, ref: string, values?: Record<string, string | number>) =>
  new DomainError('invalid', ref, field, values)

/**
 * Checks and keeps one uploaded file, and says what was kept; throws a DomainError (next to
 * `field`, in the `files` catalogue) when the file is missing or empty, too large, not an allowed
 * kind by its CONTENT, a damaged photo, or a PDF that is incomplete or would do something when
 * opened.
 *
 * Photos are drawn again without any metadata (see image.server.ts), so what is kept is a new
 * JPEG or PNG; PDFs and FHIR documents (JSON, at most MAX_JSON_BYTES) are kept byte for byte.
 */
export async function storeUpload(
  file: File | null,
  options: UploadOptions,
): Promise<StoredUpload> {
  const field = options.field ?? 'file'
  const maxBytes = Math.min(options.maxBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES)
  const accept = options.accept ?? ANY_ALLOWED_TYPE
  const tooLarge = (limit = maxBytes) =>
    refuse(field, messageRef('files', 'tooLarge'), {
      megabytes: Math.floor((limit / MB) * 10) / 10,
    })

  // A form's empty file field arrives as a nameless file of 0 bytes.
  if (!file || (file.size === 0 && file.name === ''))
    throw refuse(field, messageRef('files', 'missing'))
  if (file.size === 0) throw refuse(field, messageRef('files', 'empty'))
  if (file.size > maxBytes) throw tooLarge()
  const sent = new Uint8Array(await file.arrayBuffer())
  if (sent.byteLength > maxBytes) throw tooLarge()

  const sniffed = sniffMediaType(sent)
  if (!sniffed || !accept.includes(sniffed)) {
    throw refuse(field, messageRef('files', `typeNotAllowed.${allowedKinds(accept)}`))
  }

  let kept: { bytes: Uint8Array; mediaType: StoredMediaType; width?: number; height?: number }
  if (isPhotoType(sniffed)) {
    // sharp (libvips) is loaded with the first photo, not with the server.
    const { reencodeImage, UnreadableImageError } = await import('./image.server.ts')
    try {
      kept = await reencodeImage(sent)
    } catch (error) {
      if (error instanceof UnreadableImageError) {
        throw refuse(field, messageRef('files', 'damagedImage'))
      }
      throw error
    }
    if (kept.bytes.byteLength > maxBytes) throw tooLarge()
  } else if (sniffed === FHIR_JSON_TYPE) {
    // Text is kept byte for byte, as sent: the doctor (and any later reader) sees the document
    // exactly as the other hospital signed and sent it.
    const jsonLimit = Math.min(maxBytes, MAX_JSON_BYTES)
    if (sent.byteLength > jsonLimit) throw tooLarge(jsonLimit)
    kept = { bytes: sent, mediaType: FHIR_JSON_TYPE }
  } else {
    const verdict = inspectPdf(sent)
    if (verdict !== 'ok') throw refuse(field, PDF_REFUSALS[verdict])
    kept = { bytes: sent, mediaType: 'application/pdf' }
  }
  await options.inspect?.(kept.bytes, kept.mediaType)

  const id = randomUUID()
  const name = safeFileName(file.name, kept.mediaType)
  const store = activeFileStore()
  // The description first, then the bytes: a crash in between leaves a row without bytes
  // (answered as missing), never bytes no row accounts for, which no erasure would find.
  await getDb()
    .insert(storedFiles)
    .values({
      id,
      purpose: options.purpose,
      ownerUserId: options.ownerUserId,
      mediaType: kept.mediaType,
      byteSize: kept.bytes.byteLength,
      sha256: createHash('sha256').update(kept.bytes).digest('hex'),
      originalName: name,
      backend: store.backend,
      storageKey: id,
      width: kept.width ?? null,
      height: kept.height ?? null,
    })
  try {
    await store.put(id, kept.bytes, kept.mediaType)
  } catch (error) {
    await getDb().delete(storedFiles).where(eq(storedFiles.id, id))
    throw error
  }
  return { id, mediaType: kept.mediaType, byteSize: kept.bytes.byteLength, name }
}

const PDF_REFUSALS = {
  notPdf: messageRef('files', 'notPdf'),
  script: messageRef('files', 'pdfScript'),
  launch: messageRef('files', 'pdfLaunch'),
  embeddedFile: messageRef('files', 'pdfEmbeddedFile'),
  unreadable: messageRef('files', 'pdfUnreadable'),
} as const satisfies Record<Exclude<PdfVerdict, 'ok'>, string>

export type StoredFileInfo = {
  id: string
  purpose: string
  ownerUserId: string | null
  mediaType: StoredMediaType
  byteSize: number
  name: string
  width: number | null
  height: number | null
  createdAt: Date
}

/** What a file is (never its bytes), for lists and for a feature's own checks; null if unknown. */
export async function getFileInfo(id: string): Promise<StoredFileInfo | null> {
  if (!isUuid(id)) return null
  const [row] = await getDb()
    .select({
      id: storedFiles.id,
      purpose: storedFiles.purpose,
      ownerUserId: storedFiles.ownerUserId,
      mediaType: storedFiles.mediaType,
      byteSize: storedFiles.byteSize,
      name: storedFiles.originalName,
      width: storedFiles.width,
      height: storedFiles.height,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
  return row ?? null
}

/**
 * The policy every file answer carries. Files are personal (no cache may keep them, not even the
 * browser's), are exactly the type we say (nosniff), and, should one be opened as a page, may run
 * nothing and load nothing (the CSP sandbox).
 */
export const FILE_RESPONSE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const

/**
 * The answer that hands out a file, for a resource route to return AFTER it has checked that the
 * person may see it (this module does not know who may). Null when there is no such file (or its
 * bytes are gone): the caller answers 404. `download` offers it to save (attachment); otherwise
 * it opens in the browser (inline), as photos and PDFs do.
 */
export async function fileResponse(
  id: string,
  { download = false }: { download?: boolean } = {},
): Promise<Response | null> {
  if (!isUuid(id)) return null
  const [row] = await getDb()
    .select({
      mediaType: storedFiles.mediaType,
      name: storedFiles.originalName,
      backend: storedFiles.backend,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
  if (!row) return null
  const bytes = await fileStoreFor(row.backend).get(row.storageKey)
  if (!bytes) return null
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...FILE_RESPONSE_HEADERS,
      'Content-Type': row.mediaType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(download ? 'attachment' : 'inline', row.name),
    },
  })
}

type Executor = Pick<ReturnType<typeof getDb>, 'delete'>

/** Deletes one file, its bytes first. */
export async function deleteFile(id: string): Promise<void> {
  if (!isUuid(id)) return
  await removeFiles(getDb(), eq(storedFiles.id, id))
}

/**
 * Deletes every file the account owns, from whichever store holds it (right to erasure).
 * Pass the transaction that deletes the account, so its rows go with it; the bytes in a local
 * directory or S3 cannot be part of that transaction, so they are deleted at once, and a store
 * that fails throws, which undoes the transaction: the person can ask again, and no file is left
 * behind without its account. Returns how many files went.
 */
export async function deleteFilesOwnedBy(
  userId: string,
  executor: Executor = getDb(),
): Promise<number> {
  return removeFiles(executor, eq(storedFiles.ownerUserId, userId))
}

async function removeFiles(executor: Executor, which: ReturnType<typeof eq>): Promise<number> {
  const removed = await executor
    .delete(storedFiles)
    .where(which)
    .returning({ backend: storedFiles.backend, storageKey: storedFiles.storageKey })
  // Bytes in the database went with their rows (ON DELETE CASCADE).
  for (const file of removed) {
    if (file.backend !== 'database') await fileStoreFor(file.backend).delete(file.storageKey)
  }
  return removed.length
}
