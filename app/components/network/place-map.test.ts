import { describe, expect, it } from 'vitest'
import { placeMapLinks } from './place-map.tsx'

describe('a place’s map links', () => {
  it('centre the embedded map on the place, mark it, and lead there', () => {
    const links = placeMapLinks({ latitude: 26.6178, longitude: 81.3644 })
    expect(links.embed).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=81.35440%2C26.61180%2C81.37440%2C26.62380&layer=mapnik&marker=26.61780%2C81.36440',
    )
    expect(links.directions).toBe('https://www.openstreetmap.org/directions?to=26.61780%2C81.36440')
    expect(links.larger).toBe(
      'https://www.openstreetmap.org/?mlat=26.61780&mlon=81.36440#map=16/26.61780/81.36440',
    )
  })
})
