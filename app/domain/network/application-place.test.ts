import { expect, it } from 'vitest'
import { listingPoint } from './application-place.ts'

it('uses the coordinates the facility gave', () => {
  expect(listingPoint({ latitude: 26.62, longitude: 81.36, pinCode: '227301' })).toEqual({
    latitude: 26.62,
    longitude: 81.36,
    approximate: false,
  })
})

it('falls back to the pin code’s collection area, then its postal region, else none', () => {
  expect(listingPoint({ latitude: null, longitude: null, pinCode: '227301' })).toMatchObject({
    latitude: 26.6178,
    approximate: true,
  })
  expect(listingPoint({ latitude: null, longitude: null, pinCode: '261001' })).toMatchObject({
    latitude: 27.57,
    approximate: true,
  })
  expect(listingPoint({ latitude: null, longitude: null, pinCode: '110001' })).toBeNull()
})
