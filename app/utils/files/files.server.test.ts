import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { storedFileContents, storedFiles } from '#app/db/schema/files.ts'
import { deleteAccount, exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { startFakeS3 } from '#tests/support/fake-s3.ts'
import {
  fileOf,
  makePdf,
  objectStream,
  photoWithGps,
  pngImage,
  webpImage,
} from '#tests/support/files.ts'
import { type FileBackend } from '#app/db/schema/file-values.ts'
import { FHIR_DOCUMENT_ONLY, FHIR_JSON_TYPE, MAX_FILE_BYTES } from './file-kinds.ts'
import {
  createDatabaseStore,
  createLocalStore,
  createS3Store,
  setFileStores,
} from './file-store.server.ts'
import {
  deleteFile,
  deleteFilesOwnedBy,
  fileResponse,
  getFileInfo,
  storeUpload,
  type UploadOptions,
} from './files.server.ts'

const OWNER = 'file-owner'
const upload = (file: File | null, options: Partial<UploadOptions> = {}) =>
  storeUpload(file, { purpose: 'test.attachment', ownerUserId: OWNER, ...options })

/** The refusal storeUpload throws, put into English words. */
async function refusal(promise: Promise<unknown>): Promise<{ field?: string; words: string }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(DomainError)
  const domainError = error as DomainError
  expect(domainError.kind).toBe('invalid')
  expect(domainError.message).toMatch(/^files:/)
  return {
    field: domainError.field,
    words: translateRefOnServer('en', domainError.message, domainError.values),
  }
}

let directory = ''
let s3: Awaited<ReturnType<typeof startFakeS3>>

function chooseStore(active: FileBackend) {
  setFileStores({
    active,
    stores: {
      database: createDatabaseStore(),
      local: createLocalStore(directory),
      s3: createS3Store({
        endpoint: s3.endpoint,
        region: 'ap-south-1',
        bucket: 'clinic-files',
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      }),
    },
  })
}

