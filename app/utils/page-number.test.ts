import { expect, it } from 'vitest'
import { pageNumber } from './page-number.ts'

it('reads a whole page number, and page 1 for anything else', () => {
  const page = (query: string) => pageNumber(new URLSearchParams(query))
  expect(page('page=3')).toBe(3)
  expect(page('page=1.5')).toBe(1)
  expect(page('page=-3')).toBe(1)
  expect(page('page=0')).toBe(1)
  expect(page('page=abc')).toBe(1)
  expect(page('')).toBe(1)
  expect(page('page=999999')).toBe(1000)
})
