import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type * as S3Sdk from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type FileBackend } from '#app/db/schema/file-values.ts'
import { storedFileContents } from '#app/db/schema/files.ts'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Where the bytes of uploaded files live. The description of each file (stored_files) is always
 * in the database; only its bytes are here, under a key the file module chooses (the file's id).
 * `get` answers null for a key it does not hold; `delete` of a missing key is not an error.
 */
export interface FileStore {
  readonly backend: FileBackend
  put(key: string, bytes: Uint8Array, mediaType: string): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
}

/** Keys are ids: nothing that could climb out of a directory or spell another object's key. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`)
}

/**
 * The bytes in the database (stored_file_contents, keyed by the file's id): nothing else to run or
 * back up, and every server process sees every file. Deleting a file's row deletes its bytes.
 */
export function createDatabaseStore(): FileStore {
  return {
    backend: 'database',
    async put(key, bytes) {
      checkKey(key)
      await getDb()
        .insert(storedFileContents)
        .values({ fileId: key, bytes })
        .onConflictDoUpdate({ target: storedFileContents.fileId, set: { bytes } })
    },
    async get(key) {
      checkKey(key)
      const [row] = await getDb()
        .select({ bytes: storedFileContents.bytes })
        .from(storedFileContents)
        .where(eq(storedFileContents.fileId, key))
      return row?.bytes ?? null
    },
    async delete(key) {
      checkKey(key)
      await getDb().delete(storedFileContents).where(eq(storedFileContents.fileId, key))
    },
  }
}

/** Directories the web server hands out as they are: files must never be reachable there. */
const PUBLIC_DIRECTORIES = ['public', 'build/client']

/**
 * The bytes as files in a directory of this machine (one process, or several sharing a disk).
 * Each file is written under a temporary name, flushed, then renamed into place, so a reader
 * never sees half a file and a crash leaves at most a stray `.tmp`. Files are readable by the
 * server's user only.
 */
export function createLocalStore(directory: string): FileStore {
  const root = path.resolve(directory)
  for (const served of PUBLIC_DIRECTORIES.map((dir) => path.resolve(dir))) {
    if (root === served || root.startsWith(served + path.sep)) {
      throw new Error(`FILES_DIR (${root}) is inside ${served}, which is served to anyone`)
    }
  }
  // Two characters of the id as a subdirectory: no directory grows to millions of entries.
  const pathOf = (key: string) => {
    checkKey(key)
    return path.join(root, key.slice(0, 2), key)
  }
  return {
    backend: 'local',
    async put(key, bytes) {
      const target = pathOf(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      const handle = await open(temporary, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      try {
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        const buffer = await readFile(pathOf(key))
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

export type S3Config = {
  /** Unset: Amazon S3 itself. */
  endpoint?: string
  region: string
  bucket: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
  /** Put before every key (e.g. `maindoctor/`), to share a bucket. */
  prefix?: string
}

/**
 * The bytes in an S3-compatible object store (Amazon S3, MinIO, Ceph, Cloudflare R2…), for
 * several machines without a shared disk. The SDK is loaded on first use only, so a server that
 * keeps files elsewhere never loads it. Objects are private: files are only ever handed out
 * through the app, never by a bucket address.
 */
export function createS3Store(config: S3Config): FileStore {
  let client: Promise<{ sdk: typeof S3Sdk; s3: S3Sdk.S3Client }> | undefined
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
        // The SDK's newer default checksums (CRC32 headers and trailers) are not understood by
        // every S3-compatible store; the integrity of a file is ours to check (its sha256).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  const objectKey = (key: string) => {
    checkKey(key)
    return `${config.prefix ?? ''}${key}`
  }
  return {
    backend: 's3',
    async put(key, bytes, mediaType) {
      const { sdk, s3 } = await connect()
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: mediaType,
          ContentLength: bytes.byteLength,
        }),
      )
    },
    async get(key) {
      const { sdk, s3 } = await connect()
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        )
        return answer.Body ? await answer.Body.transformToByteArray() : null
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode
        if ((error as Error).name === 'NoSuchKey' || status === 404) return null
        throw error
      }
    },
    async delete(key) {
      const { sdk, s3 } = await connect()
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
    },
  }
}

let stores: Partial<Record<FileBackend, FileStore>> = {}
let activeOverride: FileBackend | undefined

/**
 * The store of a backend, made from the environment on first use. A file is always read from
 * the backend it was written to (its row says which), so files written before FILES_STORE
 * changed stay readable as long as their old store is still configured.
 */
export function fileStoreFor(backend: FileBackend): FileStore {
  const existing = stores[backend]
  if (existing) return existing
  const env = getEnv()
  const made =
    backend === 'database'
      ? createDatabaseStore()
      : backend === 'local'
        ? createLocalStore(env.FILES_DIR)
        : createS3Store({
            endpoint: env.FILES_S3_ENDPOINT,
            region: env.FILES_S3_REGION,
            bucket:
              env.FILES_S3_BUCKET ??
              (() => {
                throw new Error('A file is kept in S3 but FILES_S3_BUCKET is not set')
              })(),
            accessKeyId: env.FILES_S3_ACCESS_KEY_ID,
            secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.FILES_S3_FORCE_PATH_STYLE,
            prefix: env.FILES_S3_PREFIX,
          })
  stores[backend] = made
  return made
}

/** The store new files go to (FILES_STORE). */
export function activeFileStore(): FileStore {
  return fileStoreFor(activeOverride ?? getEnv().FILES_STORE)
}

/**
 * Tests (and scripts) choose the stores themselves instead of the environment; `null` goes back
 * to the environment's.
 */
export function setFileStores(
  chosen: { active: FileBackend; stores: Partial<Record<FileBackend, FileStore>> } | null,
) {
  stores = chosen ? { ...chosen.stores } : {}
  activeOverride = chosen?.active
}
