import { describe, expect, it } from 'vitest'
import { fileOf, makePdf, pngImage, webpImage } from '#tests/support/files.ts'
import { allowedKinds, contentDisposition, safeFileName, sniffMediaType } from './file-kinds.ts'
import { readUploads } from './read-uploads.ts'

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

describe('sniffMediaType', () => {
  it('knows each kept kind by its first bytes', async () => {
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg')
    expect(sniffMediaType(await pngImage())).toBe('image/png')
    expect(sniffMediaType(await webpImage())).toBe('image/webp')
    expect(sniffMediaType(makePdf())).toBe('application/pdf')
  })

  it('knows a FHIR Bundle by parsing it: JSON text has no magic number', () => {
    const bundle = JSON.stringify({ resourceType: 'Bundle', type: 'document', entry: [] })
    expect(sniffMediaType(bytes(bundle))).toBe('application/fhir+json')
    // A byte order mark and leading white space are still JSON.
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(`\n  ${bundle}`)])
    expect(sniffMediaType(withBom)).toBe('application/fhir+json')
    // Other JSON, broken JSON, or text that is not UTF-8 is not a FHIR document.
    expect(sniffMediaType(bytes('{"resourceType":"Patient","id":"p1"}'))).toBeNull()
    expect(sniffMediaType(bytes('[{"resourceType":"Bundle"}]'))).toBeNull()
    expect(sniffMediaType(bytes('{"resourceType":"Bundle",'))).toBeNull()
    expect(sniffMediaType(bytes('{"resourceType":"Bundle","x":"\xff"}'))).toBeNull()
  })

  it('knows nothing else, whatever it is called', () => {
    expect(sniffMediaType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull()
    expect(sniffMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffMediaType(bytes('PK\x03\x04zip'))).toBeNull()
    expect(sniffMediaType(bytes('MZ\x90\x00exe'))).toBeNull()
    expect(sniffMediaType(bytes('GIF89a'))).toBeNull()
    // RIFF is also WAV and AVI: only RIFF…WEBP is a WebP.
    expect(sniffMediaType(bytes('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull()
    expect(sniffMediaType(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(sniffMediaType(new Uint8Array())).toBeNull()
  })
})

describe('safeFileName', () => {
  it('keeps the sender’s name with the extension of what the file is', () => {
    expect(safeFileName('blood test.jpg', 'application/pdf')).toBe('blood test.pdf')
    expect(safeFileName('IMG_2024.HEIC.webp', 'image/jpeg')).toBe('IMG_2024.HEIC.jpg')
    expect(safeFileName('रिपोर्ट.pdf', 'application/pdf')).toBe('रिपोर्ट.pdf')
    expect(safeFileName('discharge.txt', 'application/fhir+json')).toBe('discharge.json')
  })

  it('drops folders, controls, direction overrides and characters no file system takes', () => {
    expect(safeFileName('C:\\Users\\ravi\\scan.png', 'image/png')).toBe('scan.png')
    expect(safeFileName('../../etc/passwd', 'image/png')).toBe('passwd.png')
    expect(safeFileName('photo\u202Egpj.exe', 'image/jpeg')).toBe('photogpj.jpg')
    expect(safeFileName('a"b<c>\u0000d.pdf', 'application/pdf')).toBe('a_b_c_d.pdf')
    expect(safeFileName('', 'image/png')).toBe('file.png')
    expect(safeFileName('.hidden', 'image/png')).toBe('hidden.png')
    expect(safeFileName('...', 'image/png')).toBe('file.png')
    expect(safeFileName('x'.repeat(300) + '.pdf', 'application/pdf')).toHaveLength(104)
  })
})

describe('contentDisposition', () => {
  it('gives an ASCII name and the UTF-8 one (RFC 5987)', () => {
    expect(contentDisposition('attachment', 'रिपोर्ट (1).pdf')).toBe(
      `attachment; filename="_______ (1).pdf"; filename*=UTF-8''${encodeURIComponent('रिपोर्ट')}%20%281%29.pdf`,
    )
    expect(contentDisposition('inline', 'scan.jpg')).toBe(
      `inline; filename="scan.jpg"; filename*=UTF-8''scan.jpg`,
    )
  })
})

describe('allowedKinds', () => {
  it('names what a form takes', () => {
    expect(allowedKinds(['image/jpeg', 'image/png'])).toBe('photos')
    expect(allowedKinds(['application/pdf'])).toBe('pdf')
    expect(allowedKinds(['image/webp', 'application/pdf'])).toBe('photosOrPdf')
    expect(allowedKinds(['application/fhir+json'])).toBe('fhir')
    expect(allowedKinds(['image/png', 'application/pdf', 'application/fhir+json'])).toBe(
      'photosPdfOrFhir',
    )
  })
})

describe('readUploads', () => {
  it('gives the files of a field, not text or the empty file of an untouched input, at most max', () => {
    const form = new FormData()
    form.append('files', fileOf('', ''))
    form.append('files', 'just text')
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) form.append('files', fileOf('x', name))
    form.append('files', fileOf('', 'chosen-but-empty.pdf'))
    form.append('other', fileOf('y', 'other.jpg'))
    expect(readUploads(form, 'files').map((file) => file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'chosen-but-empty.pdf',
    ])
    expect(readUploads(form, 'files', { max: 2 }).map((file) => file.name)).toEqual([
      'a.jpg',
      'b.jpg',
    ])
    expect(readUploads(form, 'missing')).toEqual([])
  })
})
