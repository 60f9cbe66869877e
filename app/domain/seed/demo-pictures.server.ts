import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Where the build leaves the demo pictures it drew (scripts/draw-demo-pictures.ts). */
export const DEMO_PICTURES_DIR = path.resolve('build/server/demo-pictures')

/** A drawing (SVG) the demo data shows as a photo, and the JPEG quality it is sent at. */
export type DemoPicture = { svg: string; quality: number }

/** The file a drawing is kept in: named by what it shows, so a changed drawing is never stale. */
export function demoPictureFile({ svg, quality }: DemoPicture): string {
  return `${createHash('sha256').update(`${quality}\n${svg}`).digest('hex').slice(0, 32)}.jpg`
}

/**
 * A drawing as a JPEG, as a phone would send it. The build draws them beforehand: drawing text
 * loads fonts and the drawing library's per-thread memory, which a server would keep for good
 * (about 70 MB, measured) for a few pictures drawn once. Without a build (development, tests)
 * it is drawn here.
 */
export async function demoPictureJpeg(
  picture: DemoPicture,
  dir = DEMO_PICTURES_DIR,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await readFile(path.join(dir, demoPictureFile(picture))))
  } catch {
    return drawDemoPicture(picture)
  }
}

export async function drawDemoPicture({
  svg,
  quality,
}: DemoPicture): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import('sharp')
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer())
}
