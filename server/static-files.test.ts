import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { precompressAssets } from '../scripts/precompress-assets.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'
import { preferredEncoding } from './static-files.ts'

// A small build: a hashed script and style sheet (compressed beside them by the build step), the
// service worker, the web manifest and an image that is not compressed.
const clientDir = mkdtempSync(path.join(tmpdir(), 'maindoctor-static-'))
const SCRIPT = `export const greeting = ${JSON.stringify('namaste '.repeat(200))};\n`
mkdirSync(path.join(clientDir, 'assets'))
writeFileSync(path.join(clientDir, 'assets', 'entry-AbC123.js'), SCRIPT)
writeFileSync(path.join(clientDir, 'assets', 'app-AbC123.css'), 'body{color:red}'.repeat(50))
writeFileSync(path.join(clientDir, 'assets', 'photo-AbC123.png'), Buffer.from([0x89, 0x50]))
writeFileSync(
  path.join(clientDir, 'assets', 'logo-AbC123.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"/>',
)
writeFileSync(path.join(clientDir, 'sw.js'), `self.addEventListener('fetch', () => {})\n`)
writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"MainDoctor"}')
await precompressAssets(clientDir)

const app = await startAppUnderTest({ clientDir, demoData: false })
afterAll(async () => {
  await app.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const get = (address: string, acceptEncoding?: string) =>
  fetch(`${app.baseUrl}${address}`, {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  })
const sizeOf = (file: string) => statSync(path.join(clientDir, file)).size

describe('static files', () => {
  it('sends the brotli copy to a browser that accepts it, even when it lists gzip first', async () => {
    const response = await get('/assets/entry-AbC123.js', 'gzip, deflate, br, zstd')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(Number(response.headers.get('content-length'))).toBe(sizeOf('assets/entry-AbC123.js.br'))
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // A subresource's headers only: no page policies, no date to revalidate by.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const pageHeader of ['content-security-policy', 'x-frame-options', 'last-modified'])
      expect(response.headers.get(pageHeader), pageHeader).toBeNull()
    expect(await response.text()).toBe(SCRIPT)
  })

  it('sends gzip when brotli is not accepted', async () => {
    const response = await get('/assets/entry-AbC123.js', 'gzip, deflate')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBe(sizeOf('assets/entry-AbC123.js.gz'))
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(await response.text()).toBe(SCRIPT)

    const css = await get('/assets/app-AbC123.css', 'br;q=0.5, gzip;q=1')
    expect(css.headers.get('content-encoding')).toBe('gzip')
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('sends the plain file when neither is accepted', async () => {
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/entry-AbC123.js', acceptEncoding)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(SCRIPT))
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toBe(SCRIPT)
    }
  })

  it('keeps the service worker and the manifest fresh, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const worker = await get('/sw.js', acceptEncoding)
      expect(worker.status).toBe(200)
      expect(worker.headers.get('cache-control')).toBe('no-cache')
      // The worker's own policy comes from its response: the pages' headers, in full.
      expect(worker.headers.get('content-security-policy')).toContain("object-src 'none'")
      const manifest = await get('/manifest.webmanifest', acceptEncoding)
      expect(manifest.headers.get('cache-control')).toBe('no-cache')
      expect(await manifest.json()).toEqual({ name: 'MainDoctor' })
    }
  })

  it('answers an unknown asset with 404, not a page; HEAD and files without copies still work', async () => {
    const missing = await get('/assets/entry-NoSuch.js', 'br, gzip')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/immutable/)

    const image = await get('/assets/photo-AbC123.png', 'br, gzip')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-encoding')).toBeNull()
    expect(image.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(image.headers.get('content-security-policy')).toBeNull()
    // An SVG can be opened as a page: it keeps the pages' headers.
    const svg = await get('/assets/logo-AbC123.svg', 'br, gzip')
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-security-policy')).toContain("object-src 'none'")

    const head = await fetch(`${app.baseUrl}/assets/entry-AbC123.js`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-encoding')).toBe('br')
  })
})

describe('paths that are not files of the build', () => {
  it('go to the pages without a look at the disk: a file written after start is not served', async () => {
    writeFileSync(path.join(clientDir, 'later.txt'), 'written after the server started')
    const page = await get('/later.txt')
    // Not the file: the app's own not-found page.
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toContain('text/html')
    // Files the build had are still served, also when asked for percent-encoded.
    const manifest = await get('/manifest%2Ewebmanifest', '')
    expect(manifest.status).toBe(200)
    expect(await manifest.text()).toBe('{"name":"MainDoctor"}')
  })
})

describe('preferredEncoding', () => {
  const both = new Set(['br', 'gzip'] as const)
  it('follows the weights, brotli on a tie, nothing when nothing fits', () => {
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br')
    expect(preferredEncoding('gzip;q=1, br;q=0.8', both)).toBe('gzip')
    expect(preferredEncoding('*', both)).toBe('br')
    expect(preferredEncoding('*;q=0.5, br;q=0', both)).toBe('gzip')
    expect(preferredEncoding('deflate', both)).toBeNull()
    expect(preferredEncoding(undefined, both)).toBeNull()
    expect(preferredEncoding('br', new Set(['gzip'] as const))).toBeNull()
  })
})
