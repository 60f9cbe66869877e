import { expect, test } from 'vitest'
import { niceCeiling } from './chart-scale.ts'

test('rounds an axis top up to 1, 2, 2.5 or 5 times a power of ten', () => {
  expect(niceCeiling(54.7)).toBe(100)
  expect(niceCeiling(45)).toBe(50)
  expect(niceCeiling(21)).toBe(25)
  expect(niceCeiling(20)).toBe(20)
  expect(niceCeiling(3)).toBe(5)
  expect(niceCeiling(1)).toBe(1)
  expect(niceCeiling(130)).toBe(200)
})

test('an empty axis still has a height', () => {
  expect(niceCeiling(0)).toBe(1)
  expect(niceCeiling(0, 10)).toBe(10)
  expect(niceCeiling(4, 10)).toBe(10)
})