describeOnEachDatabase('files', () => {
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'md-files-'))
    s3 = await startFakeS3({ bucket: 'clinic-files', accessKeyId: 'test-key' })
    chooseStore('database')
    await getDb().insert(user).values({ id: OWNER, name: 'Ravi Kumar', email: 'ravi@example.com' })
  })
  afterAll(async () => {
    setFileStores(null)
    rmSync(directory, { recursive: true, force: true })
    await s3?.close()
  })

  describe('what is accepted, judged by content', () => {
    it('keeps a PDF byte for byte, whatever name and type the browser gave it', async () => {
      const pdf = makePdf()
      const stored = await upload(fileOf(pdf, 'x-ray.jpg', 'image/jpeg'))
      expect(stored).toMatchObject({
        mediaType: 'application/pdf',
        byteSize: pdf.length,
        name: 'x-ray.pdf',
      })
      const response = (await fileResponse(stored.id))!
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
      const [row] = await getDb().select().from(storedFiles).where(eq(storedFiles.id, stored.id))
      expect(row).toMatchObject({ ownerUserId: OWNER, purpose: 'test.attachment' })
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/)
    })

    it('refuses a page, a drawing, an archive or a program, whatever it is called', async () => {
      const disguised = [
        fileOf('<!doctype html><script>alert(1)</script>', 'photo.png', 'image/png'),
        fileOf('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'scan.jpg'),
        fileOf('PK\x03\x04 a zip', 'report.pdf', 'application/pdf'),
        fileOf('MZ\x90\x00 a program', 'photo.jpg', 'image/jpeg'),
      ]
      for (const file of disguised) {
        expect(await refusal(upload(file, { field: 'attachment' }))).toEqual({
          field: 'attachment',
          words: 'Only photos (JPEG, PNG or WebP) and PDF documents can be sent here.',
        })
      }
    })

    it('refuses kinds the form does not take, and says which it does', async () => {
      const photosOnly = { accept: ['image/jpeg', 'image/png', 'image/webp'] as const }
      expect((await refusal(upload(fileOf(makePdf(), 'a.pdf'), photosOnly))).words).toBe(
        'Only photos can be sent here (JPEG, PNG or WebP).',
      )
      expect(
        (await refusal(upload(fileOf(await pngImage(), 'a.png'), { accept: ['application/pdf'] })))
          .words,
      ).toBe('Only PDF documents can be sent here.')
    })

    it('refuses no file, an empty file and a file over the limit (saying the limit)', async () => {
      expect((await refusal(upload(null))).words).toBe('Please choose a file to send.')
      expect((await refusal(upload(fileOf('', '')))).words).toBe('Please choose a file to send.')
      expect((await refusal(upload(fileOf('', 'scan.pdf')))).words).toMatch(/empty \(0 bytes\)/)
      const large = Buffer.concat([makePdf(), Buffer.alloc(MAX_FILE_BYTES)])
      expect((await refusal(upload(fileOf(large, 'big.pdf')))).words).toBe(
        'This file is too large: at most 8 MB. Please send a smaller photo or file.',
      )
      expect(
        (
          await refusal(
            upload(fileOf(makePdf('', { objects: [Buffer.alloc(2 * 1024 * 1024)] }), 'a.pdf'), {
              maxBytes: 1.5 * 1024 * 1024,
            }),
          )
        ).words,
      ).toMatch(/at most 1\.5 MB/)
    })

    it('keeps a FHIR document byte for byte where the form takes one, at most 2 MB', async () => {
      const json = Buffer.from(
        '{ "resourceType": "Bundle",\n  "type": "document", "entry": [] }\n',
        'utf8',
      )
      const fhirOnly = { accept: FHIR_DOCUMENT_ONLY }
      const stored = await upload(fileOf(json, 'summary.txt', 'text/plain'), fhirOnly)
      expect(stored).toMatchObject({ mediaType: FHIR_JSON_TYPE, name: 'summary.json' })
      const response = (await fileResponse(stored.id, { download: true }))!
      expect(response.headers.get('Content-Type')).toBe('application/fhir+json')
      expect(Buffer.from(await response.arrayBuffer()).equals(json)).toBe(true)

      const padded = Buffer.from(
        JSON.stringify({ resourceType: 'Bundle', pad: 'x'.repeat(2 * 1024 * 1024) }),
      )
      expect((await refusal(upload(fileOf(padded, 'big.json'), fhirOnly))).words).toBe(
        'This file is too large: at most 2 MB. Please send a smaller photo or file.',
      )
      // Forms that take photos and PDFs do not take JSON, and say so.
      expect((await refusal(upload(fileOf(json, 'summary.json')))).words).toBe(
        'Only photos (JPEG, PNG or WebP) and PDF documents can be sent here.',
      )
      expect((await refusal(upload(fileOf(makePdf(), 'a.pdf'), fhirOnly))).words).toBe(
        'Only FHIR documents can be sent here: a .json file holding a FHIR Bundle.',
      )
    })

    it('keeps nothing when the feature’s own check refuses the content', async () => {
      const before = await getDb().select({ id: storedFiles.id }).from(storedFiles)
      const refused = new DomainError('invalid', 'files:missing', 'record')
      const seen: string[] = []
      await expect(
        upload(fileOf('{"resourceType":"Bundle"}', 'a.json'), {
          accept: FHIR_DOCUMENT_ONLY,
          inspect: (bytes, mediaType) => {
            seen.push(`${mediaType} ${bytes.byteLength}`)
            throw refused
          },
        }),
      ).rejects.toBe(refused)
      expect(seen).toEqual(['application/fhir+json 25'])
      expect(await getDb().select({ id: storedFiles.id }).from(storedFiles)).toEqual(before)
    })

    it('refuses a photo cut short, and a PDF cut short', async () => {
      const photo = await photoWithGps()
      const truncated = photo.subarray(0, Math.floor(photo.length * 0.6))
      expect((await refusal(upload(fileOf(truncated, 'cut.jpg')))).words).toMatch(
        /photo could not be opened/,
      )
      const pdf = makePdf()
      expect(
        (await refusal(upload(fileOf(pdf.subarray(0, pdf.length - 10), 'cut.pdf')))).words,
      ).toMatch(/not a complete PDF/)
    })

    it('refuses a PDF that would run a script or a program, saying why', async () => {
      expect(
        (
          await refusal(
            upload(fileOf(makePdf('/OpenAction << /S /JavaScript /JS (x) >>'), 'a.pdf')),
          )
        ).words,
      ).toMatch(/JavaScript/)
      const hidden = objectStream('4 0 << /S /Launch /F (cmd.exe) >>')
      expect(
        (
          await refusal(
            upload(fileOf(makePdf('/OpenAction 4 0 R', { objects: [hidden] }), 'a.pdf')),
          )
        ).words,
      ).toMatch(/start other programs/)
    })

    it('puts the refusals into Hindi too', async () => {
      const error = await upload(fileOf('<html>', 'a.png')).catch((thrown: DomainError) => thrown)
      expect(translateRefOnServer('hi', (error as DomainError).message)).toMatch(/सिर्फ़ फ़ोटो/)
    })
  })

  describe('photos are drawn again', () => {
    it('without EXIF, GPS, XMP or colour profile, turned upright', async () => {
      const original = await photoWithGps()
      const before = await sharp(original).metadata()
      expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true) // the GPS pointer
      const stored = await upload(fileOf(original, 'IMG_0001.JPG', 'image/jpeg'))
      const kept = Buffer.from(await (await fileResponse(stored.id))!.arrayBuffer())
      const after = await sharp(kept).metadata()
      expect(after.exif).toBeUndefined()
      expect(after.xmp).toBeUndefined()
      expect(after.icc).toBeUndefined()
      expect(after.orientation).toBeUndefined()
      expect(kept.includes('PhoneMaker')).toBe(false)
      // Orientation 6 (a quarter turn): the stored 64×48 picture is upright as 48×64.
      expect([after.width, after.height]).toEqual([48, 64])
      expect(stored).toMatchObject({ mediaType: 'image/jpeg', name: 'IMG_0001.jpg' })
      expect(await getFileInfo(stored.id)).toMatchObject({ width: 48, height: 64 })
    })

    it('at most 2400 pixels on the longest side', async () => {
      const large = await sharp({
        create: { width: 4000, height: 3000, channels: 3, background: '#808080' },
      })
        .jpeg()
        .toBuffer()
      const stored = await upload(fileOf(large, 'large.jpg'))
      expect(await getFileInfo(stored.id)).toMatchObject({ width: 2400, height: 1800 })
    })

    it('as PNG when they have see-through parts, as JPEG otherwise (WebP included)', async () => {
      expect(
        (await upload(fileOf(await pngImage({ transparent: true }), 'logo.png'))).mediaType,
      ).toBe('image/png')
      expect((await upload(fileOf(await pngImage(), 'scan.png'))).mediaType).toBe('image/jpeg')
      const webp = await upload(fileOf(await webpImage(), 'chat.webp'))
      expect(webp).toMatchObject({ mediaType: 'image/jpeg', name: 'chat.jpg' })
    })

    it('refuses an image that declares more pixels than any camera gives', async () => {
      // A PNG header for 10000×10000 pixels, a few hundred bytes in all.
      const bomb = await sharp({
        create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer()
      expect((await refusal(upload(fileOf(bomb, 'bomb.png')))).words).toMatch(/could not be opened/)
    })
  })

  describe('fileResponse', () => {
    it('hands a file out privately, as exactly its type, inline or as a download', async () => {
      const stored = await upload(fileOf(makePdf(), 'रिपोर्ट "final".pdf'))
      const inline = (await fileResponse(stored.id))!
      expect(Object.fromEntries(inline.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(stored.byteSize),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy':
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'content-disposition': `inline; filename="_______ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('रिपोर्ट _final_')}.pdf`,
      })
      const download = (await fileResponse(stored.id, { download: true }))!
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; /)
    })

    it('answers null for an unknown id, a malformed one, or bytes that are gone', async () => {
      expect(await fileResponse('00000000-0000-4000-8000-000000000000')).toBeNull()
      expect(await fileResponse('../../etc/passwd')).toBeNull()
      expect(await getFileInfo('not-an-id')).toBeNull()
      const stored = await upload(fileOf(makePdf(), 'a.pdf'))
      await getDb().delete(storedFileContents).where(eq(storedFileContents.fileId, stored.id))
      expect(await fileResponse(stored.id)).toBeNull()
    })
  })

  describe('each store', () => {
    const backends: FileBackend[] = ['database', 'local', 's3']
    afterAll(() => chooseStore('database'))

    for (const backend of backends) {
      it(`${backend}: keeps, hands out and deletes a file`, async () => {
        chooseStore(backend)
        const pdf = makePdf()
        const stored = await upload(fileOf(pdf, 'a.pdf'))
        const [row] = await getDb()
          .select({ backend: storedFiles.backend })
          .from(storedFiles)
          .where(eq(storedFiles.id, stored.id))
        expect(row?.backend).toBe(backend)
        const contents = await getDb()
          .select({ id: storedFileContents.fileId })
          .from(storedFileContents)
          .where(eq(storedFileContents.fileId, stored.id))
        expect(contents.length).toBe(backend === 'database' ? 1 : 0)
        expect(Buffer.from(await (await fileResponse(stored.id))!.arrayBuffer()).equals(pdf)).toBe(
          true,
        )
        await deleteFile(stored.id)
        expect(await fileResponse(stored.id)).toBeNull()
        expect(await getFileInfo(stored.id)).toBeNull()
      })
    }

    it('reads each file from the store it was written to, after FILES_STORE changes', async () => {
      chooseStore('local')
      const local = await upload(fileOf(makePdf(), 'a.pdf'))
      chooseStore('s3')
      expect(await fileResponse(local.id)).not.toBeNull()
      await deleteFile(local.id)
    })

    it('deleteFilesOwnedBy removes the owner’s files from every store, and no one else’s', async () => {
      const other = 'other-owner'
      await getDb().insert(user).values({ id: other, name: 'Sita Devi', email: 'sita@example.com' })
      const ids: Record<string, string> = {}
      for (const backend of backends) {
        chooseStore(backend)
        ids[backend] = (await upload(fileOf(makePdf(), `${backend}.pdf`))).id
      }
      const kept = (await upload(fileOf(makePdf(), 'kept.pdf'), { ownerUserId: other })).id
      expect(await deleteFilesOwnedBy(OWNER)).toBeGreaterThanOrEqual(3)
      for (const id of Object.values(ids)) expect(await fileResponse(id)).toBeNull()
      expect(
        readdirSync(directory, { recursive: true }).filter((name) => name.length > 30),
      ).toEqual([])
      expect([...s3.objects.keys()].filter((key) => key !== kept)).toEqual([])
      expect(
        await getDb()
          .select()
          .from(storedFileContents)
          .where(eq(storedFileContents.fileId, ids.database!)),
      ).toEqual([])
      expect(await fileResponse(kept)).not.toBeNull()
    })

    it('deleting an account deletes its files, wherever they are', async () => {
      const holder = 'leaving-holder'
      await getDb()
        .insert(user)
        .values({ id: holder, name: 'Mohan Lal', email: 'mohan@example.com' })
      const ids: string[] = []
      for (const backend of backends) {
        chooseStore(backend)
        ids.push((await upload(fileOf(makePdf(), 'mine.pdf'), { ownerUserId: holder })).id)
      }
      const exported = await exportAccountData(holder)
      expect(exported?.uploadedFiles).toHaveLength(3)
      expect(exported?.uploadedFiles[0]).toMatchObject({ name: 'mine.pdf' })
      await deleteAccount(holder)
      for (const id of ids) expect(await fileResponse(id)).toBeNull()
      expect([...s3.objects.keys()].some((key) => ids.includes(key))).toBe(false)
      expect(
        readdirSync(directory, { recursive: true }).some((name) =>
          ids.some((id) => String(name).includes(id)),
        ),
      ).toBe(false)
      expect(
        await getDb().select().from(storedFiles).where(eq(storedFiles.ownerUserId, holder)),
      ).toEqual([])
    })
  })
})
