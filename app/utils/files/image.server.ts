import sharp from 'sharp'

/** The longest side kept: enough to read a prescription photographed on a phone, zoomed in. */
export const MAX_IMAGE_SIDE = 2400
/**
 * Images larger than this are refused before they are decoded: a small file can declare an
 * enormous image (a "decompression bomb"). 50 megapixels is more than any phone camera gives.
 */
export const MAX_INPUT_PIXELS = 50_000_000
const JPEG_QUALITY = 80

// The server has little memory to spare: sharp's cache of decoded images would keep the photos
// of the last uploads in memory for nothing (each is read once).
sharp.cache(false)

export type ReencodedImage = {
  bytes: Uint8Array
  mediaType: 'image/jpeg' | 'image/png'
  width: number
  height: number
}

/** The photo could not be decoded: damaged, cut short, or too large to open safely. */
export class UnreadableImageError extends Error {}

/**
 * The image drawn again from its pixels, so that nothing but the picture is kept: turned upright
 * as the camera's EXIF says, then every piece of metadata dropped (EXIF with the GPS position and
 * the phone's serial number, XMP, the colour profile after conversion to sRGB), at most
 * MAX_IMAGE_SIDE pixels on its longest side. Drawing it again also means a file that only looks
 * like an image on its first bytes does not survive.
 *
 * Out comes a JPEG, or a PNG when the image has see-through parts (a JPEG cannot keep them).
 */
export async function reencodeImage(bytes: Uint8Array): Promise<ReencodedImage> {
  try {
    const input = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // A photo cut short in transfer is refused rather than kept with a grey lower half.
      failOn: 'truncated',
      autoOrient: true,
    })
    const { hasAlpha } = await input.metadata()
    // Most photos have no alpha channel at all; only those that do are read through to see
    // whether any pixel is actually see-through.
    const isOpaque = !hasAlpha || (await input.clone().stats()).isOpaque
    const pipeline = input
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
    const { data, info } = await (
      isOpaque
        ? pipeline
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
        : pipeline.png({ compressionLevel: 9 })
    ).toBuffer({ resolveWithObject: true })
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      mediaType: isOpaque ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    throw new UnreadableImageError('The image could not be decoded', { cause: error })
  }
}
