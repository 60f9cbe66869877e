import { describe, expect, test } from 'vitest'
import { abhaAddressSchema, abhaNumberSchema } from './abha-schemas.ts'
import {
  formatAbhaNumber,
  maskAbhaNumber,
  normalizeAbhaAddress,
  normalizeAbhaNumber,
  readAbhaAddress,
} from './abha-values.ts'

// Cases written from ABDM's published rules (see abha-values.ts for the sources).

describe('ABHA number', () => {
  test.each([
    ['91-1234-5678-9012', '91123456789012'],
    ['91 1234 5678 9012', '91123456789012'],
    ['91123456789012', '91123456789012'],
    ['  12-3456-7890-1234 ', '12345678901234'],
    ['९१-१२३४-५६७८-९०१२', '91123456789012'],
  ])('reads %j as its 14 digits', (typed, digits) => {
    expect(normalizeAbhaNumber(typed)).toBe(digits)
    expect(abhaNumberSchema.parse(typed)).toBe(digits)
  })

  test.each([
    '9112345678901', // 13 digits
    '911234567890123', // 15 digits
    '91-1234-5678-901A',
    'ravi.kumar@abdm',
    '',
    '+91 98765 43210',
  ])('refuses %j', (typed) => {
    expect(normalizeAbhaNumber(typed)).toBeNull()
    const result = abhaNumberSchema.safeParse(typed)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('abha:numberInvalid')
  })

  test('is shown in groups 2-4-4-4, and masked to its last four digits', () => {
    expect(formatAbhaNumber('91123456789012')).toBe('91-1234-5678-9012')
    expect(maskAbhaNumber('91123456789012')).toBe('xx-xxxx-xxxx-9012')
  })
})

describe('ABHA address', () => {
  test.each([
    ['ravi.kumar@abdm', 'ravi.kumar@abdm'],
    ['Ravi.Kumar@ABDM', 'ravi.kumar@abdm'],
    ['ravi_kumar1990@abdm', 'ravi_kumar1990@abdm'],
    ['ravi.kumar_90@abdm', 'ravi.kumar_90@abdm'], // one dot and one underscore
    ['ravikumar', 'ravikumar@abdm'], // only the name typed
    ['ravikumar@sbx', 'ravikumar@sbx'], // ABDM's sandbox
    ['91123456789012@abdm', '91123456789012@abdm'], // the address every ABHA number has
    ['abcdefgh@abdm', 'abcdefgh@abdm'], // 8 characters, the shortest
    ['abcdefghijklmnopqr@abdm', 'abcdefghijklmnopqr@abdm'], // 18, the longest
  ])('reads %j as %j', (typed, stored) => {
    expect(normalizeAbhaAddress(typed)).toBe(stored)
    expect(abhaAddressSchema.parse(typed)).toBe(stored)
  })

  test.each([
    ['ravikumar@gmail.com', 'suffix', 'abha:addressSuffix'],
    ['ravikumar@', 'suffix', 'abha:addressSuffix'],
    ['ravi@abdm', 'length', 'abha:addressLength'], // 4: too short
    ['abcdefg@abdm', 'length', 'abha:addressLength'], // 7
    ['abcdefghijklmnopqrs@abdm', 'length', 'abha:addressLength'], // 19
    ['ravi kumar@abdm', 'characters', 'abha:addressCharacters'],
    ['ravi-kumar@abdm', 'characters', 'abha:addressCharacters'],
    ['रवि.कुमार.1990@abdm', 'characters', 'abha:addressCharacters'],
    ['ravi.kumar.1990@abdm', 'separators', 'abha:addressSeparators'], // two dots
    ['ravi_kumar_1990@abdm', 'separators', 'abha:addressSeparators'], // two underscores
    ['.ravikumar@abdm', 'separators', 'abha:addressSeparators'],
    ['ravikumar.@abdm', 'separators', 'abha:addressSeparators'],
    ['_ravikumar@abdm', 'separators', 'abha:addressSeparators'],
    ['ravikumar_@abdm', 'separators', 'abha:addressSeparators'],
  ])('refuses %j (%s)', (typed, problem, message) => {
    expect(readAbhaAddress(typed)).toEqual({ ok: false, problem })
    const result = abhaAddressSchema.safeParse(typed)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
