import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Small files made in the test itself, so each test says exactly what is in the file it sends.
 */

/** A minimal PDF whose catalogue carries `extra`, with `objects` after it. */
export function makePdf(
  extra = '',
  { objects = [] as Buffer[], eof = true }: { objects?: Buffer[]; eof?: boolean } = {},
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n`,
      'latin1',
    ),
    ...objects,
    Buffer.from(`trailer\n<< /Root 1 0 R >>\n${eof ? '%%EOF\n' : ''}`, 'latin1'),
  ])
}

/** A compressed object stream (PDF 1.5) holding `contents`: where objects can hide. */
export function objectStream(contents: string, number = 3): Buffer {
  const data = deflateSync(Buffer.from(contents, 'latin1'))
  return Buffer.concat([
    Buffer.from(
      `${number} 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ])
}

/**
 * A phone photo: 64×48 as stored, marked to be turned a quarter (EXIF orientation 6), with the
 * phone's make and the GPS position where it was taken.
 */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Model 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 51/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 56/1 0/1',
      },
    })
    .toBuffer()
}

export function pngImage(
  options: { transparent?: boolean; width?: number; height?: number } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width: options.width ?? 40,
      height: options.height ?? 30,
      channels: 4,
      background: { r: 0, g: 100, b: 200, alpha: options.transparent ? 0.5 : 1 },
    },
  })
    .png()
    .toBuffer()
}

export function webpImage(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 30, channels: 3, background: '#208040' } })
    .webp()
    .toBuffer()
}

export const fileOf = (bytes: Uint8Array | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })
