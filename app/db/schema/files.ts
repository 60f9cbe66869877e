import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { FILE_BACKENDS, STORED_MEDIA_TYPES } from './file-values.ts'

export { FILE_BACKENDS, type FileBackend, STORED_MEDIA_TYPES } from './file-values.ts'

/** PostgreSQL's `bytea`, read and written as bytes (node-postgres and PGlite both give Buffers). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
})

/**
 * Every file a person or the staff uploaded (chat attachments, earlier prescriptions, reports…):
 * what it is, never its bytes, which live in the configured store (app/utils/files/). The feature
 * that holds a file (a consultation, a lab order) keeps its id and decides who may see it.
 *
 * A file with an owner goes with the owner's account: `deleteFilesOwnedBy` removes the bytes from
 * every store first, and the cascade is the safety net for the rows.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the file is for, e.g. 'consultation.attachment'; never personal data. */
    purpose: text('purpose').notNull(),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Decided from the content, never from the name or the browser's word. */
    mediaType: text('media_type', { enum: STORED_MEDIA_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the stored bytes: to spot a repeat, and to check a copy is complete. */
    sha256: text('sha256').notNull(),
    /** The name it came with, cleaned for a Content-Disposition header. */
    originalName: text('original_name').notNull(),
    backend: text('backend', { enum: FILE_BACKENDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerUserId),
    check('stored_files_byte_size', sql`${table.byteSize} > 0`),
  ],
)

/**
 * The bytes of files kept in the database store, apart from their description so that listing
 * files never reads them. They go with their row in stored_files.
 */
export const storedFileContents = pgTable('stored_file_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
})
