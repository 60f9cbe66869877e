import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeS3 } from '#tests/support/fake-s3.ts'
import { createLocalStore, createS3Store, type FileStore } from './file-store.server.ts'

const KEY = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'
const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 255])

/** What every store must do: keep bytes exactly, say null for a missing key, delete quietly. */
async function roundtrip(store: FileStore) {
  expect(await store.get(KEY)).toBeNull()
  await store.put(KEY, bytes, 'application/pdf')
  expect(Array.from((await store.get(KEY))!)).toEqual(Array.from(bytes))
  await store.put(KEY, new Uint8Array([7]), 'application/pdf')
  expect(Array.from((await store.get(KEY))!)).toEqual([7])
  await store.delete(KEY)
  expect(await store.get(KEY)).toBeNull()
  await store.delete(KEY)
  await expect(store.put('../escape', bytes, 'application/pdf')).rejects.toThrow(/Not a file key/)
}

describe('local directory store', () => {
  let directory: string
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'md-files-'))
  })
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  it('keeps, replaces and deletes bytes', async () => {
    await roundtrip(createLocalStore(directory))
  })

  it('writes whole files only the server can read, leaving no temporary file', async () => {
    const store = createLocalStore(directory)
    await store.put(KEY, bytes, 'application/pdf')
    const folder = path.join(directory, KEY.slice(0, 2))
    expect(readdirSync(folder)).toEqual([KEY])
    expect(statSync(path.join(folder, KEY)).mode & 0o777).toBe(0o600)
    await store.delete(KEY)
    expect(existsSync(path.join(folder, KEY))).toBe(false)
  })

  it('refuses a directory the web server hands out', () => {
    expect(() => createLocalStore('public/uploads')).toThrow(/served to anyone/)
    expect(() => createLocalStore('build/client')).toThrow(/served to anyone/)
  })
})

describe('S3 store, through the SDK, against an S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'clinic-files', accessKeyId: 'test-key' })
  })
  afterAll(() => s3?.close())

  const store = () =>
    createS3Store({
      endpoint: s3.endpoint,
      region: 'ap-south-1',
      bucket: 'clinic-files',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'maindoctor/',
    })

  it('keeps, replaces and deletes bytes, path-style under its prefix', async () => {
    await roundtrip(store())
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `PUT /clinic-files/maindoctor/${KEY}`,
    )
  })

  it('sends the media type with the object', async () => {
    await store().put(KEY, bytes, 'application/pdf')
    expect(s3.objects.get(`maindoctor/${KEY}`)?.contentType).toBe('application/pdf')
  })

  it('passes on errors other than a missing object', async () => {
    const wrongKey = createS3Store({
      endpoint: s3.endpoint,
      region: 'ap-south-1',
      bucket: 'clinic-files',
      accessKeyId: 'someone-else',
      secretAccessKey: 'x',
      forcePathStyle: true,
    })
    await expect(wrongKey.get(KEY)).rejects.toThrow()
  })
})
