import { describe, expect, test } from 'vitest'
import { bearingDegrees, compassPoint, distanceKm, mapLink } from './geo.ts'

const haidergarh = { latitude: 26.6178, longitude: 81.3644 }
const barabanki = { latitude: 26.9268, longitude: 81.1834 }

describe('distances for the dispatch board', () => {
  test('measures along the Earth: Haidergarh to Barabanki is about 39 km', () => {
    expect(distanceKm(haidergarh, barabanki)).toBeCloseTo(38.7, 0)
    expect(distanceKm(haidergarh, haidergarh)).toBe(0)
  })

  test('one degree of latitude is about 111 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      111.2,
      1,
    )
  })

  test('gives the direction as a compass point', () => {
    expect(compassPoint(bearingDegrees(haidergarh, barabanki))).toBe('nw')
    expect(compassPoint(bearingDegrees(haidergarh, { latitude: 26.6178, longitude: 81.5 }))).toBe(
      'e',
    )
    expect(compassPoint(359)).toBe('n')
  })

  test('links the point in an open map', () => {
    expect(mapLink(haidergarh)).toBe(
      'https://www.openstreetmap.org/?mlat=26.61780&mlon=81.36440#map=15/26.61780/81.36440',
    )
  })
})
