import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { demoApplicationPictures } from '#app/domain/seed/demo-applications.server.ts'
import { demoFacilityPictures } from '#app/domain/seed/demo-facilities.server.ts'
import { demoPrescriptionPicture } from '#app/domain/seed/demo-pharmacy-orders.server.ts'
import {
  DEMO_PICTURES_DIR,
  demoPictureFile,
  drawDemoPicture,
} from '#app/domain/seed/demo-pictures.server.ts'

/**
 * Part of the build (vite.config.ts runs it from the server build): the demo data's drawn photos
 * (places, certificates, a prescription) as JPEG files, so that a first start in demo mode reads
 * them instead of drawing them (demo-pictures.server.ts says why).
 */
export async function drawDemoPictures(dir = DEMO_PICTURES_DIR): Promise<number> {
  const pictures = [
    ...demoFacilityPictures(),
    ...demoApplicationPictures(),
    demoPrescriptionPicture(),
  ]
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const picture of pictures)
    writeFileSync(path.join(dir, demoPictureFile(picture)), await drawDemoPicture(picture))
  return pictures.length
}
