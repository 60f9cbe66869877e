import { describe, expect, it } from 'vitest'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { areaForPin, nearestArea } from './served-areas.ts'

describe('served areas', () => {
  it('finds the area of a served pin code, and the nearest area for a neighbouring one', () => {
    expect(areaForPin('227301')?.slug).toBe('haidergarh')
    expect(areaForPin('225001')?.slug).toBe('barabanki')
    expect(areaForPin('226010')).toBeNull()
    // Lucknow is nearest to Barabanki city; Raebareli to Haidergarh.
    expect(nearestArea('226010')?.area.slug).toBe('barabanki')
    expect(nearestArea('229001')?.area.slug).toBe('haidergarh')
    expect(nearestArea('110001')).toBeNull()
  })

  it('gives every pin code to one area at most', () => {
    const pins = COLLECTION_AREAS.flatMap((area) => area.pinCodes)
    expect(new Set(pins).size).toBe(pins.length)
    for (const area of COLLECTION_AREAS) expect(area.capacity).toBeGreaterThan(0)
  })
})
