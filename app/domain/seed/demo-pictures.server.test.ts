import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demoFacilityPictures } from './demo-facilities.server.ts'
import { demoPictureFile, demoPictureJpeg } from './demo-pictures.server.ts'
import { drawDemoPictures } from './draw-demo-pictures.server.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'maindoctor-demo-pictures-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('demo pictures', () => {
  it('are drawn beforehand, one file each, and read from there rather than drawn again', async () => {
    const count = await drawDemoPictures(dir)
    expect(readdirSync(dir)).toHaveLength(count)
    const [picture] = demoFacilityPictures()
    expect(readdirSync(dir)).toContain(demoPictureFile(picture!))
    // What the file holds is what a seed gets: replaced here, the replacement comes back.
    writeFileSync(path.join(dir, demoPictureFile(picture!)), 'kept bytes')
    expect(Buffer.from(await demoPictureJpeg(picture!, dir)).toString()).toBe('kept bytes')
  })

  it('are drawn on the spot without a build, and a changed drawing is never read from a stale file', async () => {
    const [picture] = demoFacilityPictures()
    const changed = { ...picture!, svg: picture!.svg.replace('</svg>', '<circle r="5"/></svg>') }
    expect(demoPictureFile(changed)).not.toBe(demoPictureFile(picture!))
    const jpeg = await demoPictureJpeg(changed, dir)
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })
})
