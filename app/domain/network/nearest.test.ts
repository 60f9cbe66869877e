import { describe, expect, it } from 'vitest'
import { byDistance, FAR_AWAY_KM, isFarAway, originOfPinCode, parseOrigin } from './nearest.ts'

const origin = (query: string) => parseOrigin(new URLSearchParams(query))

const PLACES = [
  { name: 'Haidergarh', latitude: 26.6178, longitude: 81.3644 },
  { name: 'Barabanki', latitude: 26.9268, longitude: 81.1834 },
  { name: 'Ramsanehighat', latitude: 26.787, longitude: 81.491 },
]

describe('where "nearest first" measures from', () => {
  it('takes the browser’s coordinates when they are in India', () => {
    expect(origin('lat=26.93&lng=81.19')).toMatchObject({
      kind: 'point',
      from: 'location',
      point: { latitude: 26.93, longitude: 81.19 },
    })
  })

  it('refuses coordinates that are no numbers, not on Earth, or outside India', () => {
    expect(origin('lat=abc&lng=81')).toEqual({ kind: 'invalid', from: 'location' })
    expect(origin('lat=26.9')).toEqual({ kind: 'invalid', from: 'location' })
    expect(origin('lat=1e3&lng=81')).toEqual({ kind: 'invalid', from: 'location' })
    expect(origin('lat=95&lng=81')).toEqual({ kind: 'invalid', from: 'location' })
    // London, and the district's coordinates swapped.
    expect(origin('lat=51.5&lng=-0.12')).toEqual({ kind: 'outside' })
    expect(origin('lat=81.18&lng=26.92')).toEqual({ kind: 'outside' })
    expect(origin('lat=0&lng=0')).toEqual({ kind: 'outside' })
  })

  it('takes a town from the list, or a pin code, without JavaScript', () => {
    expect(origin('near=dewa')).toMatchObject({ kind: 'point', from: 'place', place: 'dewa' })
    expect(origin('near=atlantis')).toEqual({ kind: 'none' })
    // A town chosen wins over coordinates left in the form.
    expect(origin('near=dewa&lat=26.6&lng=81.3')).toMatchObject({ place: 'dewa' })
    expect(origin('pin=225 001')).toMatchObject({ kind: 'point', place: 'barabanki' })
    // A Lucknow pin code: only its region is known.
    expect(originOfPinCode('226010')).toMatchObject({ kind: 'point', approximate: true })
    expect(originOfPinCode('110001')).toEqual({ kind: 'invalid', from: 'pin' })
    expect(originOfPinCode('01234')).toEqual({ kind: 'invalid', from: 'pin' })
    expect(origin('')).toEqual({ kind: 'none' })
  })
})

describe('nearest first', () => {
  it('orders places by distance, with kilometres to one decimal', () => {
    const sorted = byDistance(PLACES, { latitude: 26.93, longitude: 81.19 })
    expect(sorted.map((p) => p.name)).toEqual(['Barabanki', 'Ramsanehighat', 'Haidergarh'])
    expect(sorted[0]!.distanceKm).toBe(0.7)
    expect(isFarAway(sorted)).toBe(false)
  })

  it('says when even the nearest place is far away', () => {
    // Chennai is in India, but some 1,600 km away.
    const sorted = byDistance(PLACES, { latitude: 13.08, longitude: 80.27 })
    expect(sorted[0]!.distanceKm).toBeGreaterThan(FAR_AWAY_KM)
    expect(isFarAway(sorted)).toBe(true)
    expect(isFarAway([])).toBe(false)
  })
})
